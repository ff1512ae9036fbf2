import { durationPhrase } from './plural.js';
import { CURRENCY_NAMES, approximately, networkName } from './shared.js';
import type { CheckoutStrings } from './types.js';

/** Zulu (South Africa), in the plain register South African banking apps use (“i-wallet”, “i-imeyili”). */
export const zu: CheckoutStrings = {
  locale: 'zu',
  dir: 'ltr',
  languageLabel: 'Ulimi',
  minuteCount: { one: 'umzuzu ongu-{n}', other: 'imizuzu engu-{n}' },
  secondCount: { one: 'umzuzwana ongu-{n}', other: 'imizuzwana engu-{n}' },
  checkoutLabel: 'Inkokhelo',
  loading: 'Iyalayisha…',
  testModeBadge: 'Imodi yokuhlola',
  devnetBadge: 'Devnet',
  amountToPay: 'Imali okumele uyikhokhe',

  notFoundTitle: 'Isixhumanisi sokukhokha asitholakalanga',
  notFoundBody:
    'Lesi sixhumanisi sokukhokha asikho noma asisatholakali. Hlola ikheli, noma ucele umthengisi isixhumanisi esisha.',
  checkoutTitle: (business) => `Inkokhelo eya ku-${business}`,
  paymentNotFoundTitle: 'Inkokhelo ayitholakalanga',
  paymentNotFoundBody:
    'Ayikho inkokhelo kuleli kheli. Hlola isixhumanisi osinikeziwe, noma ucele umthengisi esisha.',
  inactiveTitle: 'Lesi sixhumanisi sokukhokha asisasebenzi',
  inactiveBody: (business) =>
    `U-${business} usivalile lesi sixhumanisi sokukhokha, ngakho asikwazi ukwamukela izinkokhelo. Akukho okukhokhisiwe. Cela u-${business} isixhumanisi esisha.`,
  loadFailedTitle: 'Asikwazanga ukulayisha le nkokhelo',
  loadFailedBody: 'Isevisi yokukhokha ayiphendulanga. Hlola ukuxhumana kwakho bese uzama futhi.',
  tryAgain: 'Zama futhi',

  detailsTitle: 'Imininingwane yakho',
  emailLabel: 'I-imeyili',
  emailHint: 'Umthengisi uyayisebenzisa ukuze akuthinte mayelana nale nkokhelo.',
  firstNameLabel: 'Igama',
  lastNameLabel: 'Isibongo',
  optional: '(akuphoqelekile)',
  requiredMark: '(kuyadingeka)',
  emailRequired: 'Faka ikheli lakho le-imeyili.',
  emailInvalid: 'Faka ikheli le-imeyili elivumelekile, njenge-igama@isibonelo.com.',
  nameTooLong: 'Sebenzisa izinhlamvu ezingekho ngaphezu kuka-100.',
  currencyLegend: 'Khetha imali ozokhokha ngayo',
  currencyName: CURRENCY_NAMES,
  approximately,
  conversionLoading: 'Iyaguqula…',
  conversionUnavailable: 'Intengo ayitholakali',
  estimateBeforeFee: 'ngaphandle kwemali yesevisi',
  feeNote:
    'Lezi yizilinganiso ngaphandle kwemali yenethiwekhi neyesevisi. Isamba esiqondile, kuhlanganise nemali yesevisi, siboniswa esinyathelweni esilandelayo.',
  continueToPayment: 'Qhubeka uye enkokhelweni',
  starting: 'Iqala inkokhelo yakho…',
  fixTheForm: 'Sicela ulungise izinkambu eziphawuliwe.',
  startFailed: (message) => `Inkokhelo yakho ayikwazanga ukuqalwa: ${message}`,
  resumeNotFound: 'Asiyitholanga inkokhelo yakho yangaphambilini. Ungaqala entsha ngezansi.',
  resumeOtherLink:
    'Leyo nkokhelo ingeyesinye isixhumanisi. Ungaqala inkokhelo entsha yalesi sixhumanisi ngezansi.',

  paymentTitle: (amount, crypto) => `Thumela u-${amount} ${crypto}`,
  partialTitle: 'Ingxenye yenkokhelo yakho ifikile',
  loadingPayment: 'Ilayisha inkokhelo yakho…',
  scanToPay: 'Skena nge-app ye-wallet ye-Solana, noma ukopishe ikheli nemali.',
  qrLabel: (amount, crypto) => `Ikhodi ye-QR: khokha u-${amount} ${crypto} nge-wallet ye-Solana`,
  transactionRequestToggle: 'Skena nge-wallet ye-Solana Pay',
  transactionRequestHint:
    'Okwama-wallet asekela izicelo zokuthengiselana ze-Solana Pay, njenge-Phantom ne-Solflare ocingweni.',
  transactionRequestQrLabel: (amount, crypto) =>
    `Ikhodi ye-QR: khokha u-${amount} ${crypto} nge-wallet ye-Solana Pay (isicelo sokuthengiselana)`,
  addressLabel: 'Ikheli lokufaka imali',
  amountLabel: 'Imali eqondile',
  breakdownAmount: 'Imali',
  breakdownFee: 'Imali yenethiwekhi neyesevisi',
  breakdownTotal: 'Isamba',
  chooseAnotherCurrency: 'Khetha enye imali',
  chooseAnotherCurrencyHint:
    'Kuphela uma ungakathumeli lutho. Le nkokhelo ihlala ivulekile kuze kuphele isikhathi sayo: noma yini ethunyelwa ekhelini layo ibalelwa kuyo, hhayi kwentsha.',
  copyAddress: 'Kopisha ikheli',
  copyAmount: 'Kopisha imali',
  copied: 'Kukopishiwe',
  addressCopied: 'Ikheli likopishiwe.',
  amountCopied: 'Imali ikopishiwe.',
  copyFailed: 'Akukwazanga ukukopisha. Khetha umbhalo bese uwukopisha ngokwakho.',
  networkWarningTitle: 'Inethiwekhi ye-Solana kuphela',
  networkWarning: (crypto) =>
    crypto === 'SOL'
      ? 'Thumela i-SOL kuphela kunethiwekhi ye-Solana kuleli kheli. Noma yini ethunyelwa kwenye inethiwekhi iyalahleka.'
      : `Thumela i-${crypto} kuphela kunethiwekhi ye-Solana (ithokheni ye-SPL) kuleli kheli. Amathokheni athunyelwa kwenye inethiwekhi, noma amanye amathokheni, ayalahleka.`,
  openInWallet: 'Vula ku-wallet',
  timeLeftLabel: 'Isikhathi esisele sokukhokha',
  timeUp: 'Isikhathi siphelile. Sihlola inkokhelo yakho…',
  timeLeftAnnouncement: (seconds) =>
    seconds <= 0
      ? 'Isikhathi sokukhokha siphelile.'
      : `Isikhathi esisele sokukhokha: ${durationPhrase(zu, seconds)}.`,
  receivedSoFar: (received, expected, crypto) => `Kutholakale u-${received} kwangu-${expected} ${crypto}.`,
  stillDue: 'Okusasele',
  received: 'Okutholakele',
  waitingForPayment: 'Silinde inkokhelo yakho',
  connectionTrouble: 'Ukuxhumana kunqamukile. Sisahlola inkokhelo yakho…',
  referenceLabel: 'Inkomba',

  paidTitle: 'Inkokhelo itholakele',
  paidBody: (amount, crypto, business) => `Siyabonga. U-${business} uthole u-${amount} ${crypto}.`,
  excessNote: (excess, crypto, business) =>
    `Uthumele u-${excess} ${crypto} ngaphezu kwemali efanele. Xhumana no-${business} mayelana nomehluko, usho inkomba engezansi.`,
  merchantMessage: 'Umlayezo ovela kumthengisi',
  redirectingIn: (host, seconds) => `Sikubuyisela ku-${host} emizuzwaneni engu-${seconds}.`,
  continueNow: 'Qhubeka manje',
  stayHere: 'Hlala kuleli khasi',
  continueTo: (host) => `Qhubeka uye ku-${host}`,

  failedTitle: 'Inkokhelo ayiphelele',
  failedBody: (received, expected, crypto) =>
    `Isikhathi sokukhokha siphele kutholakale u-${received} kwangu-${expected} ${crypto}.`,
  failedContact: (business) => `Xhumana no-${business} mayelana nemali efikile, usho inkomba engezansi.`,
  failureDetails: 'Imininingwane',
  expiredTitle: 'Isikhathi siphelile',
  expiredBody: 'Ayikho inkokhelo efike ngesikhathi esinikeziwe.',
  expiredContact: (business) =>
    `Uma uthumele inkokhelo, xhumana no-${business}, usho inkomba engezansi. Uma kungenjalo, qala kabusha.`,
  startAgain: 'Qala kabusha',
  startNewPayment: 'Qala inkokhelo entsha',
  changeDetails: 'Shintsha imininingwane noma imali',

  announceWaiting: (amount, crypto) => `Silinde inkokhelo yakho ka-${amount} ${crypto}.`,
  announcePartial: (received, due, crypto) =>
    `Kutholakale u-${received} ${crypto}. Kusasele u-${due} ${crypto}.`,
  announcePaid: 'Inkokhelo itholakele. Siyabonga.',
  announceFailed: 'Inkokhelo ayiphelele: isikhathi sokukhokha siphelile.',
  announceExpired: 'Isikhathi siphelile: ayikho inkokhelo efikile.',

  testPanelTitle: 'Imodi yokuhlola',
  testPanelBody: 'Ayikho imali yangempela esetshenziswayo. Lingisa inkokhelo evela ku-wallet yangaphandle:',
  testPayExact: 'Khokha imali eqondile',
  testPayPartial: 'Khokha ingxenye',
  testPayOver: 'Khokha ngaphezulu ngo-10%',
  testSending: 'Iyathumela…',
  testSent: (amount, crypto) => `Kuthunyelwe u-${amount} ${crypto} kusuka ku-wallet yokuhlola.`,
  testFailed: (message) => `Inkokhelo yokuhlola ihlulekile: ${message}`,
  walletSectionTitle: 'Khokha nge-wallet ekule browser',
  walletSectionBody: 'Xhuma i-Phantom noma enye i-wallet ye-Solana, bese uvumela inkokhelo kuyo.',
  payWithWallet: 'Khokha nge-wallet',
  walletLoading: 'Ilayisha ama-wallet…',
  walletLoadFailed:
    'Izinkokhelo nge-wallet azikwazanga ukulayishwa. Hlola ukuxhumana kwakho bese uzama futhi, noma usebenzise ikhodi ye-QR.',
  chooseWallet: 'Khetha i-wallet',
  walletDetected: 'Itholakele',
  walletNotInstalled: 'Ayifakiwe',
  walletOpensInApp: 'Ivula i-wallet',
  walletLastUsed: 'Esetshenziswe ekugcineni',
  noWalletFound: 'Ayikho i-wallet ye-Solana etholakele kule browser.',
  openInWalletApp: (wallet) => `Vula ku-${wallet}`,
  openInWalletAppHint:
    'Ayikho i-wallet kule browser. Vula le nkokhelo ku-app ye-wallet yakho bese ukhokha ukusuka lapho, noma uskene ikhodi ye-QR ngenye idivayisi.',
  walletConnecting: (wallet) => `Vumela ukuxhumana ku-${wallet}…`,
  walletConnectedAs: (wallet) => `Kuxhunywe ku-${wallet}`,
  walletAccountLabel: 'I-akhawunti',
  payFromWallet: (amount, crypto) => `Khokha u-${amount} ${crypto}`,
  disconnectWallet: 'Nqamula',
  changeWallet: 'Sebenzisa enye i-wallet',
  walletPreparing: 'Ilungisa inkokhelo yakho…',
  walletApprove: (wallet, amount, crypto) => `Vumela inkokhelo ka-${amount} ${crypto} ku-${wallet}.`,
  walletSending: 'Ithumela inkokhelo yakho…',
  walletConfirming: 'Inkokhelo ithunyelwe. Silinde ukuthi inethiwekhi iyiqinisekise…',
  walletSent: 'Inethiwekhi iqinisekisile inkokhelo. Leli khasi lizobuyekezwa maduze.',
  walletSignatureLabel: 'Ukuthengiselana',
  walletTestNote:
    'Imodi yokuhlola: le nkokhelo ikunethiwekhi yokuhlola yale sevisi. Faka imali yokuhlola ku-wallet yakho lapho ngenkinobho engezansi uma kudingeka; i-wallet yakho ingase ixwayise ukuthi ayikwazi ukubonisa ukuthengiselana kusengaphambili.',
  walletFundTest: 'Faka imali yokuhlola kule wallet',
  walletFunding: 'Ifaka imali yokuhlola…',
  walletFunded: 'Imali yokuhlola ifakiwe. Ungakhokha manje.',
  walletInstall: (wallet) => `Faka i-${wallet}`,
  opensInNewTab: '(ivuleka kuthebhu entsha)',
  walletTechnicalDetails: 'Imininingwane yobuchwepheshe',
  walletDismiss: 'Vala',
  walletUseQrInstead: 'Ungakhokha futhi ngekhodi ye-QR noma ngekheli elingenhla.',
  walletNetworkName: (chain) => networkName(chain, 'inethiwekhi yokuhlola'),
  walletErrorTitle: {
    not_installed: 'I-wallet ayifakiwe',
    rejected: 'Inkokhelo yenqatshwe ku-wallet yakho',
    connect_rejected: 'Ukuxhumana kwenqatshiwe',
    insufficient_funds: 'Imali ayanele',
    insufficient_fee: 'I-SOL ayanele imali yenethiwekhi',
    rpc_unreachable: 'Inethiwekhi ye-Solana ayifinyeleleki',
    service_unreachable: 'Isevisi yokukhokha ayifinyeleleki',
    resend: 'Inkokhelo yakho ayithunyelwanga',
    expired: 'Isikhathi siphelile',
    closed: 'Le nkokhelo ivaliwe',
    wrong_network: 'I-wallet yakho ikwenye inethiwekhi',
    not_arrived: 'Inkokhelo ayifikanga',
    dropped: 'Inkokhelo ayamukelwanga ngesikhathi',
    unsupported_wallet: 'Le wallet ayikwazi ukukhokha lapha',
    transaction_failed: 'Inkokhelo ayiphumelelanga',
    mismatch: 'Inkokhelo imisiwe ukuze uphephe',
    wallet_error: 'I-wallet yakho ibike inkinga',
  },
  walletErrorBody: (kind, facts) => {
    switch (kind) {
      case 'not_installed':
        return `I-${facts.wallet} ayifakiwe kule browser. Yifake, bese ulayisha kabusha leli khasi.`;
      case 'rejected':
        return `Wenqabe inkokhelo ku-${facts.wallet}. Akukho okuthunyelwe. Ungazama futhi.`;
      case 'connect_rejected':
        return `Wenqabe ukuxhumana ku-${facts.wallet}. Ungazama futhi, noma ukhethe enye i-wallet.`;
      case 'insufficient_funds':
        return `Le nkokhelo idinga u-${facts.needed} ${facts.crypto}${facts.crypto === 'SOL' ? ' kanye nemali yenethiwekhi' : ''}, kodwa i-wallet yakho inabu-${facts.balance} ${facts.crypto}. Akukho okuthunyelwe. Engeza imali noma usebenzise enye i-wallet.`;
      case 'insufficient_fee':
        return `I-wallet yakho idinga u-${facts.needed} SOL wemali yenethiwekhi kodwa inabu-${facts.balance} SOL. Akukho okuthunyelwe. Engeza i-SOL encane noma usebenzise enye i-wallet.`;
      case 'rpc_unreachable':
        return 'Asikwazanga ukufinyelela inethiwekhi ye-Solana. Akukho okuthunyelwe. Hlola ukuxhumana kwakho bese uzama futhi.';
      case 'service_unreachable':
        return 'Asikwazanga ukufinyelela isevisi yokukhokha. Akukho okuthunyelwe. Hlola ukuxhumana kwakho bese uzama futhi.';
      case 'resend':
        return 'Inkokhelo yakho esayiniwe ayikwazanga ukuthunyelwa kunethiwekhi ye-Solana. Zama futhi: kuthunyelwa yona leyo nkokhelo esayiniwe, ngakho awukwazi ukukhokha kabili.';
      case 'expired':
        return 'Isikhathi sokukhokha siphele ngaphambi kokuthi inkokhelo ithunyelwe, ngakho ayithunyelwanga. Qala kabusha ukuze ukhokhe.';
      case 'closed':
        return 'Le nkokhelo ayisakwazi ukukhokhwa: isikhokhiwe noma isikhathi sayo siphelile.';
      case 'wrong_network':
        return `I-${facts.wallet} ayisethelwe ku-${facts.network}. Yishintshele ku-${facts.network} ku-wallet, bese uzama futhi.`;
      case 'not_arrived':
        return `I-${facts.wallet} ibike ukuthi inkokhelo ithunyelwe, kodwa ayifikanga ku-${facts.network}. Qinisekisa ukuthi i-wallet yakho isethelwe ku-${facts.network}, bese uzama futhi.`;
      case 'dropped':
        return 'Inethiwekhi ayiyamukelanga inkokhelo ngesikhathi, ngakho akukho okukhokhisiwe. Zama futhi.';
      case 'unsupported_wallet':
        return `I-${facts.wallet} ayikwazi ukusayina izinkokhelo ze-Solana. Khetha enye i-wallet.`;
      case 'transaction_failed':
        return 'Inethiwekhi yenqabe inkokhelo, ngakho ayikho imali edlulisiwe. Zama futhi.';
      case 'mismatch':
        return 'Inkokhelo elungiselwe i-wallet yakho ibingafani nale nkokhelo, ngakho ayithunyelwanga. Zama futhi.';
      case 'wallet_error':
        return `I-${facts.wallet} ayikwazanga ukuqedela isicelo. Zama futhi, noma ukhethe enye i-wallet.`;
    }
  },
  announceWalletConnected: (wallet) => `Kuxhunywe ku-${wallet}.`,
  announceWalletDisconnected: 'I-wallet inqanyuliwe.',
};
