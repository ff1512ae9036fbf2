import { durationPhrase } from './plural.js';
import { CURRENCY_NAMES, approximately, networkName } from './shared.js';
import type { CheckoutStrings } from './types.js';

/** Swahili (Kenya, Tanzania, Uganda): standard Swahili, in the polite, plain register of a payment page. */
export const sw: CheckoutStrings = {
  locale: 'sw',
  dir: 'ltr',
  languageLabel: 'Lugha',
  minuteCount: { one: 'dakika {n}', other: 'dakika {n}' },
  secondCount: { one: 'sekunde {n}', other: 'sekunde {n}' },
  checkoutLabel: 'Malipo',
  loading: 'Inapakia…',
  testModeBadge: 'Hali ya majaribio',
  devnetBadge: 'Devnet',
  amountToPay: 'Kiasi cha kulipa',

  notFoundTitle: 'Kiungo cha malipo hakijapatikana',
  notFoundBody:
    'Kiungo hiki cha malipo hakipo au hakipatikani tena. Kagua anwani, au mwombe mfanyabiashara kiungo kipya.',
  checkoutTitle: (business) => `Malipo kwa ${business}`,
  paymentNotFoundTitle: 'Malipo hayajapatikana',
  paymentNotFoundBody:
    'Hakuna malipo kwenye anwani hii. Kagua kiungo ulichopewa, au mwombe mfanyabiashara kiungo kipya.',
  inactiveTitle: 'Kiungo hiki cha malipo hakitumiki tena',
  inactiveBody: (business) =>
    `${business} amezima kiungo hiki cha malipo, kwa hiyo hakiwezi kupokea malipo. Hukutozwa chochote. Mwombe ${business} kiungo kipya.`,
  loadFailedTitle: 'Hatukuweza kupakia malipo haya',
  loadFailedBody: 'Huduma ya malipo haikujibu. Kagua muunganisho wako kisha ujaribu tena.',
  tryAgain: 'Jaribu tena',

  detailsTitle: 'Taarifa zako',
  emailLabel: 'Barua pepe',
  emailHint: 'Mfanyabiashara ataitumia kuwasiliana nawe kuhusu malipo haya.',
  firstNameLabel: 'Jina la kwanza',
  lastNameLabel: 'Jina la ukoo',
  optional: '(si lazima)',
  requiredMark: '(lazima)',
  emailRequired: 'Weka anwani yako ya barua pepe.',
  emailInvalid: 'Weka anwani sahihi ya barua pepe, kwa mfano jina@mfano.com.',
  nameTooLong: 'Usizidi herufi 100.',
  currencyLegend: 'Lipa kwa',
  currencyName: CURRENCY_NAMES,
  approximately,
  conversionLoading: 'Inabadilisha…',
  conversionUnavailable: 'Bei haipatikani',
  estimateBeforeFee: 'bila ada',
  feeNote:
    'Makadirio haya hayajumuishi ada ya mtandao na huduma. Jumla kamili, pamoja na ada, inaonyeshwa katika hatua inayofuata.',
  continueToPayment: 'Endelea kulipa',
  starting: 'Inaanzisha malipo yako…',
  fixTheForm: 'Tafadhali rekebisha sehemu zilizowekwa alama.',
  startFailed: (message) => `Malipo yako hayakuweza kuanzishwa: ${message}`,
  resumeNotFound: 'Hatukupata malipo yako ya awali. Unaweza kuanzisha mapya hapa chini.',
  resumeOtherLink:
    'Malipo hayo ni ya kiungo kingine. Unaweza kuanzisha malipo mapya ya kiungo hiki hapa chini.',

  paymentTitle: (amount, crypto) => `Tuma ${amount} ${crypto}`,
  partialTitle: 'Sehemu ya malipo yako imefika',
  loadingPayment: 'Inapakia malipo yako…',
  scanToPay: 'Changanua kwa programu ya pochi ya Solana, au nakili anwani na kiasi.',
  qrLabel: (amount, crypto) => `Msimbo wa QR: lipa ${amount} ${crypto} kwa pochi ya Solana`,
  transactionRequestToggle: 'Changanua kwa pochi ya Solana Pay',
  transactionRequestHint:
    'Kwa pochi zinazokubali maombi ya muamala ya Solana Pay, kama Phantom na Solflare kwenye simu.',
  transactionRequestQrLabel: (amount, crypto) =>
    `Msimbo wa QR: lipa ${amount} ${crypto} kwa pochi ya Solana Pay (ombi la muamala)`,
  addressLabel: 'Anwani ya kuweka pesa',
  amountLabel: 'Kiasi kamili',
  breakdownAmount: 'Kiasi',
  breakdownFee: 'Ada ya mtandao na huduma',
  breakdownTotal: 'Jumla',
  chooseAnotherCurrency: 'Chagua sarafu nyingine',
  chooseAnotherCurrencyHint:
    'Ikiwa tu bado hujatuma chochote. Malipo haya yanabaki wazi hadi muda wake uishe: chochote kinachotumwa kwenye anwani yake kinahesabiwa kwake, si kwa malipo mapya.',
  copyAddress: 'Nakili anwani',
  copyAmount: 'Nakili kiasi',
  copied: 'Imenakiliwa',
  addressCopied: 'Anwani imenakiliwa.',
  amountCopied: 'Kiasi kimenakiliwa.',
  copyFailed: 'Imeshindwa kunakili. Chagua maandishi na uyanakili mwenyewe.',
  networkWarningTitle: 'Mtandao wa Solana pekee',
  networkWarning: (crypto) =>
    crypto === 'SOL'
      ? 'Tuma SOL pekee kwenye mtandao wa Solana kwa anwani hii. Chochote kinachotumwa kwenye mtandao mwingine kinapotea.'
      : `Tuma ${crypto} pekee kwenye mtandao wa Solana (tokeni ya SPL) kwa anwani hii. Tokeni zinazotumwa kwenye mtandao mwingine, au tokeni nyingine, zinapotea.`,
  openInWallet: 'Fungua kwenye pochi',
  timeLeftLabel: 'Muda uliobaki wa kulipa',
  timeUp: 'Muda umekwisha. Tunakagua malipo yako…',
  timeLeftAnnouncement: (seconds) =>
    seconds <= 0 ? 'Muda wa kulipa umekwisha.' : `Muda uliobaki wa kulipa: ${durationPhrase(sw, seconds)}.`,
  receivedSoFar: (received, expected, crypto) => `Zimepokelewa ${received} kati ya ${expected} ${crypto}.`,
  stillDue: 'Kiasi kilichobaki',
  received: 'Kilichopokelewa',
  waitingForPayment: 'Tunasubiri malipo yako',
  connectionTrouble: 'Muunganisho umekatika. Bado tunakagua malipo yako…',
  referenceLabel: 'Kumbukumbu',

  paidTitle: 'Malipo yamepokelewa',
  paidBody: (amount, crypto, business) => `Asante. ${business} amepokea ${amount} ${crypto}.`,
  excessNote: (excess, crypto, business) =>
    `Ulituma ${excess} ${crypto} zaidi ya kiasi kinachodaiwa. Wasiliana na ${business} kuhusu tofauti hiyo, ukitaja kumbukumbu iliyo hapa chini.`,
  merchantMessage: 'Ujumbe kutoka kwa mfanyabiashara',
  redirectingIn: (host, seconds) => `Tunakurudisha ${host} baada ya sekunde ${seconds}.`,
  continueNow: 'Endelea sasa',
  stayHere: 'Baki kwenye ukurasa huu',
  continueTo: (host) => `Endelea hadi ${host}`,

  failedTitle: 'Malipo hayajakamilika',
  failedBody: (received, expected, crypto) =>
    `Muda wa kulipa umekwisha, zimepokelewa ${received} kati ya ${expected} ${crypto}.`,
  failedContact: (business) =>
    `Wasiliana na ${business} kuhusu kiasi kilichofika, ukitaja kumbukumbu iliyo hapa chini.`,
  failureDetails: 'Maelezo',
  expiredTitle: 'Muda umekwisha',
  expiredBody: 'Hakuna malipo yaliyofika ndani ya muda uliotolewa.',
  expiredContact: (business) =>
    `Ikiwa ulituma malipo, wasiliana na ${business}, ukitaja kumbukumbu iliyo hapa chini. Vinginevyo, anza upya.`,
  startAgain: 'Anza upya',
  startNewPayment: 'Anzisha malipo mapya',
  changeDetails: 'Badilisha taarifa au sarafu',

  announceWaiting: (amount, crypto) => `Tunasubiri malipo yako ya ${amount} ${crypto}.`,
  announcePartial: (received, due, crypto) =>
    `Zimepokelewa ${received} ${crypto}. Zimebaki ${due} ${crypto} za kulipa.`,
  announcePaid: 'Malipo yamepokelewa. Asante.',
  announceFailed: 'Malipo hayajakamilika: muda wa kulipa umekwisha.',
  announceExpired: 'Muda umekwisha: hakuna malipo yaliyofika.',

  testPanelTitle: 'Hali ya majaribio',
  testPanelBody: 'Hakuna pesa halisi zinazotumika. Iga malipo kutoka kwa pochi ya nje:',
  testPayExact: 'Lipa kiasi kamili',
  testPayPartial: 'Lipa nusu',
  testPayOver: 'Lipa zaidi kwa 10%',
  testSending: 'Inatuma…',
  testSent: (amount, crypto) => `Zimetumwa ${amount} ${crypto} kutoka kwa pochi ya majaribio.`,
  testFailed: (message) => `Malipo ya majaribio yameshindwa: ${message}`,
  walletSectionTitle: 'Lipa kwa pochi iliyo kwenye kivinjari hiki',
  walletSectionBody: 'Unganisha Phantom au pochi nyingine ya Solana, kisha uidhinishe malipo ndani yake.',
  payWithWallet: 'Lipa kwa pochi',
  walletLoading: 'Inapakia pochi…',
  walletLoadFailed:
    'Malipo kwa pochi hayakuweza kupakiwa. Kagua muunganisho wako kisha ujaribu tena, au tumia msimbo wa QR.',
  chooseWallet: 'Chagua pochi',
  walletDetected: 'Imegunduliwa',
  walletNotInstalled: 'Haijasakinishwa',
  walletOpensInApp: 'Inafungua pochi',
  walletLastUsed: 'Ilitumika mara ya mwisho',
  noWalletFound: 'Hakuna pochi ya Solana iliyopatikana kwenye kivinjari hiki.',
  openInWalletApp: (wallet) => `Fungua kwenye ${wallet}`,
  openInWalletAppHint:
    'Hakuna pochi kwenye kivinjari hiki. Fungua malipo haya kwenye programu ya pochi yako na ulipe kutoka hapo, au changanua msimbo wa QR kwa kifaa kingine.',
  walletConnecting: (wallet) => `Idhinisha muunganisho kwenye ${wallet}…`,
  walletConnectedAs: (wallet) => `Umeunganishwa na ${wallet}`,
  walletAccountLabel: 'Akaunti',
  payFromWallet: (amount, crypto) => `Lipa ${amount} ${crypto}`,
  disconnectWallet: 'Tenganisha',
  changeWallet: 'Tumia pochi nyingine',
  walletPreparing: 'Inaandaa malipo yako…',
  walletApprove: (wallet, amount, crypto) => `Idhinisha malipo ya ${amount} ${crypto} kwenye ${wallet}.`,
  walletSending: 'Inatuma malipo yako…',
  walletConfirming: 'Malipo yametumwa. Tunasubiri mtandao uyathibitishe…',
  walletSent: 'Mtandao umethibitisha malipo. Ukurasa huu utasasishwa baada ya muda mfupi.',
  walletSignatureLabel: 'Muamala',
  walletTestNote:
    'Hali ya majaribio: malipo haya yako kwenye mtandao wa majaribio wa huduma hii. Weka pesa za majaribio kwenye pochi yako kwa kitufe kilicho hapa chini ikihitajika; pochi yako inaweza kuonya kuwa haiwezi kuonyesha muamala mapema.',
  walletFundTest: 'Weka pesa za majaribio kwenye pochi hii',
  walletFunding: 'Inaweka pesa za majaribio…',
  walletFunded: 'Pesa za majaribio zimewekwa. Sasa unaweza kulipa.',
  walletInstall: (wallet) => `Sakinisha ${wallet}`,
  opensInNewTab: '(inafunguka kwenye kichupo kipya)',
  walletTechnicalDetails: 'Maelezo ya kiufundi',
  walletDismiss: 'Funga',
  walletUseQrInstead: 'Unaweza pia kulipa kwa msimbo wa QR au anwani iliyo hapo juu.',
  walletNetworkName: (chain) => networkName(chain, 'mtandao wa majaribio'),
  walletErrorTitle: {
    not_installed: 'Pochi haijasakinishwa',
    rejected: 'Malipo yamekataliwa kwenye pochi yako',
    connect_rejected: 'Muunganisho umekataliwa',
    insufficient_funds: 'Salio halitoshi',
    insufficient_fee: 'SOL haitoshi kwa ada ya mtandao',
    rpc_unreachable: 'Mtandao wa Solana haupatikani',
    service_unreachable: 'Huduma ya malipo haipatikani',
    resend: 'Malipo yako hayakutumwa',
    expired: 'Muda umekwisha',
    closed: 'Malipo haya yamefungwa',
    wrong_network: 'Pochi yako iko kwenye mtandao mwingine',
    not_arrived: 'Malipo hayakufika',
    dropped: 'Malipo hayakukubaliwa kwa wakati',
    unsupported_wallet: 'Pochi hii haiwezi kulipa hapa',
    transaction_failed: 'Malipo hayakufanikiwa',
    mismatch: 'Malipo yamesimamishwa kwa usalama wako',
    wallet_error: 'Pochi yako imeripoti tatizo',
  },
  walletErrorBody: (kind, facts) => {
    switch (kind) {
      case 'not_installed':
        return `${facts.wallet} haijasakinishwa kwenye kivinjari hiki. Isakinishe, kisha upakie ukurasa huu upya.`;
      case 'rejected':
        return `Ulikataa malipo kwenye ${facts.wallet}. Hakuna kilichotumwa. Unaweza kujaribu tena.`;
      case 'connect_rejected':
        return `Ulikataa muunganisho kwenye ${facts.wallet}. Unaweza kujaribu tena, au kuchagua pochi nyingine.`;
      case 'insufficient_funds':
        return `Malipo haya yanahitaji ${facts.needed} ${facts.crypto}${facts.crypto === 'SOL' ? ' pamoja na ada ya mtandao' : ''}, lakini pochi yako ina ${facts.balance} ${facts.crypto}. Hakuna kilichotumwa. Ongeza pesa au tumia pochi nyingine.`;
      case 'insufficient_fee':
        return `Pochi yako inahitaji ${facts.needed} SOL kwa ada ya mtandao na ina ${facts.balance} SOL. Hakuna kilichotumwa. Ongeza SOL kidogo au tumia pochi nyingine.`;
      case 'rpc_unreachable':
        return 'Hatukuweza kufikia mtandao wa Solana. Hakuna kilichotumwa. Kagua muunganisho wako kisha ujaribu tena.';
      case 'service_unreachable':
        return 'Hatukuweza kufikia huduma ya malipo. Hakuna kilichotumwa. Kagua muunganisho wako kisha ujaribu tena.';
      case 'resend':
        return 'Malipo yako yaliyosainiwa hayakuweza kutumwa kwenye mtandao wa Solana. Jaribu tena: malipo yale yale yaliyosainiwa ndiyo yanatumwa, kwa hiyo huwezi kulipa mara mbili.';
      case 'expired':
        return 'Muda wa kulipa uliisha kabla malipo hayajatumwa, kwa hiyo hayakutumwa. Anza upya ili ulipe.';
      case 'closed':
        return 'Malipo haya hayawezi kulipwa tena: yameshalipwa au muda wake umekwisha.';
      case 'wrong_network':
        return `${facts.wallet} haijawekwa kwenye ${facts.network}. Ibadilishe iwe kwenye ${facts.network} ndani ya pochi, kisha ujaribu tena.`;
      case 'not_arrived':
        return `${facts.wallet} imesema malipo yametumwa, lakini hayakufika kwenye ${facts.network}. Hakikisha pochi yako imewekwa kwenye ${facts.network}, kisha ujaribu tena.`;
      case 'dropped':
        return 'Mtandao haukukubali malipo kwa wakati, kwa hiyo hukutozwa chochote. Jaribu tena.';
      case 'unsupported_wallet':
        return `${facts.wallet} haiwezi kusaini malipo ya Solana. Chagua pochi nyingine.`;
      case 'transaction_failed':
        return 'Mtandao ulikataa malipo, kwa hiyo hakuna pesa zilizohamishwa. Jaribu tena.';
      case 'mismatch':
        return 'Malipo yaliyoandaliwa kwa pochi yako hayakulingana na malipo haya, kwa hiyo hayakutumwa. Jaribu tena.';
      case 'wallet_error':
        return `${facts.wallet} haikuweza kukamilisha ombi. Jaribu tena, au chagua pochi nyingine.`;
    }
  },
  announceWalletConnected: (wallet) => `Umeunganishwa na ${wallet}.`,
  announceWalletDisconnected: 'Pochi imetenganishwa.',
};
