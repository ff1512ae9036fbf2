import { durationPhrase } from './plural.js';
import { CURRENCY_NAMES, approximately, networkName } from './shared.js';
import type { CheckoutStrings } from './types.js';

/** Hausa (Nigeria, Niger, Ghana): standard Kano Hausa in Boko script, addressing the customer politely (“ku”). */
export const ha: CheckoutStrings = {
  locale: 'ha',
  dir: 'ltr',
  languageLabel: 'Harshe',
  minuteCount: { one: 'minti {n}', other: 'mintuna {n}' },
  secondCount: { one: 'daƙiƙa {n}', other: 'daƙiƙoƙi {n}' },
  checkoutLabel: 'Biyan kuɗi',
  loading: 'Ana lodawa…',
  testModeBadge: 'Yanayin gwaji',
  devnetBadge: 'Devnet',
  amountToPay: 'Adadin da za a biya',

  notFoundTitle: 'Ba a sami mahaɗin biyan kuɗi ba',
  notFoundBody:
    'Wannan mahaɗin biyan kuɗi babu shi, ko kuma ba ya aiki yanzu. Ku duba adireshin, ko ku nemi sabon mahaɗi daga ɗan kasuwar.',
  checkoutTitle: (business) => `Biyan kuɗi ga ${business}`,
  paymentNotFoundTitle: 'Ba a sami biyan kuɗin ba',
  paymentNotFoundBody:
    'Babu wani biyan kuɗi a wannan adireshin. Ku duba mahaɗin da aka ba ku, ko ku nemi sabo daga ɗan kasuwar.',
  inactiveTitle: 'Wannan mahaɗin biyan kuɗi ba ya aiki kuma',
  inactiveBody: (business) =>
    `${business} ya kashe wannan mahaɗin biyan kuɗi, don haka ba zai karɓi kuɗi ba. Ba a caje ku komai ba. Ku nemi sabon mahaɗi daga ${business}.`,
  loadFailedTitle: 'Ba mu iya loda wannan biyan kuɗin ba',
  loadFailedBody: 'Sabis ɗin biyan kuɗi bai amsa ba. Ku duba haɗin intanet ɗinku, sannan ku sake gwadawa.',
  tryAgain: 'Sake gwadawa',

  detailsTitle: 'Bayananku',
  emailLabel: 'Imel',
  emailHint: 'Ɗan kasuwar zai yi amfani da shi don tuntuɓar ku game da wannan biyan kuɗin.',
  firstNameLabel: 'Suna',
  lastNameLabel: 'Sunan iyali',
  optional: '(ba dole ba)',
  requiredMark: '(dole)',
  emailRequired: 'Ku shigar da adireshin imel ɗinku.',
  emailInvalid: 'Ku shigar da ingantaccen adireshin imel, kamar suna@misali.com.',
  nameTooLong: 'Kada ya wuce haruffa 100.',
  currencyLegend: 'Biya da',
  currencyName: CURRENCY_NAMES,
  approximately,
  conversionLoading: 'Ana canzawa…',
  conversionUnavailable: 'Ba a sami farashi ba',
  estimateBeforeFee: 'ba tare da caji ba',
  feeNote:
    'Waɗannan ƙididdiga ne ba tare da cajin hanyar sadarwa da na sabis ba. Cikakken jimilla, tare da caji, yana a mataki na gaba.',
  continueToPayment: 'Ci gaba zuwa biya',
  starting: 'Ana fara biyan kuɗinku…',
  fixTheForm: 'Ku gyara filayen da aka yi wa alama.',
  startFailed: (message) => `Ba a iya fara biyan kuɗinku ba: ${message}`,
  resumeNotFound: 'Ba mu sami biyan kuɗinku na baya ba. Kuna iya fara sabo a ƙasa.',
  resumeOtherLink:
    'Wannan biyan kuɗin na wani mahaɗi ne daban. Kuna iya fara sabo don wannan mahaɗin a ƙasa.',

  paymentTitle: (amount, crypto) => `Ku aika ${amount} ${crypto}`,
  partialTitle: 'Wani ɓangare na biyan kuɗinku ya iso',
  loadingPayment: 'Ana loda biyan kuɗinku…',
  scanToPay: 'Ku yi sikan da manhajar walat ta Solana, ko ku kwafi adireshin da adadin.',
  qrLabel: (amount, crypto) => `Lambar QR: ku biya ${amount} ${crypto} da walat ta Solana`,
  transactionRequestToggle: 'Yi sikan da walat ta Solana Pay',
  transactionRequestHint:
    'Don walat da ke karɓar buƙatun ciniki na Solana Pay, kamar Phantom da Solflare a waya.',
  transactionRequestQrLabel: (amount, crypto) =>
    `Lambar QR: ku biya ${amount} ${crypto} da walat ta Solana Pay (buƙatar ciniki)`,
  addressLabel: 'Adireshin ajiya',
  amountLabel: 'Ainihin adadi',
  breakdownAmount: 'Adadi',
  breakdownFee: 'Cajin hanyar sadarwa da sabis',
  breakdownTotal: 'Jimilla',
  chooseAnotherCurrency: 'Zaɓi wani kuɗin',
  chooseAnotherCurrencyHint:
    'Sai dai idan ba ku aika komai ba tukuna. Wannan biyan kuɗin yana nan a buɗe har lokacinsa ya ƙare: duk abin da aka aika zuwa adireshinsa za a ƙidaya shi a kansa, ba a kan sabon ba.',
  copyAddress: 'Kwafi adireshi',
  copyAmount: 'Kwafi adadi',
  copied: 'An kwafa',
  addressCopied: 'An kwafi adireshin.',
  amountCopied: 'An kwafi adadin.',
  copyFailed: 'Ba a iya kwafa ba. Ku zaɓi rubutun, ku kwafa da kanku.',
  networkWarningTitle: 'Hanyar sadarwa ta Solana kaɗai',
  networkWarning: (crypto) =>
    crypto === 'SOL'
      ? 'Ku aika SOL kaɗai ta hanyar sadarwa ta Solana zuwa wannan adireshin. Duk abin da aka aika ta wata hanyar sadarwa zai ɓace.'
      : `Ku aika ${crypto} kaɗai ta hanyar sadarwa ta Solana (tokin SPL) zuwa wannan adireshin. Tokin da aka aika ta wata hanyar sadarwa, ko wasu tokin, za su ɓace.`,
  openInWallet: 'Buɗe a walat',
  timeLeftLabel: 'Lokacin da ya rage don biya',
  timeUp: 'Lokaci ya ƙare. Ana duba biyan kuɗinku…',
  timeLeftAnnouncement: (seconds) =>
    seconds <= 0 ? 'Lokacin biya ya ƙare.' : `Lokacin da ya rage don biya: ${durationPhrase(ha, seconds)}.`,
  receivedSoFar: (received, expected, crypto) => `An karɓi ${received} daga cikin ${expected} ${crypto}.`,
  stillDue: 'Saura',
  received: 'An karɓa',
  waitingForPayment: 'Ana jiran biyan kuɗinku',
  connectionTrouble: 'Haɗin intanet ya yanke. Har yanzu muna duba biyan kuɗinku…',
  referenceLabel: 'Lambar shaida',

  paidTitle: 'An karɓi biyan kuɗi',
  paidBody: (amount, crypto, business) => `Mun gode. ${business} ya karɓi ${amount} ${crypto}.`,
  excessNote: (excess, crypto, business) =>
    `Kun aika ${excess} ${crypto} fiye da adadin da ake bin ku. Ku tuntuɓi ${business} game da bambancin, tare da lambar shaidar da ke ƙasa.`,
  merchantMessage: 'Saƙo daga ɗan kasuwa',
  redirectingIn: (host, seconds) => `Za mu mayar da ku zuwa ${host} cikin daƙiƙa ${seconds}.`,
  continueNow: 'Ci gaba yanzu',
  stayHere: 'Tsaya a wannan shafin',
  continueTo: (host) => `Ci gaba zuwa ${host}`,

  failedTitle: 'Biyan kuɗi bai cika ba',
  failedBody: (received, expected, crypto) =>
    `Lokacin biya ya ƙare bayan an karɓi ${received} daga cikin ${expected} ${crypto}.`,
  failedContact: (business) =>
    `Ku tuntuɓi ${business} game da adadin da ya iso, tare da lambar shaidar da ke ƙasa.`,
  failureDetails: 'Cikakkun bayanai',
  expiredTitle: 'Lokaci ya ƙare',
  expiredBody: 'Ba a sami wani biyan kuɗi cikin lokacin da aka bayar ba.',
  expiredContact: (business) =>
    `Idan kun aika kuɗi, ku tuntuɓi ${business} tare da lambar shaidar da ke ƙasa. Idan ba haka ba, ku sake farawa.`,
  startAgain: 'Sake farawa',
  startNewPayment: 'Fara sabon biyan kuɗi',
  changeDetails: 'Canza bayanai ko kuɗi',

  announceWaiting: (amount, crypto) => `Ana jiran biyan kuɗinku na ${amount} ${crypto}.`,
  announcePartial: (received, due, crypto) =>
    `An karɓi ${received} ${crypto}. Saura ${due} ${crypto} da za a biya.`,
  announcePaid: 'An karɓi biyan kuɗi. Mun gode.',
  announceFailed: 'Biyan kuɗi bai cika ba: lokacin biya ya ƙare.',
  announceExpired: 'Lokaci ya ƙare: ba a sami wani biyan kuɗi ba.',

  testPanelTitle: 'Yanayin gwaji',
  testPanelBody: 'Ba a amfani da kuɗi na gaske. Ku kwaikwayi biya daga walat ta waje:',
  testPayExact: 'Biya ainihin adadin',
  testPayPartial: 'Biya rabi',
  testPayOver: 'Biya fiye da kashi 10%',
  testSending: 'Ana aikawa…',
  testSent: (amount, crypto) => `An aika ${amount} ${crypto} daga walat ta gwaji.`,
  testFailed: (message) => `Biyan gwajin bai yi nasara ba: ${message}`,
  walletSectionTitle: 'Biya daga walat da ke wannan burauzar',
  walletSectionBody: 'Ku haɗa Phantom ko wata walat ta Solana, sannan ku amince da biyan a cikinta.',
  payWithWallet: 'Biya da walat',
  walletLoading: 'Ana loda walat…',
  walletLoadFailed:
    'Ba a iya loda biya ta walat ba. Ku duba haɗin intanet ɗinku ku sake gwadawa, ko ku yi amfani da lambar QR.',
  chooseWallet: 'Zaɓi walat',
  walletDetected: 'An gano ta',
  walletNotInstalled: 'Ba a shigar ba',
  walletOpensInApp: 'Tana buɗe walat',
  walletLastUsed: 'An yi amfani da ita a ƙarshe',
  noWalletFound: 'Ba a sami walat ta Solana a wannan burauzar ba.',
  openInWalletApp: (wallet) => `Buɗe a ${wallet}`,
  openInWalletAppHint:
    'Babu walat a wannan burauzar. Ku buɗe wannan biyan kuɗin a manhajar walat ɗinku ku biya daga can, ko ku yi sikan da lambar QR daga wata na’ura.',
  walletConnecting: (wallet) => `Ku amince da haɗin a ${wallet}…`,
  walletConnectedAs: (wallet) => `An haɗa da ${wallet}`,
  walletAccountLabel: 'Asusu',
  payFromWallet: (amount, crypto) => `Biya ${amount} ${crypto}`,
  disconnectWallet: 'Cire haɗi',
  changeWallet: 'Yi amfani da wata walat',
  walletPreparing: 'Ana shirya biyan kuɗinku…',
  walletApprove: (wallet, amount, crypto) => `Ku amince da biyan ${amount} ${crypto} a ${wallet}.`,
  walletSending: 'Ana aika biyan kuɗinku…',
  walletConfirming: 'An aika biyan kuɗin. Ana jiran hanyar sadarwa ta tabbatar da shi…',
  walletSent: 'Hanyar sadarwa ta tabbatar da biyan kuɗin. Wannan shafin zai sabunta nan ba da jimawa ba.',
  walletSignatureLabel: 'Ciniki',
  walletTestNote:
    'Yanayin gwaji: wannan biyan kuɗin yana kan hanyar sadarwa ta gwaji ta wannan sabis. Ku saka kuɗin gwaji a walat ɗinku da maɓallin da ke ƙasa idan akwai buƙata; walat ɗinku na iya gargaɗin cewa ba za ta iya nuna cinikin kafin a yi shi ba.',
  walletFundTest: 'Saka kuɗin gwaji a wannan walat',
  walletFunding: 'Ana saka kuɗin gwaji…',
  walletFunded: 'An saka kuɗin gwaji. Kuna iya biya yanzu.',
  walletInstall: (wallet) => `Shigar da ${wallet}`,
  opensInNewTab: '(yana buɗewa a sabon shafi)',
  walletTechnicalDetails: 'Bayanan fasaha',
  walletDismiss: 'Rufe',
  walletUseQrInstead: 'Kuna iya biya da lambar QR ko adireshin da ke sama.',
  walletNetworkName: (chain) => networkName(chain, 'hanyar sadarwa ta gwaji'),
  walletErrorTitle: {
    not_installed: 'Ba a shigar da walat ba',
    rejected: 'An ƙi biyan a walat ɗinku',
    connect_rejected: 'An ƙi haɗin',
    insufficient_funds: 'Kuɗi bai isa ba',
    insufficient_fee: 'SOL bai isa ga cajin hanyar sadarwa ba',
    rpc_unreachable: 'Ba a iya kaiwa ga hanyar sadarwa ta Solana ba',
    service_unreachable: 'Ba a iya kaiwa ga sabis ɗin biyan kuɗi ba',
    resend: 'Ba a aika biyan kuɗinku ba',
    expired: 'Lokaci ya ƙare',
    closed: 'An rufe wannan biyan kuɗin',
    wrong_network: 'Walat ɗinku tana kan wata hanyar sadarwa',
    not_arrived: 'Biyan kuɗin bai iso ba',
    dropped: 'Ba a karɓi biyan kuɗin a kan lokaci ba',
    unsupported_wallet: 'Wannan walat ba za ta iya biya a nan ba',
    transaction_failed: 'Biyan kuɗin bai yi nasara ba',
    mismatch: 'An dakatar da biyan don kare ku',
    wallet_error: 'Walat ɗinku ta ba da rahoton matsala',
  },
  walletErrorBody: (kind, facts) => {
    switch (kind) {
      case 'not_installed':
        return `Ba a shigar da ${facts.wallet} a wannan burauzar ba. Ku shigar da ita, sannan ku sake loda wannan shafin.`;
      case 'rejected':
        return `Kun ƙi biyan a ${facts.wallet}. Ba a aika komai ba. Kuna iya sake gwadawa.`;
      case 'connect_rejected':
        return `Kun ƙi haɗin a ${facts.wallet}. Kuna iya sake gwadawa, ko ku zaɓi wata walat.`;
      case 'insufficient_funds':
        return `Wannan biyan kuɗin yana buƙatar ${facts.needed} ${facts.crypto}${facts.crypto === 'SOL' ? ' tare da cajin hanyar sadarwa' : ''}, amma walat ɗinku tana da ${facts.balance} ${facts.crypto}. Ba a aika komai ba. Ku ƙara kuɗi ko ku yi amfani da wata walat.`;
      case 'insufficient_fee':
        return `Walat ɗinku tana buƙatar ${facts.needed} SOL don cajin hanyar sadarwa, amma tana da ${facts.balance} SOL. Ba a aika komai ba. Ku ƙara ɗan SOL ko ku yi amfani da wata walat.`;
      case 'rpc_unreachable':
        return 'Ba mu iya kaiwa ga hanyar sadarwa ta Solana ba. Ba a aika komai ba. Ku duba haɗin intanet ɗinku, sannan ku sake gwadawa.';
      case 'service_unreachable':
        return 'Ba mu iya kaiwa ga sabis ɗin biyan kuɗi ba. Ba a aika komai ba. Ku duba haɗin intanet ɗinku, sannan ku sake gwadawa.';
      case 'resend':
        return 'Ba a iya aika biyan kuɗinku da kuka sa wa hannu zuwa hanyar sadarwa ta Solana ba. Ku sake gwadawa: biyan da kuka sa wa hannu ɗin ne za a sake aikawa, don haka ba za ku biya sau biyu ba.';
      case 'expired':
        return 'Lokacin biya ya ƙare kafin a aika biyan, don haka ba a aika shi ba. Ku sake farawa don biya.';
      case 'closed':
        return 'Ba za a iya biyan wannan biyan kuɗin ba kuma: an riga an biya shi, ko lokacinsa ya ƙare.';
      case 'wrong_network':
        return `${facts.wallet} ba a saita ta kan ${facts.network} ba. Ku canza ta zuwa ${facts.network} a cikin walat ɗin, sannan ku sake gwadawa.`;
      case 'not_arrived':
        return `${facts.wallet} ta ce an aika biyan, amma bai iso kan ${facts.network} ba. Ku tabbatar walat ɗinku tana kan ${facts.network}, sannan ku sake gwadawa.`;
      case 'dropped':
        return 'Hanyar sadarwa ba ta karɓi biyan a kan lokaci ba, don haka ba a caje ku komai ba. Ku sake gwadawa.';
      case 'unsupported_wallet':
        return `${facts.wallet} ba za ta iya sa hannu a biyan kuɗi na Solana ba. Ku zaɓi wata walat.`;
      case 'transaction_failed':
        return 'Hanyar sadarwa ta ƙi biyan, don haka ba a motsa kuɗi ba. Ku sake gwadawa.';
      case 'mismatch':
        return 'Biyan da aka shirya wa walat ɗinku bai yi daidai da wannan biyan kuɗin ba, don haka ba a aika shi ba. Ku sake gwadawa.';
      case 'wallet_error':
        return `${facts.wallet} ba ta iya kammala buƙatar ba. Ku sake gwadawa, ko ku zaɓi wata walat.`;
    }
  },
  announceWalletConnected: (wallet) => `An haɗa da ${wallet}.`,
  announceWalletDisconnected: 'An cire haɗin walat.',
};
