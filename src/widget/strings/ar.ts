import { durationPhrase } from './plural.js';
import { CURRENCY_NAMES, approximately, networkName } from './shared.js';
import type { CheckoutStrings } from './types.js';

/**
 * Arabic, in Modern Standard Arabic: written right to left (`dir`), with Arabic punctuation (، ؛ ؟). Amounts,
 * addresses and references inside it stay left to right, as the components mark them.
 */
export const ar: CheckoutStrings = {
  locale: 'ar',
  dir: 'rtl',
  languageLabel: 'اللغة',
  minuteCount: {
    zero: '{n} دقيقة',
    one: 'دقيقة واحدة',
    two: 'دقيقتان',
    few: '{n} دقائق',
    many: '{n} دقيقة',
    other: '{n} دقيقة',
  },
  secondCount: {
    zero: '{n} ثانية',
    one: 'ثانية واحدة',
    two: 'ثانيتان',
    few: '{n} ثوانٍ',
    many: '{n} ثانية',
    other: '{n} ثانية',
  },
  checkoutLabel: 'الدفع',
  loading: 'جارٍ التحميل…',
  testModeBadge: 'وضع الاختبار',
  devnetBadge: 'Devnet',
  amountToPay: 'المبلغ المطلوب',

  notFoundTitle: 'لم يُعثر على رابط الدفع',
  notFoundBody: 'رابط الدفع هذا غير موجود أو لم يعد متاحًا. تحقّق من العنوان، أو اطلب رابطًا جديدًا من التاجر.',
  checkoutTitle: (business) => `الدفع إلى ${business}`,
  paymentNotFoundTitle: 'لم يُعثر على عملية الدفع',
  paymentNotFoundBody:
    'لا توجد عملية دفع على هذا العنوان. تحقّق من الرابط الذي وصلك، أو اطلب رابطًا جديدًا من التاجر.',
  inactiveTitle: 'رابط الدفع هذا لم يعد نشطًا',
  inactiveBody: (business) =>
    `أوقف ${business} رابط الدفع هذا، لذا لا يمكنه استقبال المدفوعات. لم يُخصم منك أي مبلغ. اطلب رابطًا جديدًا من ${business}.`,
  loadFailedTitle: 'تعذّر تحميل عملية الدفع هذه',
  loadFailedBody: 'لم تستجب خدمة الدفع. تحقّق من اتصالك ثم حاول مرة أخرى.',
  tryAgain: 'إعادة المحاولة',

  detailsTitle: 'بياناتك',
  emailLabel: 'البريد الإلكتروني',
  emailHint: 'يستخدمه التاجر للتواصل معك بشأن هذه الدفعة.',
  firstNameLabel: 'الاسم الأول',
  lastNameLabel: 'اسم العائلة',
  optional: '(اختياري)',
  requiredMark: '(مطلوب)',
  emailRequired: 'أدخل عنوان بريدك الإلكتروني.',
  emailInvalid: 'أدخل عنوان بريد إلكتروني صالحًا، مثل name@example.com.',
  nameTooLong: 'لا يزيد على 100 حرف.',
  currencyLegend: 'الدفع بعملة',
  currencyName: CURRENCY_NAMES,
  approximately,
  conversionLoading: 'جارٍ التحويل…',
  conversionUnavailable: 'السعر غير متاح',
  estimateBeforeFee: 'قبل الرسوم',
  feeNote: 'هذه تقديرات قبل رسوم الشبكة والخدمة. يظهر المجموع الدقيق، شاملًا الرسوم، في الخطوة التالية.',
  continueToPayment: 'المتابعة إلى الدفع',
  starting: 'جارٍ بدء عملية الدفع…',
  fixTheForm: 'يُرجى تصحيح الحقول المميّزة.',
  startFailed: (message) => `تعذّر بدء عملية الدفع: ${message}`,
  resumeNotFound: 'لم نعثر على عملية الدفع السابقة. يمكنك بدء عملية جديدة أدناه.',
  resumeOtherLink: 'تلك الدفعة تخص رابطًا آخر. يمكنك بدء دفعة جديدة لهذا الرابط أدناه.',

  paymentTitle: (amount, crypto) => `أرسل ${amount} ${crypto}`,
  partialTitle: 'وصل جزء من دفعتك',
  loadingPayment: 'جارٍ تحميل عملية الدفع…',
  scanToPay: 'امسح الرمز بتطبيق محفظة Solana، أو انسخ العنوان والمبلغ.',
  qrLabel: (amount, crypto) => `رمز QR: ادفع ${amount} ${crypto} بمحفظة Solana`,
  transactionRequestToggle: 'المسح بمحفظة تدعم Solana Pay',
  transactionRequestHint: 'للمحافظ التي تدعم طلبات معاملات Solana Pay، مثل Phantom وSolflare على الهاتف.',
  transactionRequestQrLabel: (amount, crypto) =>
    `رمز QR: ادفع ${amount} ${crypto} بمحفظة تدعم Solana Pay (طلب معاملة)`,
  addressLabel: 'عنوان الإيداع',
  amountLabel: 'المبلغ بالضبط',
  breakdownAmount: 'المبلغ',
  breakdownFee: 'رسوم الشبكة والخدمة',
  breakdownTotal: 'المجموع',
  chooseAnotherCurrency: 'اختيار عملة أخرى',
  chooseAnotherCurrencyHint:
    'فقط إن لم ترسل شيئًا بعد. تبقى هذه الدفعة مفتوحة حتى انتهاء وقتها: أي مبلغ يُرسل إلى عنوانها يُحتسب لها، لا للدفعة الجديدة.',
  copyAddress: 'نسخ العنوان',
  copyAmount: 'نسخ المبلغ',
  copied: 'تم النسخ',
  addressCopied: 'تم نسخ العنوان إلى الحافظة.',
  amountCopied: 'تم نسخ المبلغ إلى الحافظة.',
  copyFailed: 'تعذّر النسخ. حدّد النص وانسخه بنفسك.',
  networkWarningTitle: 'شبكة Solana فقط',
  networkWarning: (crypto) =>
    crypto === 'SOL'
      ? 'أرسل SOL فقط على شبكة Solana إلى هذا العنوان. أي شيء يُرسل على شبكة أخرى يضيع.'
      : `أرسل ${crypto} فقط على شبكة Solana (رمز SPL) إلى هذا العنوان. الرموز المرسلة على شبكة أخرى، أو الرموز الأخرى، تضيع.`,
  openInWallet: 'فتح في المحفظة',
  timeLeftLabel: 'الوقت المتبقي للدفع',
  timeUp: 'انتهى الوقت. جارٍ التحقق من دفعتك…',
  timeLeftAnnouncement: (seconds) =>
    seconds <= 0 ? 'انتهى وقت الدفع.' : `الوقت المتبقي للدفع: ${durationPhrase(ar, seconds)}.`,
  receivedSoFar: (received, expected, crypto) => `وصل ${received} من أصل ${expected} ${crypto}.`,
  stillDue: 'المبلغ المتبقي',
  received: 'المبلغ المستلم',
  waitingForPayment: 'بانتظار دفعتك',
  connectionTrouble: 'انقطع الاتصال. ما زلنا نتحقق من دفعتك…',
  referenceLabel: 'المرجع',

  paidTitle: 'تم استلام الدفعة',
  paidBody: (amount, crypto, business) => `شكرًا لك. استلم ${business} مبلغ ${amount} ${crypto}.`,
  excessNote: (excess, crypto, business) =>
    `أرسلت ${excess} ${crypto} زيادةً على المبلغ المستحق. تواصل مع ${business} بشأن الفرق، مع ذكر المرجع أدناه.`,
  merchantMessage: 'رسالة من التاجر',
  redirectingIn: (host, seconds) => `سنعيدك إلى ${host} خلال ${seconds} ث.`,
  continueNow: 'المتابعة الآن',
  stayHere: 'البقاء في هذه الصفحة',
  continueTo: (host) => `المتابعة إلى ${host}`,

  failedTitle: 'الدفعة غير مكتملة',
  failedBody: (received, expected, crypto) =>
    `انتهى وقت الدفع بعد وصول ${received} من أصل ${expected} ${crypto}.`,
  failedContact: (business) => `تواصل مع ${business} بشأن المبلغ الذي وصل، مع ذكر المرجع أدناه.`,
  failureDetails: 'التفاصيل',
  expiredTitle: 'انتهى الوقت',
  expiredBody: 'لم تصل أي دفعة خلال الوقت المحدد.',
  expiredContact: (business) =>
    `إن كنت قد أرسلت دفعة، فتواصل مع ${business} مع ذكر المرجع أدناه. وإلا فابدأ من جديد.`,
  startAgain: 'البدء من جديد',
  startNewPayment: 'بدء دفعة جديدة',
  changeDetails: 'تغيير البيانات أو العملة',

  announceWaiting: (amount, crypto) => `بانتظار دفعتك البالغة ${amount} ${crypto}.`,
  announcePartial: (received, due, crypto) => `وصل ${received} ${crypto}. المتبقي ${due} ${crypto}.`,
  announcePaid: 'تم استلام الدفعة. شكرًا لك.',
  announceFailed: 'الدفعة غير مكتملة: انتهى وقت الدفع.',
  announceExpired: 'انتهى الوقت: لم تصل أي دفعة.',

  testPanelTitle: 'وضع الاختبار',
  testPanelBody: 'لا تُستخدم أموال حقيقية. حاكِ دفعة من محفظة خارجية:',
  testPayExact: 'دفع المبلغ بالضبط',
  testPayPartial: 'دفع النصف',
  testPayOver: 'دفع زيادة 10%',
  testSending: 'جارٍ الإرسال…',
  testSent: (amount, crypto) => `أُرسل ${amount} ${crypto} من محفظة اختبار.`,
  testFailed: (message) => `فشلت دفعة الاختبار: ${message}`,
  walletSectionTitle: 'الدفع من محفظة في هذا المتصفح',
  walletSectionBody: 'اربط Phantom أو محفظة Solana أخرى، ثم وافق على الدفعة فيها.',
  payWithWallet: 'الدفع بالمحفظة',
  walletLoading: 'جارٍ تحميل المحافظ…',
  walletLoadFailed: 'تعذّر تحميل الدفع بالمحفظة. تحقّق من اتصالك وحاول مرة أخرى، أو استخدم رمز QR.',
  chooseWallet: 'اختر محفظة',
  walletDetected: 'مكتشفة',
  walletNotInstalled: 'غير مثبّتة',
  walletOpensInApp: 'تفتح المحفظة',
  walletLastUsed: 'آخر محفظة استخدمتها',
  noWalletFound: 'لم يُعثر على أي محفظة Solana في هذا المتصفح.',
  openInWalletApp: (wallet) => `فتح في ${wallet}`,
  openInWalletAppHint:
    'لا توجد محفظة في هذا المتصفح. افتح هذه الدفعة في تطبيق محفظتك وادفع من هناك، أو امسح رمز QR من جهاز آخر.',
  walletConnecting: (wallet) => `وافق على الاتصال في ${wallet}…`,
  walletConnectedAs: (wallet) => `متصل بـ ${wallet}`,
  walletAccountLabel: 'الحساب',
  payFromWallet: (amount, crypto) => `ادفع ${amount} ${crypto}`,
  disconnectWallet: 'قطع الاتصال',
  changeWallet: 'استخدام محفظة أخرى',
  walletPreparing: 'جارٍ تجهيز دفعتك…',
  walletApprove: (wallet, amount, crypto) => `وافق على دفع ${amount} ${crypto} في ${wallet}.`,
  walletSending: 'جارٍ إرسال دفعتك…',
  walletConfirming: 'أُرسلت الدفعة. بانتظار تأكيد الشبكة…',
  walletSent: 'أكّدت الشبكة الدفعة. ستُحدَّث هذه الصفحة بعد لحظات.',
  walletSignatureLabel: 'المعاملة',
  walletTestNote:
    'وضع الاختبار: هذه الدفعة على شبكة الاختبار الخاصة بهذه الخدمة. موّل محفظتك هناك بالزر أدناه عند الحاجة؛ وقد تنبّهك محفظتك إلى أنها لا تستطيع معاينة المعاملة.',
  walletFundTest: 'إضافة أموال اختبار إلى هذه المحفظة',
  walletFunding: 'جارٍ إضافة أموال الاختبار…',
  walletFunded: 'أُضيفت أموال الاختبار. يمكنك الدفع الآن.',
  walletInstall: (wallet) => `تثبيت ${wallet}`,
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
  walletTechnicalDetails: 'التفاصيل التقنية',
  walletDismiss: 'إغلاق',
  walletUseQrInstead: 'يمكنك أيضًا الدفع برمز QR أو بالعنوان أعلاه.',
  walletNetworkName: (chain) => networkName(chain, 'شبكة الاختبار'),
  walletErrorTitle: {
    not_installed: 'المحفظة غير مثبّتة',
    rejected: 'رُفضت الدفعة في محفظتك',
    connect_rejected: 'رُفض الاتصال',
    insufficient_funds: 'الرصيد غير كافٍ',
    insufficient_fee: 'لا يكفي SOL لرسوم الشبكة',
    rpc_unreachable: 'تعذّر الوصول إلى شبكة Solana',
    service_unreachable: 'تعذّر الوصول إلى خدمة الدفع',
    resend: 'لم تُرسل دفعتك',
    expired: 'انتهى الوقت',
    closed: 'هذه الدفعة مغلقة',
    wrong_network: 'محفظتك على شبكة أخرى',
    not_arrived: 'لم تصل الدفعة',
    dropped: 'لم تُقبل الدفعة في الوقت المحدد',
    unsupported_wallet: 'لا يمكن الدفع بهذه المحفظة هنا',
    transaction_failed: 'لم تتم الدفعة',
    mismatch: 'أُوقفت الدفعة حفاظًا على أمانك',
    wallet_error: 'أبلغت محفظتك عن مشكلة',
  },
  walletErrorBody: (kind, facts) => {
    switch (kind) {
      case 'not_installed':
        return `${facts.wallet} غير مثبّتة في هذا المتصفح. ثبّتها ثم أعد تحميل هذه الصفحة.`;
      case 'rejected':
        return `رفضت الدفعة في ${facts.wallet}. لم يُرسل أي شيء. يمكنك المحاولة مرة أخرى.`;
      case 'connect_rejected':
        return `رفضت الاتصال في ${facts.wallet}. يمكنك المحاولة مرة أخرى، أو اختيار محفظة أخرى.`;
      case 'insufficient_funds':
        return `تحتاج هذه الدفعة إلى ${facts.needed} ${facts.crypto}${facts.crypto === 'SOL' ? ' مع رسوم الشبكة' : ''}، لكن محفظتك فيها ${facts.balance} ${facts.crypto}. لم يُرسل أي شيء. أضف أموالًا أو استخدم محفظة أخرى.`;
      case 'insufficient_fee':
        return `تحتاج محفظتك إلى ${facts.needed} SOL لرسوم الشبكة وفيها ${facts.balance} SOL. لم يُرسل أي شيء. أضف قليلًا من SOL أو استخدم محفظة أخرى.`;
      case 'rpc_unreachable':
        return 'تعذّر علينا الوصول إلى شبكة Solana. لم يُرسل أي شيء. تحقّق من اتصالك ثم حاول مرة أخرى.';
      case 'service_unreachable':
        return 'تعذّر علينا الوصول إلى خدمة الدفع. لم يُرسل أي شيء. تحقّق من اتصالك ثم حاول مرة أخرى.';
      case 'resend':
        return 'تعذّر إرسال دفعتك الموقّعة إلى شبكة Solana. حاول مرة أخرى: تُرسل الدفعة الموقّعة نفسها، فلا يمكن أن تدفع مرتين.';
      case 'expired':
        return 'انتهى وقت الدفع قبل إرسال الدفعة، لذا لم تُرسل. ابدأ من جديد لتدفع.';
      case 'closed':
        return 'لم يعد من الممكن دفع هذه الدفعة: فقد دُفعت أو انتهى وقتها.';
      case 'wrong_network':
        return `${facts.wallet} ليست مضبوطة على ${facts.network}. بدّلها إلى ${facts.network} في المحفظة، ثم حاول مرة أخرى.`;
      case 'not_arrived':
        return `أفادت ${facts.wallet} بأن الدفعة أُرسلت، لكنها لم تصل إلى ${facts.network}. تأكّد من أن محفظتك مضبوطة على ${facts.network}، ثم حاول مرة أخرى.`;
      case 'dropped':
        return 'لم تقبل الشبكة الدفعة في الوقت المحدد، لذا لم يُخصم منك شيء. حاول مرة أخرى.';
      case 'unsupported_wallet':
        return `لا تستطيع ${facts.wallet} توقيع مدفوعات Solana. اختر محفظة أخرى.`;
      case 'transaction_failed':
        return 'رفضت الشبكة الدفعة، لذا لم تتحرك أي أموال. حاول مرة أخرى.';
      case 'mismatch':
        return 'لم تطابق الدفعة المُعدّة لمحفظتك هذه الدفعة، لذا لم تُرسل. حاول مرة أخرى.';
      case 'wallet_error':
        return `تعذّر على ${facts.wallet} إتمام الطلب. حاول مرة أخرى، أو اختر محفظة أخرى.`;
    }
  },
  announceWalletConnected: (wallet) => `متصل بـ ${wallet}.`,
  announceWalletDisconnected: 'قُطع الاتصال بالمحفظة.',
};
