import type { CryptoCode } from '../../api/currencies.js';
import type { PluralForms } from './plural.js';
import type { WalletPayErrorCode } from '../../wallet/wallet-pay.js';

/**
 * Every word the checkout shows or announces, in one catalog per language (one file each in this folder, loaded on
 * its own: index.ts). English is the reference; each other language must provide every entry (the type says so,
 * and strings.test.ts checks the files themselves), so a missing translation is an error, not a blank. Amounts
 * arrive already formatted: crypto amounts as exact decimal strings (what to send, to the last unit), fiat amounts
 * through Intl in the catalog's locale.
 */
export interface CheckoutStrings {
  /** BCP 47 tag for Intl and the root's `lang` attribute. */
  locale: string;
  /** The writing direction: the root's `dir` attribute ("rtl" for Arabic). */
  dir: 'ltr' | 'rtl';
  /** The hosted page's language menu. */
  languageLabel: string;
  /** "1 minute", "5 minutes": one form per plural category of the locale (Intl.PluralRules), `{n}` the number. */
  minuteCount: PluralForms;
  secondCount: PluralForms;
  checkoutLabel: string;
  loading: string;
  testModeBadge: string;
  /** The badge on devnet: a public test network, whose money has no value. */
  devnetBadge: string;
  amountToPay: string;

  notFoundTitle: string;
  notFoundBody: string;
  inactiveTitle: string;
  /** The link exists but its merchant turned it off. */
  inactiveBody: (business: string) => string;
  /** The heading of the checkout of one transaction a merchant's server opened (no link, so no product name). */
  checkoutTitle: (business: string) => string;
  paymentNotFoundTitle: string;
  paymentNotFoundBody: string;
  loadFailedTitle: string;
  loadFailedBody: string;
  tryAgain: string;

  detailsTitle: string;
  emailLabel: string;
  emailHint: string;
  firstNameLabel: string;
  lastNameLabel: string;
  optional: string;
  requiredMark: string;
  emailRequired: string;
  emailInvalid: string;
  nameTooLong: string;
  currencyLegend: string;
  currencyName: Readonly<Record<CryptoCode, string>>;
  approximately: (amount: string, crypto: CryptoCode) => string;
  /** Beside each estimate on the form: what it is (the price before the fee), so it agrees with the next step. */
  estimateBeforeFee: string;
  conversionLoading: string;
  conversionUnavailable: string;
  feeNote: string;
  continueToPayment: string;
  starting: string;
  fixTheForm: string;
  startFailed: (message: string) => string;
  resumeNotFound: string;
  resumeOtherLink: string;

  paymentTitle: (amount: string, crypto: CryptoCode) => string;
  partialTitle: string;
  loadingPayment: string;
  scanToPay: string;
  qrLabel: (amount: string, crypto: CryptoCode) => string;
  /** The second QR, a Solana Pay transaction request: the wallet asks the service what to sign. */
  transactionRequestToggle: string;
  transactionRequestHint: string;
  transactionRequestQrLabel: (amount: string, crypto: CryptoCode) => string;
  addressLabel: string;
  amountLabel: string;
  /** The payment screen's itemised price: the amount, the fee, and their total (what is sent). */
  breakdownAmount: string;
  breakdownFee: string;
  breakdownTotal: string;
  /** Back to the form to pay in another currency, while nothing has been received. */
  chooseAnotherCurrency: string;
  chooseAnotherCurrencyHint: string;
  copyAddress: string;
  copyAmount: string;
  copied: string;
  addressCopied: string;
  amountCopied: string;
  copyFailed: string;
  networkWarningTitle: string;
  networkWarning: (crypto: CryptoCode) => string;
  openInWallet: string;
  timeLeftLabel: string;
  timeUp: string;
  timeLeftAnnouncement: (seconds: number) => string;
  receivedSoFar: (received: string, expected: string, crypto: CryptoCode) => string;
  stillDue: string;
  received: string;
  waitingForPayment: string;
  connectionTrouble: string;
  referenceLabel: string;

  paidTitle: string;
  paidBody: (amount: string, crypto: CryptoCode, business: string) => string;
  excessNote: (excess: string, crypto: CryptoCode, business: string) => string;
  merchantMessage: string;
  redirectingIn: (host: string, seconds: number) => string;
  continueNow: string;
  stayHere: string;
  continueTo: (host: string) => string;

  failedTitle: string;
  failedBody: (received: string, expected: string, crypto: CryptoCode) => string;
  failedContact: (business: string) => string;
  failureDetails: string;
  expiredTitle: string;
  expiredBody: string;
  expiredContact: (business: string) => string;
  startAgain: string;
  startNewPayment: string;
  changeDetails: string;

  announceWaiting: (amount: string, crypto: CryptoCode) => string;
  announcePartial: (received: string, due: string, crypto: CryptoCode) => string;
  announcePaid: string;
  announceFailed: string;
  announceExpired: string;

  testPanelTitle: string;
  testPanelBody: string;
  testPayExact: string;
  testPayPartial: string;
  testPayOver: string;
  testSending: string;
  testSent: (amount: string, crypto: CryptoCode) => string;
  testFailed: (message: string) => string;

  walletSectionTitle: string;
  walletSectionBody: string;
  payWithWallet: string;
  walletLoading: string;
  walletLoadFailed: string;
  chooseWallet: string;
  walletDetected: string;
  walletNotInstalled: string;
  walletOpensInApp: string;
  walletLastUsed: string;
  noWalletFound: string;
  openInWalletApp: (wallet: string) => string;
  openInWalletAppHint: string;
  walletConnecting: (wallet: string) => string;
  walletConnectedAs: (wallet: string) => string;
  walletAccountLabel: string;
  payFromWallet: (amount: string, crypto: CryptoCode) => string;
  disconnectWallet: string;
  changeWallet: string;
  walletPreparing: string;
  walletApprove: (wallet: string, amount: string, crypto: CryptoCode) => string;
  walletSending: string;
  walletConfirming: string;
  walletSent: string;
  walletSignatureLabel: string;
  walletTestNote: string;
  walletFundTest: string;
  walletFunding: string;
  walletFunded: string;
  walletInstall: (wallet: string) => string;
  opensInNewTab: string;
  walletTechnicalDetails: string;
  walletDismiss: string;
  walletUseQrInstead: string;
  walletNetworkName: (chain: string) => string;
  walletErrorTitle: Readonly<Record<WalletErrorKind, string>>;
  walletErrorBody: (
    kind: WalletErrorKind,
    facts: {
      wallet: string;
      needed?: string;
      balance?: string;
      crypto?: string;
      network?: string;
      reason?: string;
    },
  ) => string;
  announceWalletConnected: (wallet: string) => string;
  announceWalletDisconnected: string;
}

/**
 * Wallet pay's error kinds, as the checkout words them: the wallet chunk's own codes, plus a declined connection
 * (which reads differently from a declined payment) and a signed payment waiting to be sent again.
 */
export type WalletErrorKind = WalletPayErrorCode | 'connect_rejected' | 'resend';
