import { durationPhrase } from './plural.js';
import { CURRENCY_NAMES, approximately, networkName } from './shared.js';
import type { CheckoutStrings } from './types.js';

/** Amharic (Ethiopia), in Ge’ez script, addressing the customer with the polite forms (ይክፈሉ, ይላኩ). */
export const am: CheckoutStrings = {
  locale: 'am',
  dir: 'ltr',
  languageLabel: 'ቋንቋ',
  minuteCount: { one: '{n} ደቂቃ', other: '{n} ደቂቃ' },
  secondCount: { one: '{n} ሰከንድ', other: '{n} ሰከንድ' },
  checkoutLabel: 'ክፍያ',
  loading: 'በመጫን ላይ…',
  testModeBadge: 'የሙከራ ሁኔታ',
  devnetBadge: 'Devnet',
  amountToPay: 'የሚከፈለው መጠን',

  notFoundTitle: 'የክፍያ ሊንኩ አልተገኘም',
  notFoundBody: 'ይህ የክፍያ ሊንክ የለም ወይም ከአሁን በኋላ አይገኝም። አድራሻውን ያረጋግጡ፣ ወይም ነጋዴውን አዲስ ሊንክ ይጠይቁ።',
  checkoutTitle: (business) => `ክፍያ ለ${business}`,
  paymentNotFoundTitle: 'ክፍያው አልተገኘም',
  paymentNotFoundBody: 'በዚህ አድራሻ ምንም ክፍያ የለም። የተሰጠዎትን ሊንክ ያረጋግጡ፣ ወይም ነጋዴውን አዲስ ይጠይቁ።',
  inactiveTitle: 'ይህ የክፍያ ሊንክ ከአሁን በኋላ አይሠራም',
  inactiveBody: (business) =>
    `${business} ይህን የክፍያ ሊንክ አጥፍቶታል፤ ስለዚህ ክፍያ መቀበል አይችልም። ምንም ገንዘብ አልተቆረጠም። ${business}ን አዲስ ሊንክ ይጠይቁ።`,
  loadFailedTitle: 'ይህን ክፍያ መጫን አልቻልንም',
  loadFailedBody: 'የክፍያ አገልግሎቱ ምላሽ አልሰጠም። ግንኙነትዎን ያረጋግጡና እንደገና ይሞክሩ።',
  tryAgain: 'እንደገና ይሞክሩ',

  detailsTitle: 'የእርስዎ መረጃ',
  emailLabel: 'ኢሜይል',
  emailHint: 'ነጋዴው ስለዚህ ክፍያ እርስዎን ለማግኘት ይጠቀምበታል።',
  firstNameLabel: 'ስም',
  lastNameLabel: 'የአባት ስም',
  optional: '(አማራጭ)',
  requiredMark: '(ግዴታ)',
  emailRequired: 'የኢሜይል አድራሻዎን ያስገቡ።',
  emailInvalid: 'ትክክለኛ የኢሜይል አድራሻ ያስገቡ፤ ለምሳሌ name@example.com።',
  nameTooLong: 'ከ100 ቁምፊዎች አይበልጥ።',
  currencyLegend: 'የመክፈያ ገንዘብ ይምረጡ',
  currencyName: CURRENCY_NAMES,
  approximately,
  conversionLoading: 'በመቀየር ላይ…',
  conversionUnavailable: 'ዋጋው አይገኝም',
  estimateBeforeFee: 'ክፍያ ሳይጨመር',
  feeNote: 'እነዚህ የኔትወርክና የአገልግሎት ክፍያ ያልተጨመረባቸው ግምቶች ናቸው። ክፍያውን ጨምሮ ትክክለኛው ድምር በሚቀጥለው ደረጃ ይታያል።',
  continueToPayment: 'ወደ ክፍያ ይቀጥሉ',
  starting: 'ክፍያዎን በመጀመር ላይ…',
  fixTheForm: 'እባክዎ ምልክት የተደረገባቸውን መስኮች ያስተካክሉ።',
  startFailed: (message) => `ክፍያዎን መጀመር አልተቻለም፦ ${message}`,
  resumeNotFound: 'ቀደም ሲል የጀመሩትን ክፍያ አላገኘንም። ከታች አዲስ መጀመር ይችላሉ።',
  resumeOtherLink: 'ያ ክፍያ የሌላ ሊንክ ነው። ለዚህ ሊንክ ከታች አዲስ ክፍያ መጀመር ይችላሉ።',

  paymentTitle: (amount, crypto) => `${amount} ${crypto} ይላኩ`,
  partialTitle: 'የክፍያዎ የተወሰነ ክፍል ደርሷል',
  loadingPayment: 'ክፍያዎን በመጫን ላይ…',
  scanToPay: 'በSolana ዋሌት መተግበሪያ ይቃኙ፣ ወይም አድራሻውንና መጠኑን ይቅዱ።',
  qrLabel: (amount, crypto) => `QR ኮድ፦ ${amount} ${crypto} በSolana ዋሌት ይክፈሉ`,
  transactionRequestToggle: 'በSolana Pay ዋሌት ይቃኙ',
  transactionRequestHint: 'የSolana Pay የግብይት ጥያቄዎችን ለሚደግፉ ዋሌቶች፣ ለምሳሌ በስልክ ላይ ያሉ Phantom እና Solflare።',
  transactionRequestQrLabel: (amount, crypto) =>
    `QR ኮድ፦ ${amount} ${crypto} በSolana Pay ዋሌት ይክፈሉ (የግብይት ጥያቄ)`,
  addressLabel: 'የገንዘብ መላኪያ አድራሻ',
  amountLabel: 'ትክክለኛ መጠን',
  breakdownAmount: 'መጠን',
  breakdownFee: 'የኔትወርክና የአገልግሎት ክፍያ',
  breakdownTotal: 'ድምር',
  chooseAnotherCurrency: 'ሌላ ገንዘብ ይምረጡ',
  chooseAnotherCurrencyHint:
    'እስካሁን ምንም ካልላኩ ብቻ። ይህ ክፍያ ጊዜው እስኪያልቅ ድረስ ክፍት ሆኖ ይቆያል፤ ወደ አድራሻው የሚላክ ማንኛውም ገንዘብ ለእሱ እንጂ ለአዲሱ አይቆጠርም።',
  copyAddress: 'አድራሻውን ይቅዱ',
  copyAmount: 'መጠኑን ይቅዱ',
  copied: 'ተቀድቷል',
  addressCopied: 'አድራሻው ተቀድቷል።',
  amountCopied: 'መጠኑ ተቀድቷል።',
  copyFailed: 'መቅዳት አልተቻለም። ጽሑፉን መርጠው ራስዎ ይቅዱ።',
  networkWarningTitle: 'የSolana ኔትወርክ ብቻ',
  networkWarning: (crypto) =>
    crypto === 'SOL'
      ? 'ወደዚህ አድራሻ በSolana ኔትወርክ ላይ SOL ብቻ ይላኩ። በሌላ ኔትወርክ የሚላክ ማንኛውም ነገር ይጠፋል።'
      : `ወደዚህ አድራሻ በSolana ኔትወርክ ላይ ${crypto} (SPL ቶከን) ብቻ ይላኩ። በሌላ ኔትወርክ የሚላኩ ቶከኖች ወይም ሌሎች ቶከኖች ይጠፋሉ።`,
  openInWallet: 'በዋሌት ይክፈቱ',
  timeLeftLabel: 'ለመክፈል የቀረው ጊዜ',
  timeUp: 'ጊዜው አልቋል። ክፍያዎን በማረጋገጥ ላይ…',
  timeLeftAnnouncement: (seconds) =>
    seconds <= 0 ? 'የመክፈያ ጊዜው አልቋል።' : `ለመክፈል የቀረው ጊዜ፦ ${durationPhrase(am, seconds)}።`,
  receivedSoFar: (received, expected, crypto) => `ከ${expected} ${crypto} ውስጥ ${received} ደርሷል።`,
  stillDue: 'የቀረው',
  received: 'የደረሰው',
  waitingForPayment: 'ክፍያዎን በመጠበቅ ላይ',
  connectionTrouble: 'ግንኙነቱ ተቋርጧል። አሁንም ክፍያዎን እያረጋገጥን ነው…',
  referenceLabel: 'የማጣቀሻ ቁጥር',

  paidTitle: 'ክፍያው ደርሷል',
  paidBody: (amount, crypto, business) => `እናመሰግናለን። ${business} ${amount} ${crypto} ተቀብሏል።`,
  excessNote: (excess, crypto, business) =>
    `ከሚከፈለው መጠን በላይ ${excess} ${crypto} ልከዋል። ስለ ልዩነቱ ከታች ያለውን የማጣቀሻ ቁጥር በመጥቀስ ${business}ን ያነጋግሩ።`,
  merchantMessage: 'ከነጋዴው የተላከ መልዕክት',
  redirectingIn: (host, seconds) => `በ${seconds} ሰከንድ ውስጥ ወደ ${host} እንመልስዎታለን።`,
  continueNow: 'አሁን ይቀጥሉ',
  stayHere: 'በዚህ ገጽ ይቆዩ',
  continueTo: (host) => `ወደ ${host} ይቀጥሉ`,

  failedTitle: 'ክፍያው አልተሟላም',
  failedBody: (received, expected, crypto) =>
    `የመክፈያ ጊዜው ያለቀው ከ${expected} ${crypto} ውስጥ ${received} ብቻ ደርሶ ነው።`,
  failedContact: (business) => `ስለደረሰው መጠን ከታች ያለውን የማጣቀሻ ቁጥር በመጥቀስ ${business}ን ያነጋግሩ።`,
  failureDetails: 'ዝርዝሮች',
  expiredTitle: 'ጊዜው አልቋል',
  expiredBody: 'በተሰጠው ጊዜ ውስጥ ምንም ክፍያ አልደረሰም።',
  expiredContact: (business) => `ክፍያ ልከው ከሆነ ከታች ያለውን የማጣቀሻ ቁጥር በመጥቀስ ${business}ን ያነጋግሩ። ካልሆነ እንደገና ይጀምሩ።`,
  startAgain: 'እንደገና ይጀምሩ',
  startNewPayment: 'አዲስ ክፍያ ይጀምሩ',
  changeDetails: 'መረጃውን ወይም ገንዘቡን ይቀይሩ',

  announceWaiting: (amount, crypto) => `የ${amount} ${crypto} ክፍያዎን በመጠበቅ ላይ።`,
  announcePartial: (received, due, crypto) => `${received} ${crypto} ደርሷል። ${due} ${crypto} ይቀራል።`,
  announcePaid: 'ክፍያው ደርሷል። እናመሰግናለን።',
  announceFailed: 'ክፍያው አልተሟላም፦ የመክፈያ ጊዜው አልቋል።',
  announceExpired: 'ጊዜው አልቋል፦ ምንም ክፍያ አልደረሰም።',

  testPanelTitle: 'የሙከራ ሁኔታ',
  testPanelBody: 'እውነተኛ ገንዘብ አይንቀሳቀስም። ከውጭ ዋሌት የሚላክ ክፍያን ያስመስሉ፦',
  testPayExact: 'ትክክለኛውን መጠን ይክፈሉ',
  testPayPartial: 'ግማሹን ይክፈሉ',
  testPayOver: 'በ10% አብልጠው ይክፈሉ',
  testSending: 'በመላክ ላይ…',
  testSent: (amount, crypto) => `${amount} ${crypto} ከሙከራ ዋሌት ተልኳል።`,
  testFailed: (message) => `የሙከራ ክፍያው አልተሳካም፦ ${message}`,
  walletSectionTitle: 'በዚህ አሳሽ ውስጥ ካለ ዋሌት ይክፈሉ',
  walletSectionBody: 'Phantom ወይም ሌላ የSolana ዋሌት ያገናኙ፣ ከዚያም ክፍያውን በዋሌቱ ውስጥ ያጽድቁ።',
  payWithWallet: 'በዋሌት ይክፈሉ',
  walletLoading: 'ዋሌቶችን በመጫን ላይ…',
  walletLoadFailed: 'የዋሌት ክፍያ መጫን አልተቻለም። ግንኙነትዎን አረጋግጠው እንደገና ይሞክሩ፣ ወይም QR ኮዱን ይጠቀሙ።',
  chooseWallet: 'ዋሌት ይምረጡ',
  walletDetected: 'ተገኝቷል',
  walletNotInstalled: 'አልተጫነም',
  walletOpensInApp: 'ዋሌቱን ይከፍታል',
  walletLastUsed: 'ባለፈው የተጠቀሙበት',
  noWalletFound: 'በዚህ አሳሽ ውስጥ ምንም የSolana ዋሌት አልተገኘም።',
  openInWalletApp: (wallet) => `በ${wallet} ይክፈቱ`,
  openInWalletAppHint:
    'በዚህ አሳሽ ውስጥ ዋሌት የለም። ይህን ክፍያ በዋሌት መተግበሪያዎ ውስጥ ከፍተው ከዚያ ይክፈሉ፣ ወይም QR ኮዱን ከሌላ መሣሪያ ይቃኙ።',
  walletConnecting: (wallet) => `ግንኙነቱን በ${wallet} ውስጥ ያጽድቁ…`,
  walletConnectedAs: (wallet) => `ከ${wallet} ጋር ተገናኝቷል`,
  walletAccountLabel: 'መለያ',
  payFromWallet: (amount, crypto) => `${amount} ${crypto} ይክፈሉ`,
  disconnectWallet: 'ግንኙነቱን ያቋርጡ',
  changeWallet: 'ሌላ ዋሌት ይጠቀሙ',
  walletPreparing: 'ክፍያዎን በማዘጋጀት ላይ…',
  walletApprove: (wallet, amount, crypto) => `የ${amount} ${crypto} ክፍያውን በ${wallet} ውስጥ ያጽድቁ።`,
  walletSending: 'ክፍያዎን በመላክ ላይ…',
  walletConfirming: 'ክፍያው ተልኳል። ኔትወርኩ እስኪያረጋግጠው በመጠበቅ ላይ…',
  walletSent: 'ክፍያው በኔትወርኩ ተረጋግጧል። ይህ ገጽ በቅርቡ ይታደሳል።',
  walletSignatureLabel: 'ግብይት',
  walletTestNote:
    'የሙከራ ሁኔታ፦ ይህ ክፍያ በዚህ አገልግሎት የራሱ የሙከራ ኔትወርክ ላይ ነው። ካስፈለገ ከታች ባለው ቁልፍ ዋሌትዎን እዚያ ገንዘብ ይሙሉ፤ ዋሌትዎ ግብይቱን አስቀድሞ ማሳየት እንደማይችል ሊያስጠነቅቅ ይችላል።',
  walletFundTest: 'ለዚህ ዋሌት የሙከራ ገንዘብ ይጨምሩ',
  walletFunding: 'የሙከራ ገንዘብ በመጨመር ላይ…',
  walletFunded: 'የሙከራ ገንዘብ ተጨምሯል። አሁን መክፈል ይችላሉ።',
  walletInstall: (wallet) => `${wallet}ን ይጫኑ`,
  opensInNewTab: '(በአዲስ ትር ይከፈታል)',
  walletTechnicalDetails: 'ቴክኒካዊ ዝርዝሮች',
  walletDismiss: 'ይዝጉ',
  walletUseQrInstead: 'በላይ ባለው QR ኮድ ወይም አድራሻም መክፈል ይችላሉ።',
  walletNetworkName: (chain) => networkName(chain, 'የሙከራ ኔትወርኩ'),
  walletErrorTitle: {
    not_installed: 'ዋሌቱ አልተጫነም',
    rejected: 'ክፍያው በዋሌትዎ ውስጥ ውድቅ ተደርጓል',
    connect_rejected: 'ግንኙነቱ ውድቅ ተደርጓል',
    insufficient_funds: 'በቂ ገንዘብ የለም',
    insufficient_fee: 'ለኔትወርክ ክፍያ በቂ SOL የለም',
    rpc_unreachable: 'የSolana ኔትወርክን ማግኘት አልተቻለም',
    service_unreachable: 'የክፍያ አገልግሎቱን ማግኘት አልተቻለም',
    resend: 'ክፍያዎ አልተላከም',
    expired: 'ጊዜው አልቋል',
    closed: 'ይህ ክፍያ ተዘግቷል',
    wrong_network: 'ዋሌትዎ በሌላ ኔትወርክ ላይ ነው',
    not_arrived: 'ክፍያው አልደረሰም',
    dropped: 'ክፍያው በጊዜው ተቀባይነት አላገኘም',
    unsupported_wallet: 'ይህ ዋሌት እዚህ መክፈል አይችልም',
    transaction_failed: 'ክፍያው አልተሳካም',
    mismatch: 'ለደህንነትዎ ሲባል ክፍያው ቆሟል',
    wallet_error: 'ዋሌትዎ ችግር እንዳለ ገልጿል',
  },
  walletErrorBody: (kind, facts) => {
    switch (kind) {
      case 'not_installed':
        return `${facts.wallet} በዚህ አሳሽ ውስጥ አልተጫነም። ይጫኑትና ይህን ገጽ እንደገና ይክፈቱ።`;
      case 'rejected':
        return `ክፍያውን በ${facts.wallet} ውስጥ ውድቅ አድርገዋል። ምንም አልተላከም። እንደገና መሞከር ይችላሉ።`;
      case 'connect_rejected':
        return `ግንኙነቱን በ${facts.wallet} ውስጥ ውድቅ አድርገዋል። እንደገና መሞከር ወይም ሌላ ዋሌት መምረጥ ይችላሉ።`;
      case 'insufficient_funds':
        return `ይህ ክፍያ ${facts.needed} ${facts.crypto}${facts.crypto === 'SOL' ? ' ከኔትወርክ ክፍያ ጋር' : ''} ይፈልጋል፤ ዋሌትዎ ግን ${facts.balance} ${facts.crypto} ብቻ አለው። ምንም አልተላከም። ገንዘብ ይጨምሩ ወይም ሌላ ዋሌት ይጠቀሙ።`;
      case 'insufficient_fee':
        return `ዋሌትዎ ለኔትወርክ ክፍያ ${facts.needed} SOL ያስፈልገዋል፤ ያለው ግን ${facts.balance} SOL ነው። ምንም አልተላከም። ጥቂት SOL ይጨምሩ ወይም ሌላ ዋሌት ይጠቀሙ።`;
      case 'rpc_unreachable':
        return 'የSolana ኔትወርክን ማግኘት አልቻልንም። ምንም አልተላከም። ግንኙነትዎን ያረጋግጡና እንደገና ይሞክሩ።';
      case 'service_unreachable':
        return 'የክፍያ አገልግሎቱን ማግኘት አልቻልንም። ምንም አልተላከም። ግንኙነትዎን ያረጋግጡና እንደገና ይሞክሩ።';
      case 'resend':
        return 'የፈረሙት ክፍያ ወደ Solana ኔትወርክ መላክ አልተቻለም። እንደገና ይሞክሩ፦ የሚላከው ያው የፈረሙት ክፍያ ስለሆነ ሁለት ጊዜ አይከፍሉም።';
      case 'expired':
        return 'ክፍያው ከመላኩ በፊት የመክፈያ ጊዜው ስላለቀ አልተላከም። ለመክፈል እንደገና ይጀምሩ።';
      case 'closed':
        return 'ይህ ክፍያ ከአሁን በኋላ ሊከፈል አይችልም፦ ተከፍሏል ወይም ጊዜው አልቋል።';
      case 'wrong_network':
        return `${facts.wallet} ወደ ${facts.network} አልተቀናበረም። በዋሌቱ ውስጥ ወደ ${facts.network} ይቀይሩትና እንደገና ይሞክሩ።`;
      case 'not_arrived':
        return `${facts.wallet} ክፍያው እንደተላከ ገልጿል፤ ግን በ${facts.network} ላይ አልደረሰም። ዋሌትዎ ወደ ${facts.network} መቀናበሩን ያረጋግጡና እንደገና ይሞክሩ።`;
      case 'dropped':
        return 'ኔትወርኩ ክፍያውን በጊዜው ስላልተቀበለው ምንም ገንዘብ አልተቆረጠም። እንደገና ይሞክሩ።';
      case 'unsupported_wallet':
        return `${facts.wallet} የSolana ክፍያዎችን መፈረም አይችልም። ሌላ ዋሌት ይምረጡ።`;
      case 'transaction_failed':
        return 'ኔትወርኩ ክፍያውን ውድቅ ስላደረገው ምንም ገንዘብ አልተንቀሳቀሰም። እንደገና ይሞክሩ።';
      case 'mismatch':
        return 'ለዋሌትዎ የተዘጋጀው ክፍያ ከዚህ ክፍያ ጋር ስላልተዛመደ አልተላከም። እንደገና ይሞክሩ።';
      case 'wallet_error':
        return `${facts.wallet} ጥያቄውን ማጠናቀቅ አልቻለም። እንደገና ይሞክሩ፣ ወይም ሌላ ዋሌት ይምረጡ።`;
    }
  },
  announceWalletConnected: (wallet) => `ከ${wallet} ጋር ተገናኝቷል።`,
  announceWalletDisconnected: 'የዋሌቱ ግንኙነት ተቋርጧል።',
};
