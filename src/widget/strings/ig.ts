import { durationPhrase } from './plural.js';
import { CURRENCY_NAMES, approximately, networkName } from './shared.js';
import type { CheckoutStrings } from './types.js';

/** Igbo (Nigeria): standard Igbo (Igbo Izugbe), with its dotted vowels. */
export const ig: CheckoutStrings = {
  locale: 'ig',
  dir: 'ltr',
  languageLabel: 'Asụsụ',
  minuteCount: { other: 'nkeji {n}' },
  secondCount: { other: 'sekọnd {n}' },
  checkoutLabel: 'Ịkwụ ụgwọ',
  loading: 'Ọ na-ebu…',
  testModeBadge: 'Ọnọdụ nnwale',
  devnetBadge: 'Devnet',
  amountToPay: 'Ego ị ga-akwụ',

  notFoundTitle: 'Ahụghị njikọ ịkwụ ụgwọ a',
  notFoundBody:
    'Njikọ ịkwụ ụgwọ a adịghị, ma ọ bụ na ọ dịghịzi. Lelee adreesị ahụ, ma ọ bụ rịọ onye ahịa ka o nye gị njikọ ọhụrụ.',
  checkoutTitle: (business) => `Ịkwụ ${business} ụgwọ`,
  paymentNotFoundTitle: 'Ahụghị ịkwụ ụgwọ a',
  paymentNotFoundBody:
    'Enweghị ịkwụ ụgwọ ọ bụla na adreesị a. Lelee njikọ e nyere gị, ma ọ bụ rịọ onye ahịa ka o nye gị nke ọhụrụ.',
  inactiveTitle: 'Njikọ ịkwụ ụgwọ a anaghịzi arụ ọrụ',
  inactiveBody: (business) =>
    `${business} agbanyụọla njikọ ịkwụ ụgwọ a, ya mere ọ nweghị ike ịnara ego. Ewepụghị ego ọ bụla n’aka gị. Rịọ ${business} ka o nye gị njikọ ọhụrụ.`,
  loadFailedTitle: 'Anyị enweghị ike ibugo ịkwụ ụgwọ a',
  loadFailedBody: 'Ọrụ ịkwụ ụgwọ azaghị. Lelee njikọ ịntanetị gị, wee nwaa ọzọ.',
  tryAgain: 'Nwaa ọzọ',

  detailsTitle: 'Nkọwa gị',
  emailLabel: 'Email',
  emailHint: 'Onye ahịa ga-eji ya kpọtụrụ gị gbasara ịkwụ ụgwọ a.',
  firstNameLabel: 'Aha mbụ',
  lastNameLabel: 'Aha nna',
  optional: '(ọ bụghị iwu)',
  requiredMark: '(iwu)',
  emailRequired: 'Tinye adreesị email gị.',
  emailInvalid: 'Tinye adreesị email ziri ezi, dịka aha@ihe-atụ.com.',
  nameTooLong: 'Ejila ihe karịrị mkpụrụedemede 100.',
  currencyLegend: 'Jiri kwụọ ụgwọ',
  currencyName: CURRENCY_NAMES,
  approximately,
  conversionLoading: 'Ọ na-agbanwe…',
  conversionUnavailable: 'Ọnụahịa adịghị',
  estimateBeforeFee: 'na-agụnyeghị ụgwọ ọrụ',
  feeNote:
    'Ndị a bụ atụmatụ na-agụnyeghị ụgwọ netwọk na ụgwọ ọrụ. Ngụkọta kpọmkwem, gụnyere ụgwọ ọrụ, ga-apụta na nzọụkwụ na-esote.',
  continueToPayment: 'Gaa n’ihu ịkwụ ụgwọ',
  starting: 'Ọ na-amalite ịkwụ ụgwọ gị…',
  fixTheForm: 'Biko mezie ebe ndị e gosipụtara.',
  startFailed: (message) => `Enweghị ike ịmalite ịkwụ ụgwọ gị: ${message}`,
  resumeNotFound: 'Anyị ahụghị ịkwụ ụgwọ gị nke mbụ. Ị nwere ike ịmalite nke ọhụrụ n’okpuru.',
  resumeOtherLink: 'Ịkwụ ụgwọ ahụ bụ nke njikọ ọzọ. Ị nwere ike ịmalite nke ọhụrụ maka njikọ a n’okpuru.',

  paymentTitle: (amount, crypto) => `Ziga ${amount} ${crypto}`,
  partialTitle: 'Otu akụkụ nke ụgwọ gị abịala',
  loadingPayment: 'Ọ na-ebu ịkwụ ụgwọ gị…',
  scanToPay: 'Jiri ngwa akpa ego Solana nyochaa ya, ma ọ bụ detuo adreesị na ego ahụ.',
  qrLabel: (amount, crypto) => `Koodu QR: kwụọ ${amount} ${crypto} site n’akpa ego Solana`,
  transactionRequestToggle: 'Nyochaa site n’akpa ego Solana Pay',
  transactionRequestHint:
    'Maka akpa ego na-anabata arịrịọ azụmahịa Solana Pay, dịka Phantom na Solflare na ekwentị.',
  transactionRequestQrLabel: (amount, crypto) =>
    `Koodu QR: kwụọ ${amount} ${crypto} site n’akpa ego Solana Pay (arịrịọ azụmahịa)`,
  addressLabel: 'Adreesị ebe a ga-eziga ego',
  amountLabel: 'Ego kpọmkwem',
  breakdownAmount: 'Ego',
  breakdownFee: 'Ụgwọ netwọk na ọrụ',
  breakdownTotal: 'Ngụkọta',
  chooseAnotherCurrency: 'Họrọ ego ọzọ',
  chooseAnotherCurrencyHint:
    'Naanị ma ọ bụrụ na ị zibeghị ihe ọ bụla. Ịkwụ ụgwọ a ga-anọ na-emeghe ruo mgbe oge ya gwụrụ: ihe ọ bụla e zigara na adreesị ya ga-abụ nke ya, ọ bụghị nke ọhụrụ ahụ.',
  copyAddress: 'Detuo adreesị',
  copyAmount: 'Detuo ego',
  copied: 'E detuola',
  addressCopied: 'E detuola adreesị ahụ.',
  amountCopied: 'E detuola ego ahụ.',
  copyFailed: 'Enweghị ike idetuo. Họrọ ederede ahụ ma detuo ya n’onwe gị.',
  networkWarningTitle: 'Naanị netwọk Solana',
  networkWarning: (crypto) =>
    crypto === 'SOL'
      ? 'Ziga naanị SOL na netwọk Solana na adreesị a. Ihe ọ bụla e zigara na netwọk ọzọ ga-efu.'
      : `Ziga naanị ${crypto} na netwọk Solana (tokin SPL) na adreesị a. Tokin e zigara na netwọk ọzọ, ma ọ bụ tokin ndị ọzọ, ga-efu.`,
  openInWallet: 'Mepee n’akpa ego',
  timeLeftLabel: 'Oge fọdụrụ ịkwụ ụgwọ',
  timeUp: 'Oge agwụla. Anyị na-elele ịkwụ ụgwọ gị…',
  timeLeftAnnouncement: (seconds) =>
    seconds <= 0 ? 'Oge ịkwụ ụgwọ agwụla.' : `Oge fọdụrụ ịkwụ ụgwọ: ${durationPhrase(ig, seconds)}.`,
  receivedSoFar: (received, expected, crypto) => `Anatala ${received} n’ime ${expected} ${crypto}.`,
  stillDue: 'Ihe fọdụrụ',
  received: 'Ihe anatara',
  waitingForPayment: 'Anyị na-eche ụgwọ gị',
  connectionTrouble: 'Njikọ ịntanetị kwụsịrị. Anyị ka na-elele ịkwụ ụgwọ gị…',
  referenceLabel: 'Nọmba ntụaka',

  paidTitle: 'Anatala ụgwọ gị',
  paidBody: (amount, crypto, business) => `Daalụ. ${business} anatala ${amount} ${crypto}.`,
  excessNote: (excess, crypto, business) =>
    `Ị zigara ${excess} ${crypto} karịa ego a chọrọ. Kpọtụrụ ${business} gbasara ọdịiche ahụ, kwuo nọmba ntụaka dị n’okpuru.`,
  merchantMessage: 'Ozi sitere n’aka onye ahịa',
  redirectingIn: (host, seconds) => `Anyị ga-akpọghachi gị na ${host} n’ime sekọnd ${seconds}.`,
  continueNow: 'Gaa n’ihu ugbu a',
  stayHere: 'Nọrọ na ibe a',
  continueTo: (host) => `Gaa na ${host}`,

  failedTitle: 'Ụgwọ ezughị ezu',
  failedBody: (received, expected, crypto) =>
    `Oge ịkwụ ụgwọ gwụrụ mgbe a natara ${received} n’ime ${expected} ${crypto}.`,
  failedContact: (business) => `Kpọtụrụ ${business} gbasara ego rutere, kwuo nọmba ntụaka dị n’okpuru.`,
  failureDetails: 'Nkọwa',
  expiredTitle: 'Oge agwụla',
  expiredBody: 'Ọ dịghị ụgwọ rutere n’ime oge e nyere.',
  expiredContact: (business) =>
    `Ọ bụrụ na i zigara ego, kpọtụrụ ${business}, kwuo nọmba ntụaka dị n’okpuru. Ma ọ bụghị ya, malite ọzọ.`,
  startAgain: 'Malite ọzọ',
  startNewPayment: 'Malite ịkwụ ụgwọ ọhụrụ',
  changeDetails: 'Gbanwee nkọwa ma ọ bụ ego',

  announceWaiting: (amount, crypto) => `Anyị na-eche ụgwọ gị nke ${amount} ${crypto}.`,
  announcePartial: (received, due, crypto) => `Anatala ${received} ${crypto}. ${due} ${crypto} ka fọdụrụ.`,
  announcePaid: 'Anatala ụgwọ gị. Daalụ.',
  announceFailed: 'Ụgwọ ezughị ezu: oge ịkwụ ụgwọ agwụla.',
  announceExpired: 'Oge agwụla: ọ dịghị ụgwọ rutere.',

  testPanelTitle: 'Ọnọdụ nnwale',
  testPanelBody: 'A naghị eji ezigbo ego. Mee ịkwụ ụgwọ nnwale site n’akpa ego dị n’èzí:',
  testPayExact: 'Kwụọ ego kpọmkwem',
  testPayPartial: 'Kwụọ ọkara',
  testPayOver: 'Kwụgafee 10%',
  testSending: 'Ọ na-eziga…',
  testSent: (amount, crypto) => `E zigara ${amount} ${crypto} site n’akpa ego nnwale.`,
  testFailed: (message) => `Ịkwụ ụgwọ nnwale agaghị nke ọma: ${message}`,
  walletSectionTitle: 'Kwụọ ụgwọ site n’akpa ego dị na ihe nchọgharị a',
  walletSectionBody: 'Jikọọ Phantom ma ọ bụ akpa ego Solana ọzọ, wee kwado ịkwụ ụgwọ ahụ n’ime ya.',
  payWithWallet: 'Kwụọ site n’akpa ego',
  walletLoading: 'Ọ na-ebu akpa ego…',
  walletLoadFailed:
    'Enweghị ike ibugo ịkwụ ụgwọ site n’akpa ego. Lelee njikọ ịntanetị gị wee nwaa ọzọ, ma ọ bụ jiri koodu QR.',
  chooseWallet: 'Họrọ akpa ego',
  walletDetected: 'Achọpụtala ya',
  walletNotInstalled: 'Etinyeghị ya',
  walletOpensInApp: 'Ọ na-emepe akpa ego',
  walletLastUsed: 'Nke i jiri n’ikpeazụ',
  noWalletFound: 'Ahụghị akpa ego Solana ọ bụla na ihe nchọgharị a.',
  openInWalletApp: (wallet) => `Mepee na ${wallet}`,
  openInWalletAppHint:
    'Enweghị akpa ego na ihe nchọgharị a. Mepee ịkwụ ụgwọ a na ngwa akpa ego gị wee kwụọ site n’ebe ahụ, ma ọ bụ nyochaa koodu QR site na ngwaọrụ ọzọ.',
  walletConnecting: (wallet) => `Kwado njikọ ahụ na ${wallet}…`,
  walletConnectedAs: (wallet) => `Ejikọọla na ${wallet}`,
  walletAccountLabel: 'Akaụntụ',
  payFromWallet: (amount, crypto) => `Kwụọ ${amount} ${crypto}`,
  disconnectWallet: 'Kwụsị njikọ',
  changeWallet: 'Jiri akpa ego ọzọ',
  walletPreparing: 'Ọ na-akwado ịkwụ ụgwọ gị…',
  walletApprove: (wallet, amount, crypto) => `Kwado ịkwụ ${amount} ${crypto} na ${wallet}.`,
  walletSending: 'Ọ na-eziga ụgwọ gị…',
  walletConfirming: 'E zigala ụgwọ ahụ. Anyị na-eche ka netwọk kwado ya…',
  walletSent: 'Netwọk akwadola ụgwọ ahụ. Ibe a ga-emelite n’oge na-adịghị anya.',
  walletSignatureLabel: 'Azụmahịa',
  walletTestNote:
    'Ọnọdụ nnwale: ịkwụ ụgwọ a dị na netwọk nnwale nke ọrụ a. Tinye ego nnwale n’akpa ego gị n’ebe ahụ site na bọtịnụ dị n’okpuru ma ọ dị mkpa; akpa ego gị nwere ike ịdọ aka na ntị na ọ pụghị igosi azụmahịa ahụ tupu oge eruo.',
  walletFundTest: 'Tinye ego nnwale n’akpa ego a',
  walletFunding: 'Ọ na-etinye ego nnwale…',
  walletFunded: 'Etinyela ego nnwale. Ị nwere ike ịkwụ ugbu a.',
  walletInstall: (wallet) => `Tinye ${wallet}`,
  opensInNewTab: '(ọ na-emepe na taabụ ọhụrụ)',
  walletTechnicalDetails: 'Nkọwa teknụzụ',
  walletDismiss: 'Mechie',
  walletUseQrInstead: 'Ị nwekwara ike iji koodu QR ma ọ bụ adreesị dị n’elu kwụọ ụgwọ.',
  walletNetworkName: (chain) => networkName(chain, 'netwọk nnwale'),
  walletErrorTitle: {
    not_installed: 'Etinyeghị akpa ego',
    rejected: 'Ị jụrụ ịkwụ ụgwọ ahụ n’akpa ego gị',
    connect_rejected: 'Ị jụrụ njikọ ahụ',
    insufficient_funds: 'Ego ezughị',
    insufficient_fee: 'SOL ezughị maka ụgwọ netwọk',
    rpc_unreachable: 'Enweghị ike iru netwọk Solana',
    service_unreachable: 'Enweghị ike iru ọrụ ịkwụ ụgwọ',
    resend: 'E zighị ụgwọ gị',
    expired: 'Oge agwụla',
    closed: 'Emechiela ịkwụ ụgwọ a',
    wrong_network: 'Akpa ego gị nọ na netwọk ọzọ',
    not_arrived: 'Ụgwọ ahụ erubeghị',
    dropped: 'Anabataghị ụgwọ ahụ n’oge',
    unsupported_wallet: 'Akpa ego a enweghị ike ịkwụ ụgwọ ebe a',
    transaction_failed: 'Ịkwụ ụgwọ ahụ agaghị',
    mismatch: 'Akwụsịrị ịkwụ ụgwọ maka nchekwa gị',
    wallet_error: 'Akpa ego gị kọrọ nsogbu',
  },
  walletErrorBody: (kind, facts) => {
    switch (kind) {
      case 'not_installed':
        return `Etinyeghị ${facts.wallet} na ihe nchọgharị a. Tinye ya, wee bugharịa ibe a ọzọ.`;
      case 'rejected':
        return `Ị jụrụ ịkwụ ụgwọ ahụ na ${facts.wallet}. E zighị ihe ọ bụla. Ị nwere ike ịnwa ọzọ.`;
      case 'connect_rejected':
        return `Ị jụrụ njikọ ahụ na ${facts.wallet}. Ị nwere ike ịnwa ọzọ, ma ọ bụ họrọ akpa ego ọzọ.`;
      case 'insufficient_funds':
        return `Ịkwụ ụgwọ a chọrọ ${facts.needed} ${facts.crypto}${facts.crypto === 'SOL' ? ' gụnyere ụgwọ netwọk' : ''}, mana akpa ego gị nwere ${facts.balance} ${facts.crypto}. E zighị ihe ọ bụla. Tinyekwuo ego ma ọ bụ jiri akpa ego ọzọ.`;
      case 'insufficient_fee':
        return `Akpa ego gị chọrọ ${facts.needed} SOL maka ụgwọ netwọk, ma o nwere ${facts.balance} SOL. E zighị ihe ọ bụla. Tinyekwuo SOL ntakịrị ma ọ bụ jiri akpa ego ọzọ.`;
      case 'rpc_unreachable':
        return 'Anyị enweghị ike iru netwọk Solana. E zighị ihe ọ bụla. Lelee njikọ ịntanetị gị, wee nwaa ọzọ.';
      case 'service_unreachable':
        return 'Anyị enweghị ike iru ọrụ ịkwụ ụgwọ. E zighị ihe ọ bụla. Lelee njikọ ịntanetị gị, wee nwaa ọzọ.';
      case 'resend':
        return 'Enweghị ike iziga ụgwọ gị bịanyere aka na netwọk Solana. Nwaa ọzọ: ọ bụ otu ụgwọ ahụ bịanyere aka ka a ga-eziga, ya mere ị pụghị ịkwụ ugboro abụọ.';
      case 'expired':
        return 'Oge ịkwụ ụgwọ gwụrụ tupu e ziga ụgwọ ahụ, ya mere e zighị ya. Malite ọzọ ka ị kwụọ.';
      case 'closed':
        return 'Enweghịzi ike ịkwụ ụgwọ a: a kwụọla ya, ma ọ bụ oge ya agwụla.';
      case 'wrong_network':
        return `Edozighị ${facts.wallet} na ${facts.network}. Gbanwee ya gaa na ${facts.network} n’ime akpa ego ahụ, wee nwaa ọzọ.`;
      case 'not_arrived':
        return `${facts.wallet} kwuru na o zigara ụgwọ ahụ, mana o rughị na ${facts.network}. Gbaa mbọ hụ na akpa ego gị dị na ${facts.network}, wee nwaa ọzọ.`;
      case 'dropped':
        return 'Netwọk anabataghị ụgwọ ahụ n’oge, ya mere ewepụghị ego ọ bụla n’aka gị. Nwaa ọzọ.';
      case 'unsupported_wallet':
        return `${facts.wallet} enweghị ike ịbịanye aka n’ịkwụ ụgwọ Solana. Họrọ akpa ego ọzọ.`;
      case 'transaction_failed':
        return 'Netwọk jụrụ ịkwụ ụgwọ ahụ, ya mere ego ọ bụla apụghị. Nwaa ọzọ.';
      case 'mismatch':
        return 'Ụgwọ a kwadebere maka akpa ego gị adabaghị n’ịkwụ ụgwọ a, ya mere e zighị ya. Nwaa ọzọ.';
      case 'wallet_error':
        return `${facts.wallet} enweghị ike imezu arịrịọ ahụ. Nwaa ọzọ, ma ọ bụ họrọ akpa ego ọzọ.`;
    }
  },
  announceWalletConnected: (wallet) => `Ejikọọla na ${wallet}.`,
  announceWalletDisconnected: 'Akwụsịla njikọ akpa ego.',
};
