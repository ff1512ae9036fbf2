import { durationPhrase } from './plural.js';
import { CURRENCY_NAMES, approximately, networkName } from './shared.js';
import type { CheckoutStrings } from './types.js';

/** Yoruba (Nigeria, Benin), with its tone marks, addressing the customer with the respectful “ẹ”. */
export const yo: CheckoutStrings = {
  locale: 'yo',
  dir: 'ltr',
  languageLabel: 'Èdè',
  minuteCount: { other: 'ìṣẹ́jú {n}' },
  secondCount: { other: 'ìṣẹ́jú-àáyá {n}' },
  checkoutLabel: 'Ìsanwó',
  loading: 'Ó ń gbé e jáde…',
  testModeBadge: 'Ipò ìdánwò',
  devnetBadge: 'Devnet',
  amountToPay: 'Iye tí ẹ ó san',

  notFoundTitle: 'A kò rí ìjápọ̀ ìsanwó yìí',
  notFoundBody:
    'Ìjápọ̀ ìsanwó yìí kò sí, tàbí kò ṣiṣẹ́ mọ́. Ẹ ṣàyẹ̀wò àdírẹ́sì náà, tàbí kí ẹ béèrè ìjápọ̀ tuntun lọ́wọ́ oníṣòwò.',
  checkoutTitle: (business) => `Ìsanwó fún ${business}`,
  paymentNotFoundTitle: 'A kò rí ìsanwó náà',
  paymentNotFoundBody:
    'Kò sí ìsanwó kankan ní àdírẹ́sì yìí. Ẹ ṣàyẹ̀wò ìjápọ̀ tí wọ́n fún yín, tàbí kí ẹ béèrè òmíràn lọ́wọ́ oníṣòwò.',
  inactiveTitle: 'Ìjápọ̀ ìsanwó yìí kò ṣiṣẹ́ mọ́',
  inactiveBody: (business) =>
    `${business} ti pa ìjápọ̀ ìsanwó yìí, nítorí náà kò lè gba owó mọ́. A kò gba owó kankan lọ́wọ́ yín. Ẹ béèrè ìjápọ̀ tuntun lọ́wọ́ ${business}.`,
  loadFailedTitle: 'A kò lè ṣí ìsanwó yìí',
  loadFailedBody: 'Iṣẹ́ ìsanwó kò dáhùn. Ẹ ṣàyẹ̀wò ìsopọ̀ yín, kí ẹ sì tún gbìyànjú.',
  tryAgain: 'Tún gbìyànjú',

  detailsTitle: 'Àlàyé nípa yín',
  emailLabel: 'Ímeèlì',
  emailHint: 'Oníṣòwò yóò lò ó láti kàn sí yín nípa ìsanwó yìí.',
  firstNameLabel: 'Orúkọ àkọ́kọ́',
  lastNameLabel: 'Orúkọ ìdílé',
  optional: '(kò pọn dandan)',
  requiredMark: '(dandan)',
  emailRequired: 'Ẹ tẹ àdírẹ́sì ímeèlì yín.',
  emailInvalid: 'Ẹ tẹ àdírẹ́sì ímeèlì tó tọ́, bí àpẹẹrẹ orukọ@apeere.com.',
  nameTooLong: 'Kò gbọ́dọ̀ ju lẹ́tà 100 lọ.',
  currencyLegend: 'Ẹ sanwó pẹ̀lú',
  currencyName: CURRENCY_NAMES,
  approximately,
  conversionLoading: 'Ó ń ṣe ìyípadà…',
  conversionUnavailable: 'Iye owó kò sí',
  estimateBeforeFee: 'láìsí owó iṣẹ́',
  feeNote: 'Ìṣirò yìí kò ní owó nẹ́tíwọ́ọ̀kì àti owó iṣẹ́ nínú. Àpapọ̀ gangan, pẹ̀lú owó iṣẹ́, wà ní ìgbésẹ̀ tó kàn.',
  continueToPayment: 'Tẹ̀síwájú sí ìsanwó',
  starting: 'Ó ń bẹ̀rẹ̀ ìsanwó yín…',
  fixTheForm: 'Ẹ jọ̀wọ́ ṣàtúnṣe àwọn àyè tí a sàmì sí.',
  startFailed: (message) => `A kò lè bẹ̀rẹ̀ ìsanwó yín: ${message}`,
  resumeNotFound: 'A kò rí ìsanwó yín ti tẹ́lẹ̀. Ẹ lè bẹ̀rẹ̀ tuntun nísàlẹ̀.',
  resumeOtherLink: 'Ìsanwó yẹn jẹ́ ti ìjápọ̀ mìíràn. Ẹ lè bẹ̀rẹ̀ tuntun fún ìjápọ̀ yìí nísàlẹ̀.',

  paymentTitle: (amount, crypto) => `Ẹ fi ${amount} ${crypto} ránṣẹ́`,
  partialTitle: 'Apá kan ìsanwó yín ti dé',
  loadingPayment: 'Ó ń ṣí ìsanwó yín…',
  scanToPay: 'Ẹ fi áàpù àpamọ́wọ́ Solana ṣàyẹ̀wò kóòdù náà, tàbí kí ẹ da àdírẹ́sì àti iye owó kọ.',
  qrLabel: (amount, crypto) => `Kóòdù QR: ẹ san ${amount} ${crypto} pẹ̀lú àpamọ́wọ́ Solana`,
  transactionRequestToggle: 'Ṣàyẹ̀wò pẹ̀lú àpamọ́wọ́ Solana Pay',
  transactionRequestHint:
    'Fún àwọn àpamọ́wọ́ tó gba ìbéèrè ìdúnàádúrà Solana Pay, bí Phantom àti Solflare lórí fóònù.',
  transactionRequestQrLabel: (amount, crypto) =>
    `Kóòdù QR: ẹ san ${amount} ${crypto} pẹ̀lú àpamọ́wọ́ Solana Pay (ìbéèrè ìdúnàádúrà)`,
  addressLabel: 'Àdírẹ́sì ìfowópamọ́',
  amountLabel: 'Iye gangan',
  breakdownAmount: 'Iye owó',
  breakdownFee: 'Owó nẹ́tíwọ́ọ̀kì àti iṣẹ́',
  breakdownTotal: 'Àpapọ̀',
  chooseAnotherCurrency: 'Yan owó mìíràn',
  chooseAnotherCurrencyHint:
    'Tí ẹ kò bá tíì fi nǹkan kan ránṣẹ́ nìkan. Ìsanwó yìí ṣì wà ní ṣíṣí títí àkókò rẹ̀ yóò fi tán: ohunkóhun tí a bá fi ránṣẹ́ sí àdírẹ́sì rẹ̀ yóò jẹ́ ti òun, kì í ṣe ti tuntun.',
  copyAddress: 'Da àdírẹ́sì kọ',
  copyAmount: 'Da iye owó kọ',
  copied: 'A ti dà á kọ',
  addressCopied: 'A ti da àdírẹ́sì kọ.',
  amountCopied: 'A ti da iye owó kọ.',
  copyFailed: 'A kò lè dà á kọ. Ẹ yan ọ̀rọ̀ náà kí ẹ sì dà á kọ fúnra yín.',
  networkWarningTitle: 'Nẹ́tíwọ́ọ̀kì Solana nìkan',
  networkWarning: (crypto) =>
    crypto === 'SOL'
      ? 'SOL nìkan ni kí ẹ fi ránṣẹ́ sí àdírẹ́sì yìí, lórí nẹ́tíwọ́ọ̀kì Solana. Ohunkóhun tí a bá fi ránṣẹ́ lórí nẹ́tíwọ́ọ̀kì mìíràn yóò sọnù.'
      : `${crypto} nìkan ni kí ẹ fi ránṣẹ́ sí àdírẹ́sì yìí, lórí nẹ́tíwọ́ọ̀kì Solana (tókìn SPL). Tókìn tí a bá fi ránṣẹ́ lórí nẹ́tíwọ́ọ̀kì mìíràn, tàbí tókìn mìíràn, yóò sọnù.`,
  openInWallet: 'Ṣí i nínú àpamọ́wọ́',
  timeLeftLabel: 'Àkókò tó kù láti sanwó',
  timeUp: 'Àkókò ti tán. A ń wá ìsanwó yín…',
  timeLeftAnnouncement: (seconds) =>
    seconds <= 0 ? 'Àkókò ìsanwó ti tán.' : `Àkókò tó kù láti sanwó: ${durationPhrase(yo, seconds)}.`,
  receivedSoFar: (received, expected, crypto) => `A ti gba ${received} nínú ${expected} ${crypto}.`,
  stillDue: 'Ó ṣì kù',
  received: 'A ti gbà',
  waitingForPayment: 'A ń dúró de ìsanwó yín',
  connectionTrouble: 'Ìsopọ̀ ti já. A ṣì ń wá ìsanwó yín…',
  referenceLabel: 'Nọ́mbà ìtọ́kasí',

  paidTitle: 'A ti gba ìsanwó',
  paidBody: (amount, crypto, business) => `Ẹ ṣé. ${business} ti gba ${amount} ${crypto}.`,
  excessNote: (excess, crypto, business) =>
    `Ẹ fi ${excess} ${crypto} ránṣẹ́ ju iye tó yẹ lọ. Ẹ kàn sí ${business} nípa ìyàtọ̀ náà, kí ẹ sì fi nọ́mbà ìtọ́kasí tó wà nísàlẹ̀ hàn.`,
  merchantMessage: 'Ọ̀rọ̀ láti ọ̀dọ̀ oníṣòwò',
  redirectingIn: (host, seconds) => `A ó dá yín padà sí ${host} ní ìṣẹ́jú-àáyá ${seconds}.`,
  continueNow: 'Tẹ̀síwájú báyìí',
  stayHere: 'Dúró sí ojú-ìwé yìí',
  continueTo: (host) => `Tẹ̀síwájú sí ${host}`,

  failedTitle: 'Ìsanwó kò pé',
  failedBody: (received, expected, crypto) =>
    `Àkókò ìsanwó tán nígbà tí a ti gba ${received} nínú ${expected} ${crypto}.`,
  failedContact: (business) =>
    `Ẹ kàn sí ${business} nípa iye tó dé, kí ẹ sì fi nọ́mbà ìtọ́kasí tó wà nísàlẹ̀ hàn.`,
  failureDetails: 'Àlàyé',
  expiredTitle: 'Àkókò ti tán',
  expiredBody: 'Kò sí ìsanwó kankan tó dé láàrin àkókò tí a fún yín.',
  expiredContact: (business) =>
    `Tí ẹ bá ti fi owó ránṣẹ́, ẹ kàn sí ${business}, kí ẹ sì fi nọ́mbà ìtọ́kasí tó wà nísàlẹ̀ hàn. Bí bẹ́ẹ̀ kọ́, ẹ bẹ̀rẹ̀ lẹ́ẹ̀kan sí i.`,
  startAgain: 'Bẹ̀rẹ̀ lẹ́ẹ̀kan sí i',
  startNewPayment: 'Bẹ̀rẹ̀ ìsanwó tuntun',
  changeDetails: 'Yí àlàyé tàbí owó padà',

  announceWaiting: (amount, crypto) => `A ń dúró de ìsanwó yín ti ${amount} ${crypto}.`,
  announcePartial: (received, due, crypto) => `A ti gba ${received} ${crypto}. ${due} ${crypto} ló ṣì kù.`,
  announcePaid: 'A ti gba ìsanwó. Ẹ ṣé.',
  announceFailed: 'Ìsanwó kò pé: àkókò ìsanwó ti tán.',
  announceExpired: 'Àkókò ti tán: kò sí ìsanwó tó dé.',

  testPanelTitle: 'Ipò ìdánwò',
  testPanelBody: 'Kò sí owó gidi tí a ń ná. Ẹ ṣe ìsanwó àfarawé láti àpamọ́wọ́ ìta:',
  testPayExact: 'San iye gangan',
  testPayPartial: 'San ìdajì',
  testPayOver: 'San 10% ju bó ṣe yẹ lọ',
  testSending: 'Ó ń fi ránṣẹ́…',
  testSent: (amount, crypto) => `A ti fi ${amount} ${crypto} ránṣẹ́ láti àpamọ́wọ́ ìdánwò.`,
  testFailed: (message) => `Ìsanwó ìdánwò kùnà: ${message}`,
  walletSectionTitle: 'Sanwó láti àpamọ́wọ́ tó wà nínú aṣàwákiri yìí',
  walletSectionBody: 'Ẹ so Phantom tàbí àpamọ́wọ́ Solana mìíràn pọ̀, kí ẹ sì fọwọ́ sí ìsanwó náà nínú rẹ̀.',
  payWithWallet: 'Sanwó pẹ̀lú àpamọ́wọ́',
  walletLoading: 'Ó ń ṣí àwọn àpamọ́wọ́…',
  walletLoadFailed:
    'A kò lè ṣí ìsanwó pẹ̀lú àpamọ́wọ́. Ẹ ṣàyẹ̀wò ìsopọ̀ yín kí ẹ sì tún gbìyànjú, tàbí kí ẹ lo kóòdù QR.',
  chooseWallet: 'Yan àpamọ́wọ́ kan',
  walletDetected: 'A ti rí i',
  walletNotInstalled: 'Kò sí lórí ẹ̀rọ',
  walletOpensInApp: 'Ó ń ṣí àpamọ́wọ́',
  walletLastUsed: 'Èyí tí ẹ lò kẹ́yìn',
  noWalletFound: 'A kò rí àpamọ́wọ́ Solana kankan nínú aṣàwákiri yìí.',
  openInWalletApp: (wallet) => `Ṣí i nínú ${wallet}`,
  openInWalletAppHint:
    'Kò sí àpamọ́wọ́ nínú aṣàwákiri yìí. Ẹ ṣí ìsanwó yìí nínú áàpù àpamọ́wọ́ yín kí ẹ sì sanwó láti ibẹ̀, tàbí kí ẹ ṣàyẹ̀wò kóòdù QR láti ẹ̀rọ mìíràn.',
  walletConnecting: (wallet) => `Ẹ fọwọ́ sí ìsopọ̀ náà nínú ${wallet}…`,
  walletConnectedAs: (wallet) => `A ti so mọ́ ${wallet}`,
  walletAccountLabel: 'Àkáǹtì',
  payFromWallet: (amount, crypto) => `San ${amount} ${crypto}`,
  disconnectWallet: 'Yọ ìsopọ̀',
  changeWallet: 'Lo àpamọ́wọ́ mìíràn',
  walletPreparing: 'Ó ń pèsè ìsanwó yín…',
  walletApprove: (wallet, amount, crypto) => `Ẹ fọwọ́ sí ìsanwó ${amount} ${crypto} nínú ${wallet}.`,
  walletSending: 'Ó ń fi ìsanwó yín ránṣẹ́…',
  walletConfirming: 'A ti fi ìsanwó ránṣẹ́. A ń dúró kí nẹ́tíwọ́ọ̀kì fìdí rẹ̀ múlẹ̀…',
  walletSent: 'Nẹ́tíwọ́ọ̀kì ti fìdí ìsanwó múlẹ̀. Ojú-ìwé yìí yóò ṣe àtúnṣe láìpẹ́.',
  walletSignatureLabel: 'Ìdúnàádúrà',
  walletTestNote:
    'Ipò ìdánwò: ìsanwó yìí wà lórí nẹ́tíwọ́ọ̀kì ìdánwò ti iṣẹ́ yìí. Ẹ fi owó ìdánwò sínú àpamọ́wọ́ yín níbẹ̀ pẹ̀lú bọ́tìnnì nísàlẹ̀ tí ó bá pọn dandan; àpamọ́wọ́ yín lè kìlọ̀ pé òun kò lè fi ìdúnàádúrà hàn ṣáájú.',
  walletFundTest: 'Fi owó ìdánwò sínú àpamọ́wọ́ yìí',
  walletFunding: 'Ó ń fi owó ìdánwò sí i…',
  walletFunded: 'A ti fi owó ìdánwò sí i. Ẹ lè sanwó báyìí.',
  walletInstall: (wallet) => `Fi ${wallet} sórí ẹ̀rọ`,
  opensInNewTab: '(ó ń ṣí ní táàbù tuntun)',
  walletTechnicalDetails: 'Àlàyé ìmọ̀ ẹ̀rọ',
  walletDismiss: 'Pa á dé',
  walletUseQrInstead: 'Ẹ tún lè sanwó pẹ̀lú kóòdù QR tàbí àdírẹ́sì tó wà lókè.',
  walletNetworkName: (chain) => networkName(chain, 'nẹ́tíwọ́ọ̀kì ìdánwò'),
  walletErrorTitle: {
    not_installed: 'Àpamọ́wọ́ kò sí lórí ẹ̀rọ',
    rejected: 'Ẹ kọ ìsanwó náà nínú àpamọ́wọ́ yín',
    connect_rejected: 'Ẹ kọ ìsopọ̀ náà',
    insufficient_funds: 'Owó kò tó',
    insufficient_fee: 'SOL kò tó fún owó nẹ́tíwọ́ọ̀kì',
    rpc_unreachable: 'A kò lè dé nẹ́tíwọ́ọ̀kì Solana',
    service_unreachable: 'A kò lè dé iṣẹ́ ìsanwó',
    resend: 'A kò fi ìsanwó yín ránṣẹ́',
    expired: 'Àkókò ti tán',
    closed: 'Ìsanwó yìí ti parí',
    wrong_network: 'Àpamọ́wọ́ yín wà lórí nẹ́tíwọ́ọ̀kì mìíràn',
    not_arrived: 'Ìsanwó náà kò dé',
    dropped: 'A kò gba ìsanwó náà ní àkókò',
    unsupported_wallet: 'Àpamọ́wọ́ yìí kò lè sanwó níbí',
    transaction_failed: 'Ìsanwó náà kò lọ',
    mismatch: 'A dá ìsanwó dúró fún ààbò yín',
    wallet_error: 'Àpamọ́wọ́ yín ròyìn ìṣòro kan',
  },
  walletErrorBody: (kind, facts) => {
    switch (kind) {
      case 'not_installed':
        return `${facts.wallet} kò sí nínú aṣàwákiri yìí. Ẹ fi sórí ẹ̀rọ, lẹ́yìn náà ẹ tún ojú-ìwé yìí ṣí.`;
      case 'rejected':
        return `Ẹ kọ ìsanwó náà nínú ${facts.wallet}. A kò fi nǹkan kan ránṣẹ́. Ẹ lè tún gbìyànjú.`;
      case 'connect_rejected':
        return `Ẹ kọ ìsopọ̀ náà nínú ${facts.wallet}. Ẹ lè tún gbìyànjú, tàbí kí ẹ yan àpamọ́wọ́ mìíràn.`;
      case 'insufficient_funds':
        return `Ìsanwó yìí nílò ${facts.needed} ${facts.crypto}${facts.crypto === 'SOL' ? ' pẹ̀lú owó nẹ́tíwọ́ọ̀kì' : ''}, ṣùgbọ́n ${facts.balance} ${facts.crypto} ló wà nínú àpamọ́wọ́ yín. A kò fi nǹkan kan ránṣẹ́. Ẹ fi owó kún un tàbí kí ẹ lo àpamọ́wọ́ mìíràn.`;
      case 'insufficient_fee':
        return `Àpamọ́wọ́ yín nílò ${facts.needed} SOL fún owó nẹ́tíwọ́ọ̀kì, ṣùgbọ́n ${facts.balance} SOL ló wà nínú rẹ̀. A kò fi nǹkan kan ránṣẹ́. Ẹ fi SOL díẹ̀ kún un tàbí kí ẹ lo àpamọ́wọ́ mìíràn.`;
      case 'rpc_unreachable':
        return 'A kò lè dé nẹ́tíwọ́ọ̀kì Solana. A kò fi nǹkan kan ránṣẹ́. Ẹ ṣàyẹ̀wò ìsopọ̀ yín, kí ẹ sì tún gbìyànjú.';
      case 'service_unreachable':
        return 'A kò lè dé iṣẹ́ ìsanwó. A kò fi nǹkan kan ránṣẹ́. Ẹ ṣàyẹ̀wò ìsopọ̀ yín, kí ẹ sì tún gbìyànjú.';
      case 'resend':
        return 'A kò lè fi ìsanwó tí ẹ ti fọwọ́ sí ránṣẹ́ sí nẹ́tíwọ́ọ̀kì Solana. Ẹ tún gbìyànjú: ìsanwó kan náà tí ẹ fọwọ́ sí ni a ó fi ránṣẹ́, nítorí náà ẹ kò lè sanwó lẹ́ẹ̀mejì.';
      case 'expired':
        return 'Àkókò ìsanwó tán kí a tó fi ìsanwó náà ránṣẹ́, nítorí náà a kò fi ránṣẹ́. Ẹ bẹ̀rẹ̀ lẹ́ẹ̀kan sí i láti sanwó.';
      case 'closed':
        return 'A kò lè san ìsanwó yìí mọ́: wọ́n ti san án, tàbí àkókò rẹ̀ ti tán.';
      case 'wrong_network':
        return `${facts.wallet} kò sí lórí ${facts.network}. Ẹ yí i padà sí ${facts.network} nínú àpamọ́wọ́ náà, kí ẹ sì tún gbìyànjú.`;
      case 'not_arrived':
        return `${facts.wallet} sọ pé òun ti fi ìsanwó náà ránṣẹ́, ṣùgbọ́n kò dé orí ${facts.network}. Ẹ rí i dájú pé àpamọ́wọ́ yín wà lórí ${facts.network}, kí ẹ sì tún gbìyànjú.`;
      case 'dropped':
        return 'Nẹ́tíwọ́ọ̀kì kò gba ìsanwó náà ní àkókò, nítorí náà a kò gba owó kankan lọ́wọ́ yín. Ẹ tún gbìyànjú.';
      case 'unsupported_wallet':
        return `${facts.wallet} kò lè fọwọ́ sí ìsanwó Solana. Ẹ yan àpamọ́wọ́ mìíràn.`;
      case 'transaction_failed':
        return 'Nẹ́tíwọ́ọ̀kì kọ ìsanwó náà, nítorí náà owó kankan kò kúrò. Ẹ tún gbìyànjú.';
      case 'mismatch':
        return 'Ìsanwó tí a pèsè fún àpamọ́wọ́ yín kò bá ìsanwó yìí mu, nítorí náà a kò fi ránṣẹ́. Ẹ tún gbìyànjú.';
      case 'wallet_error':
        return `${facts.wallet} kò lè parí ìbéèrè náà. Ẹ tún gbìyànjú, tàbí kí ẹ yan àpamọ́wọ́ mìíràn.`;
    }
  },
  announceWalletConnected: (wallet) => `A ti so mọ́ ${wallet}.`,
  announceWalletDisconnected: 'A ti yọ ìsopọ̀ àpamọ́wọ́.',
};
