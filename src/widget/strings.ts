import type { CryptoCode } from '../api/currencies.js';
import { pickLocale } from '../core/locale.js';

/**
 * Every word the checkout shows or announces, in one catalog per language. English is the reference; each other
 * language must provide every entry (the type says so), so a missing translation is a compile error, not a blank.
 * Amounts arrive already formatted: crypto amounts as exact decimal strings (what to send, to the last unit),
 * fiat amounts through Intl in the catalog's locale.
 */
export interface CheckoutStrings {
  /** BCP 47 tag for Intl and the root's `lang` attribute. */
  locale: string;
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
 * Wallet pay's error kinds, as the checkout words them (the wallet chunk's WalletPayErrorCode, plus a declined
 * connection, which reads differently from a declined payment).
 */
export type WalletErrorKind =
  | 'not_installed'
  | 'rejected'
  | 'connect_rejected'
  | 'insufficient_funds'
  | 'insufficient_fee'
  | 'rpc_unreachable'
  | 'service_unreachable'
  | 'resend'
  | 'expired'
  | 'closed'
  | 'wrong_network'
  | 'not_arrived'
  | 'dropped'
  | 'unsupported_wallet'
  | 'transaction_failed'
  | 'mismatch'
  | 'wallet_error';

const CURRENCY_NAMES_EN = { USDT: 'Tether USD', USDC: 'USD Coin', SOL: 'Solana' } as const;

function minutesAndSecondsEn(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.round(seconds / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

function minutesAndSecondsFr(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.round(seconds / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  return seconds <= 1 ? `${seconds} seconde` : `${seconds} secondes`;
}

export const en: CheckoutStrings = {
  locale: 'en',
  checkoutLabel: 'Checkout',
  loading: 'Loading…',
  testModeBadge: 'Test mode',
  devnetBadge: 'Devnet',
  amountToPay: 'Amount to pay',

  notFoundTitle: 'Payment link not found',
  notFoundBody:
    'This payment link does not exist or is no longer available. Check the address, or ask the merchant for a new link.',
  checkoutTitle: (business) => `Payment to ${business}`,
  paymentNotFoundTitle: 'Payment not found',
  paymentNotFoundBody:
    'There is no payment at this address. Check the link you were given, or ask the merchant for a new one.',
  inactiveTitle: 'This payment link is no longer active',
  inactiveBody: (business) =>
    `${business} has turned this payment link off, so it cannot take payments. Nothing was charged. Ask ${business} for a new link.`,
  loadFailedTitle: 'We could not load this payment',
  loadFailedBody: 'The payment service did not answer. Check your connection and try again.',
  tryAgain: 'Try again',

  detailsTitle: 'Your details',
  emailLabel: 'Email',
  emailHint: 'The merchant uses it to reach you about this payment.',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  optional: '(optional)',
  requiredMark: '(required)',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, such as name@example.com.',
  nameTooLong: 'Use at most 100 characters.',
  currencyLegend: 'Pay with',
  currencyName: CURRENCY_NAMES_EN,
  approximately: (amount, crypto) => `≈\u00a0${amount} ${crypto}`,
  conversionLoading: 'Converting…',
  conversionUnavailable: 'Price unavailable',
  estimateBeforeFee: 'before fee',
  feeNote:
    'Estimates before the network & service fee. The exact total, fee included, is shown on the next step.',
  continueToPayment: 'Continue to payment',
  starting: 'Starting your payment…',
  fixTheForm: 'Please correct the highlighted fields.',
  startFailed: (message) => `Your payment could not be started: ${message}`,
  resumeNotFound: 'We could not find your earlier payment. You can start a new one below.',
  resumeOtherLink: 'That payment belongs to another checkout. You can start a new one for this link below.',

  paymentTitle: (amount, crypto) => `Send ${amount} ${crypto}`,
  partialTitle: 'Part of your payment arrived',
  loadingPayment: 'Loading your payment…',
  scanToPay: 'Scan with a Solana wallet app, or copy the address and amount.',
  qrLabel: (amount, crypto) => `QR code: pay ${amount} ${crypto} with a Solana wallet`,
  transactionRequestToggle: 'Scan with a Solana Pay wallet',
  transactionRequestHint:
    'For wallets that support Solana Pay transaction requests, such as Phantom and Solflare on a phone.',
  transactionRequestQrLabel: (amount, crypto) =>
    `QR code: pay ${amount} ${crypto} with a Solana Pay wallet (transaction request)`,
  addressLabel: 'Deposit address',
  amountLabel: 'Exact amount',
  breakdownAmount: 'Amount',
  breakdownFee: 'Network & service fee',
  breakdownTotal: 'Total',
  chooseAnotherCurrency: 'Choose another currency',
  chooseAnotherCurrencyHint:
    'Only if you have sent nothing yet. This payment stays open until its time is up: anything sent to its address is credited to it, not to the new one.',
  copyAddress: 'Copy address',
  copyAmount: 'Copy amount',
  copied: 'Copied',
  addressCopied: 'Address copied to the clipboard.',
  amountCopied: 'Amount copied to the clipboard.',
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
  networkWarningTitle: 'Solana network only',
  networkWarning: (crypto) =>
    crypto === 'SOL'
      ? 'Send only SOL on the Solana network to this address. Anything sent on another network is lost.'
      : `Send only ${crypto} on the Solana network (SPL token) to this address. Tokens sent on another network, or other tokens, are lost.`,
  openInWallet: 'Open in wallet',
  timeLeftLabel: 'Time left to pay',
  timeUp: 'Time is up. Checking for your payment…',
  timeLeftAnnouncement: (seconds) =>
    seconds <= 0 ? 'The time to pay is up.' : `${minutesAndSecondsEn(seconds)} left to pay.`,
  receivedSoFar: (received, expected, crypto) => `${received} of ${expected} ${crypto} received.`,
  stillDue: 'Still due',
  received: 'Received',
  waitingForPayment: 'Waiting for your payment',
  connectionTrouble: 'Connection lost. Still checking for your payment…',
  referenceLabel: 'Reference',

  paidTitle: 'Payment received',
  paidBody: (amount, crypto, business) => `Thank you. ${business} received ${amount} ${crypto}.`,
  excessNote: (excess, crypto, business) =>
    `You sent ${excess} ${crypto} more than the amount due. Contact ${business} about the difference, quoting the reference below.`,
  merchantMessage: 'Message from the merchant',
  redirectingIn: (host, seconds) => `Taking you back to ${host} in ${seconds} s.`,
  continueNow: 'Continue now',
  stayHere: 'Stay on this page',
  continueTo: (host) => `Continue to ${host}`,

  failedTitle: 'Payment incomplete',
  failedBody: (received, expected, crypto) =>
    `The time to pay ran out with ${received} of ${expected} ${crypto} received.`,
  failedContact: (business) =>
    `Contact ${business} about the amount that arrived, quoting the reference below.`,
  failureDetails: 'Details',
  expiredTitle: 'Time is up',
  expiredBody: 'No payment arrived within the time allowed.',
  expiredContact: (business) =>
    `If you did send a payment, contact ${business}, quoting the reference below. Otherwise, start again.`,
  startAgain: 'Start again',
  startNewPayment: 'Start a new payment',
  changeDetails: 'Change details or currency',

  announceWaiting: (amount, crypto) => `Waiting for your payment of ${amount} ${crypto}.`,
  announcePartial: (received, due, crypto) => `${received} ${crypto} received. ${due} ${crypto} still due.`,
  announcePaid: 'Payment received. Thank you.',
  announceFailed: 'Payment incomplete: the time to pay ran out.',
  announceExpired: 'Time is up: no payment arrived.',

  testPanelTitle: 'Test mode',
  testPanelBody: 'No real money moves. Simulate a payment from an outside wallet:',
  testPayExact: 'Pay the exact amount',
  testPayPartial: 'Pay half',
  testPayOver: 'Overpay by 10%',
  testSending: 'Sending…',
  testSent: (amount, crypto) => `Sent ${amount} ${crypto} from a test wallet.`,
  testFailed: (message) => `The test payment failed: ${message}`,
  walletSectionTitle: 'Pay from a wallet in this browser',
  walletSectionBody: 'Connect Phantom or another Solana wallet, then approve the payment in it.',
  payWithWallet: 'Pay with wallet',
  walletLoading: 'Loading wallets…',
  walletLoadFailed:
    'Wallet payments could not be loaded. Check your connection and try again, or use the QR code.',
  chooseWallet: 'Choose a wallet',
  walletDetected: 'Detected',
  walletNotInstalled: 'Not installed',
  walletOpensInApp: 'Opens the wallet',
  walletLastUsed: 'Last used',
  noWalletFound: 'No Solana wallet was found in this browser.',
  openInWalletApp: (wallet) => `Open in ${wallet}`,
  openInWalletAppHint:
    'No wallet in this browser. Open this payment in your wallet app and pay from there, or scan the QR code from another device.',
  walletConnecting: (wallet) => `Approve the connection in ${wallet}…`,
  walletConnectedAs: (wallet) => `Connected to ${wallet}`,
  walletAccountLabel: 'Account',
  payFromWallet: (amount, crypto) => `Pay ${amount} ${crypto}`,
  disconnectWallet: 'Disconnect',
  changeWallet: 'Use another wallet',
  walletPreparing: 'Preparing your payment…',
  walletApprove: (wallet, amount, crypto) => `Approve the payment of ${amount} ${crypto} in ${wallet}.`,
  walletSending: 'Sending your payment…',
  walletConfirming: 'Payment sent. Waiting for the network to confirm it…',
  walletSent: 'Payment confirmed on the network. This page updates in a moment.',
  walletSignatureLabel: 'Transaction',
  walletTestNote:
    'Test mode: this payment is on the sandbox’s own network. Fund your wallet there with the button below if needed; your wallet may warn that it cannot preview the transaction.',
  walletFundTest: 'Add test funds to this wallet',
  walletFunding: 'Adding test funds…',
  walletFunded: 'Test funds added. You can pay now.',
  walletInstall: (wallet) => `Install ${wallet}`,
  opensInNewTab: '(opens in a new tab)',
  walletTechnicalDetails: 'Technical details',
  walletDismiss: 'Dismiss',
  walletUseQrInstead: 'You can also pay with the QR code or the address above.',
  walletNetworkName: (chain) =>
    chain === 'solana:mainnet'
      ? 'Solana Mainnet'
      : chain === 'solana:devnet'
        ? 'Solana Devnet'
        : chain === 'solana:testnet'
          ? 'Solana Testnet'
          : 'the sandbox network',
  walletErrorTitle: {
    not_installed: 'Wallet not installed',
    rejected: 'Payment declined in your wallet',
    connect_rejected: 'Connection declined',
    insufficient_funds: 'Not enough funds',
    insufficient_fee: 'Not enough SOL for the network fee',
    rpc_unreachable: 'The Solana network cannot be reached',
    service_unreachable: 'The payment service cannot be reached',
    resend: 'Your payment was not sent',
    expired: 'Time is up',
    closed: 'This payment is closed',
    wrong_network: 'Your wallet is on another network',
    not_arrived: 'The payment did not arrive',
    dropped: 'The payment was not accepted in time',
    unsupported_wallet: 'This wallet cannot pay here',
    transaction_failed: 'The payment did not go through',
    mismatch: 'Payment stopped for your safety',
    wallet_error: 'Your wallet reported a problem',
  },
  walletErrorBody: (kind, facts) => {
    switch (kind) {
      case 'not_installed':
        return `${facts.wallet} is not installed in this browser. Install it, then reload this page.`;
      case 'rejected':
        return `You declined the payment in ${facts.wallet}. Nothing was sent. You can try again.`;
      case 'connect_rejected':
        return `You declined the connection in ${facts.wallet}. You can try again, or choose another wallet.`;
      case 'insufficient_funds':
        return `This payment needs ${facts.needed} ${facts.crypto}${facts.crypto === 'SOL' ? ' with the network fee' : ''}, but your wallet holds ${facts.balance} ${facts.crypto}. Nothing was sent. Add funds or use another wallet.`;
      case 'insufficient_fee':
        return `Your wallet needs ${facts.needed} SOL for the network fee and holds ${facts.balance} SOL. Nothing was sent. Add a little SOL or use another wallet.`;
      case 'rpc_unreachable':
        return 'We could not reach the Solana network. Nothing was sent. Check your connection and try again.';
      case 'service_unreachable':
        return 'We could not reach the payment service. Nothing was sent. Check your connection and try again.';
      case 'resend':
        return 'Your signed payment could not be sent to the Solana network. Try again: the same signed payment is sent, so you cannot pay twice.';
      case 'expired':
        return 'The time to pay ran out before the payment could be sent, so it was not sent. Start again to pay.';
      case 'closed':
        return 'This payment can no longer be paid: it has been paid or its time is up.';
      case 'wrong_network':
        return `${facts.wallet} is not set to ${facts.network}. Switch it to ${facts.network} in the wallet, then try again.`;
      case 'not_arrived':
        return `${facts.wallet} reported the payment as sent, but it did not arrive on ${facts.network}. Check that your wallet is set to ${facts.network}, then try again.`;
      case 'dropped':
        return 'The network did not accept the payment in time, so nothing was charged. Try again.';
      case 'unsupported_wallet':
        return `${facts.wallet} cannot sign Solana payments. Choose another wallet.`;
      case 'transaction_failed':
        return 'The network refused the payment, so no money moved. Try again.';
      case 'mismatch':
        return 'The payment prepared for your wallet did not match this checkout, so it was not sent. Try again.';
      case 'wallet_error':
        return `${facts.wallet} could not complete the request. Try again, or choose another wallet.`;
    }
  },
  announceWalletConnected: (wallet) => `Connected to ${wallet}.`,
  announceWalletDisconnected: 'Wallet disconnected.',
};

export const fr: CheckoutStrings = {
  locale: 'fr',
  checkoutLabel: 'Paiement',
  loading: 'Chargement…',
  testModeBadge: 'Mode test',
  devnetBadge: 'Réseau devnet',
  amountToPay: 'Montant à payer',

  notFoundTitle: 'Lien de paiement introuvable',
  notFoundBody:
    'Ce lien de paiement n’existe pas ou n’est plus disponible. Vérifiez l’adresse ou demandez un nouveau lien au marchand.',
  checkoutTitle: (business) => `Paiement à ${business}`,
  paymentNotFoundTitle: 'Paiement introuvable',
  paymentNotFoundBody:
    'Aucun paiement ne correspond à cette adresse. Vérifiez le lien reçu ou demandez-en un nouveau au marchand.',
  inactiveTitle: 'Ce lien de paiement n’est plus actif',
  inactiveBody: (business) =>
    `${business} a désactivé ce lien de paiement : il ne peut plus recevoir de paiement. Rien n’a été débité. Demandez un nouveau lien à ${business}.`,
  loadFailedTitle: 'Impossible de charger ce paiement',
  loadFailedBody: 'Le service de paiement ne répond pas. Vérifiez votre connexion puis réessayez.',
  tryAgain: 'Réessayer',

  detailsTitle: 'Vos coordonnées',
  emailLabel: 'E-mail',
  emailHint: 'Le marchand l’utilise pour vous contacter au sujet de ce paiement.',
  firstNameLabel: 'Prénom',
  lastNameLabel: 'Nom',
  optional: '(facultatif)',
  requiredMark: '(obligatoire)',
  emailRequired: 'Saisissez votre adresse e-mail.',
  emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
  nameTooLong: '100 caractères au maximum.',
  currencyLegend: 'Payer en',
  currencyName: { USDT: 'Tether USD', USDC: 'USD Coin', SOL: 'Solana' },
  approximately: (amount, crypto) => `≈\u00a0${amount} ${crypto}`,
  conversionLoading: 'Conversion…',
  conversionUnavailable: 'Prix indisponible',
  estimateBeforeFee: 'hors frais',
  feeNote:
    'Estimations hors frais de réseau et de service. Le total exact, frais compris, est indiqué à l’étape suivante.',
  continueToPayment: 'Continuer vers le paiement',
  starting: 'Création de votre paiement…',
  fixTheForm: 'Veuillez corriger les champs signalés.',
  startFailed: (message) => `Votre paiement n’a pas pu être créé : ${message}`,
  resumeNotFound: 'Votre paiement précédent est introuvable. Vous pouvez en commencer un nouveau ci-dessous.',
  resumeOtherLink:
    'Ce paiement appartient à un autre lien. Vous pouvez en commencer un nouveau pour ce lien ci-dessous.',

  paymentTitle: (amount, crypto) => `Envoyez ${amount} ${crypto}`,
  partialTitle: 'Une partie de votre paiement est arrivée',
  loadingPayment: 'Chargement de votre paiement…',
  scanToPay: 'Scannez avec une application de portefeuille Solana, ou copiez l’adresse et le montant.',
  qrLabel: (amount, crypto) => `Code QR : payer ${amount} ${crypto} avec un portefeuille Solana`,
  transactionRequestToggle: 'Scanner avec un portefeuille Solana Pay',
  transactionRequestHint:
    'Pour les portefeuilles qui prennent en charge les demandes de transaction Solana Pay, comme Phantom et Solflare sur un téléphone.',
  transactionRequestQrLabel: (amount, crypto) =>
    `Code QR : payer ${amount} ${crypto} avec un portefeuille Solana Pay (demande de transaction)`,
  addressLabel: 'Adresse de dépôt',
  amountLabel: 'Montant exact',
  breakdownAmount: 'Montant',
  breakdownFee: 'Frais de réseau et de service',
  breakdownTotal: 'Total',
  chooseAnotherCurrency: 'Choisir une autre devise',
  chooseAnotherCurrencyHint:
    'Seulement si vous n’avez encore rien envoyé. Ce paiement reste ouvert jusqu’à la fin du délai : tout montant envoyé à son adresse lui est crédité, pas au nouveau.',
  copyAddress: 'Copier l’adresse',
  copyAmount: 'Copier le montant',
  copied: 'Copié',
  addressCopied: 'Adresse copiée dans le presse-papiers.',
  amountCopied: 'Montant copié dans le presse-papiers.',
  copyFailed: 'Copie impossible. Sélectionnez le texte et copiez-le vous-même.',
  networkWarningTitle: 'Réseau Solana uniquement',
  networkWarning: (crypto) =>
    crypto === 'SOL'
      ? 'N’envoyez que des SOL sur le réseau Solana à cette adresse. Tout envoi sur un autre réseau est perdu.'
      : `N’envoyez que des ${crypto} sur le réseau Solana (jeton SPL) à cette adresse. Les jetons envoyés sur un autre réseau, ou d’autres jetons, sont perdus.`,
  openInWallet: 'Ouvrir dans le portefeuille',
  timeLeftLabel: 'Temps restant pour payer',
  timeUp: 'Le temps est écoulé. Vérification de votre paiement…',
  timeLeftAnnouncement: (seconds) =>
    seconds <= 0 ? 'Le temps pour payer est écoulé.' : `Il reste ${minutesAndSecondsFr(seconds)} pour payer.`,
  receivedSoFar: (received, expected, crypto) => `${received} ${crypto} reçus sur ${expected} ${crypto}.`,
  stillDue: 'Reste à payer',
  received: 'Reçu',
  waitingForPayment: 'En attente de votre paiement',
  connectionTrouble: 'Connexion perdue. Nous continuons à vérifier votre paiement…',
  referenceLabel: 'Référence',

  paidTitle: 'Paiement reçu',
  paidBody: (amount, crypto, business) => `Merci. ${business} a reçu ${amount} ${crypto}.`,
  excessNote: (excess, crypto, business) =>
    `Vous avez envoyé ${excess} ${crypto} de plus que le montant dû. Contactez ${business} au sujet de la différence en indiquant la référence ci-dessous.`,
  merchantMessage: 'Message du marchand',
  redirectingIn: (host, seconds) => `Retour vers ${host} dans ${seconds} s.`,
  continueNow: 'Continuer maintenant',
  stayHere: 'Rester sur cette page',
  continueTo: (host) => `Continuer vers ${host}`,

  failedTitle: 'Paiement incomplet',
  failedBody: (received, expected, crypto) =>
    `Le temps pour payer est écoulé : ${received} ${crypto} reçus sur ${expected} ${crypto}.`,
  failedContact: (business) =>
    `Contactez ${business} au sujet du montant reçu en indiquant la référence ci-dessous.`,
  failureDetails: 'Détails',
  expiredTitle: 'Temps écoulé',
  expiredBody: 'Aucun paiement n’est arrivé dans le temps imparti.',
  expiredContact: (business) =>
    `Si vous avez bien envoyé un paiement, contactez ${business} en indiquant la référence ci-dessous. Sinon, recommencez.`,
  startAgain: 'Recommencer',
  startNewPayment: 'Commencer un nouveau paiement',
  changeDetails: 'Modifier les coordonnées ou la devise',

  announceWaiting: (amount, crypto) => `En attente de votre paiement de ${amount} ${crypto}.`,
  announcePartial: (received, due, crypto) =>
    `${received} ${crypto} reçus. Il reste ${due} ${crypto} à payer.`,
  announcePaid: 'Paiement reçu. Merci.',
  announceFailed: 'Paiement incomplet : le temps pour payer est écoulé.',
  announceExpired: 'Temps écoulé : aucun paiement n’est arrivé.',

  testPanelTitle: 'Mode test',
  testPanelBody: 'Aucun argent réel n’est utilisé. Simulez un paiement depuis un portefeuille externe :',
  testPayExact: 'Payer le montant exact',
  testPayPartial: 'Payer la moitié',
  testPayOver: 'Payer 10 % de trop',
  testSending: 'Envoi…',
  testSent: (amount, crypto) => `${amount} ${crypto} envoyés depuis un portefeuille de test.`,
  testFailed: (message) => `Le paiement de test a échoué : ${message}`,
  walletSectionTitle: 'Payer depuis un portefeuille de ce navigateur',
  walletSectionBody:
    'Connectez Phantom ou un autre portefeuille Solana, puis approuvez le paiement dans celui-ci.',
  payWithWallet: 'Payer avec un portefeuille',
  walletLoading: 'Chargement des portefeuilles…',
  walletLoadFailed:
    'Le paiement par portefeuille n’a pas pu être chargé. Vérifiez votre connexion et réessayez, ou utilisez le code QR.',
  chooseWallet: 'Choisissez un portefeuille',
  walletDetected: 'Détecté',
  walletNotInstalled: 'Non installé',
  walletOpensInApp: 'Ouvre le portefeuille',
  walletLastUsed: 'Utilisé la dernière fois',
  noWalletFound: 'Aucun portefeuille Solana n’a été trouvé dans ce navigateur.',
  openInWalletApp: (wallet) => `Ouvrir dans ${wallet}`,
  openInWalletAppHint:
    'Aucun portefeuille dans ce navigateur. Ouvrez ce paiement dans l’application de votre portefeuille et payez depuis celle-ci, ou scannez le code QR depuis un autre appareil.',
  walletConnecting: (wallet) => `Approuvez la connexion dans ${wallet}…`,
  walletConnectedAs: (wallet) => `Connecté à ${wallet}`,
  walletAccountLabel: 'Compte',
  payFromWallet: (amount, crypto) => `Payer ${amount} ${crypto}`,
  disconnectWallet: 'Déconnecter',
  changeWallet: 'Utiliser un autre portefeuille',
  walletPreparing: 'Préparation de votre paiement…',
  walletApprove: (wallet, amount, crypto) => `Approuvez le paiement de ${amount} ${crypto} dans ${wallet}.`,
  walletSending: 'Envoi de votre paiement…',
  walletConfirming: 'Paiement envoyé. En attente de la confirmation du réseau…',
  walletSent: 'Paiement confirmé par le réseau. Cette page se met à jour dans un instant.',
  walletSignatureLabel: 'Transaction',
  walletTestNote:
    'Mode test : ce paiement a lieu sur le réseau propre au bac à sable. Approvisionnez-y votre portefeuille avec le bouton ci-dessous si besoin ; votre portefeuille peut signaler qu’il ne peut pas prévisualiser la transaction.',
  walletFundTest: 'Ajouter des fonds de test à ce portefeuille',
  walletFunding: 'Ajout des fonds de test…',
  walletFunded: 'Fonds de test ajoutés. Vous pouvez payer.',
  walletInstall: (wallet) => `Installer ${wallet}`,
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  walletTechnicalDetails: 'Détails techniques',
  walletDismiss: 'Fermer',
  walletUseQrInstead: 'Vous pouvez aussi payer avec le code QR ou l’adresse ci-dessus.',
  walletNetworkName: (chain) =>
    chain === 'solana:mainnet'
      ? 'Solana Mainnet'
      : chain === 'solana:devnet'
        ? 'Solana Devnet'
        : chain === 'solana:testnet'
          ? 'Solana Testnet'
          : 'le réseau du bac à sable',
  walletErrorTitle: {
    not_installed: 'Portefeuille non installé',
    rejected: 'Paiement refusé dans votre portefeuille',
    connect_rejected: 'Connexion refusée',
    insufficient_funds: 'Fonds insuffisants',
    insufficient_fee: 'Pas assez de SOL pour les frais de réseau',
    rpc_unreachable: 'Le réseau Solana est injoignable',
    service_unreachable: 'Le service de paiement est injoignable',
    resend: 'Votre paiement n’a pas été envoyé',
    expired: 'Temps écoulé',
    closed: 'Ce paiement est clos',
    wrong_network: 'Votre portefeuille est sur un autre réseau',
    not_arrived: 'Le paiement n’est pas arrivé',
    dropped: 'Le paiement n’a pas été accepté à temps',
    unsupported_wallet: 'Ce portefeuille ne peut pas payer ici',
    transaction_failed: 'Le paiement n’a pas abouti',
    mismatch: 'Paiement arrêté par sécurité',
    wallet_error: 'Votre portefeuille a signalé un problème',
  },
  walletErrorBody: (kind, facts) => {
    switch (kind) {
      case 'not_installed':
        return `${facts.wallet} n’est pas installé dans ce navigateur. Installez-le puis rechargez cette page.`;
      case 'rejected':
        return `Vous avez refusé le paiement dans ${facts.wallet}. Rien n’a été envoyé. Vous pouvez réessayer.`;
      case 'connect_rejected':
        return `Vous avez refusé la connexion dans ${facts.wallet}. Vous pouvez réessayer ou choisir un autre portefeuille.`;
      case 'insufficient_funds':
        return `Ce paiement nécessite ${facts.needed} ${facts.crypto}${facts.crypto === 'SOL' ? ' avec les frais de réseau' : ''}, mais votre portefeuille contient ${facts.balance} ${facts.crypto}. Rien n’a été envoyé. Ajoutez des fonds ou utilisez un autre portefeuille.`;
      case 'insufficient_fee':
        return `Votre portefeuille a besoin de ${facts.needed} SOL pour les frais de réseau et en contient ${facts.balance}. Rien n’a été envoyé. Ajoutez un peu de SOL ou utilisez un autre portefeuille.`;
      case 'rpc_unreachable':
        return 'Impossible de joindre le réseau Solana. Rien n’a été envoyé. Vérifiez votre connexion et réessayez.';
      case 'service_unreachable':
        return 'Impossible de joindre le service de paiement. Rien n’a été envoyé. Vérifiez votre connexion et réessayez.';
      case 'resend':
        return 'Votre paiement signé n’a pas pu être envoyé au réseau Solana. Réessayez : le même paiement signé est renvoyé, vous ne pouvez donc pas payer deux fois.';
      case 'expired':
        return 'Le temps pour payer s’est écoulé avant l’envoi du paiement, il n’a donc pas été envoyé. Recommencez pour payer.';
      case 'closed':
        return 'Ce paiement ne peut plus être réglé : il a été payé ou son délai est écoulé.';
      case 'wrong_network':
        return `${facts.wallet} n’est pas réglé sur ${facts.network}. Passez-le sur ${facts.network} dans le portefeuille, puis réessayez.`;
      case 'not_arrived':
        return `${facts.wallet} indique avoir envoyé le paiement, mais il n’est pas arrivé sur ${facts.network}. Vérifiez que votre portefeuille est réglé sur ${facts.network}, puis réessayez.`;
      case 'dropped':
        return 'Le réseau n’a pas accepté le paiement à temps ; rien n’a été débité. Réessayez.';
      case 'unsupported_wallet':
        return `${facts.wallet} ne peut pas signer de paiements Solana. Choisissez un autre portefeuille.`;
      case 'transaction_failed':
        return 'Le réseau a refusé le paiement ; aucun fonds n’a été déplacé. Réessayez.';
      case 'mismatch':
        return 'Le paiement préparé pour votre portefeuille ne correspondait pas à ce paiement ; il n’a pas été envoyé. Réessayez.';
      case 'wallet_error':
        return `${facts.wallet} n’a pas pu traiter la demande. Réessayez ou choisissez un autre portefeuille.`;
    }
  },
  announceWalletConnected: (wallet) => `Connecté à ${wallet}.`,
  announceWalletDisconnected: 'Portefeuille déconnecté.',
};

export const CHECKOUT_LOCALES = { en, fr } as const;
export type CheckoutLocale = keyof typeof CHECKOUT_LOCALES;
export const SUPPORTED_LOCALES = Object.keys(CHECKOUT_LOCALES) as CheckoutLocale[];

/**
 * The catalog for an explicit choice (`locale` option, `?lang=`) or, without one, for the browser's preferred
 * languages; English when none of them is available.
 */
export function resolveStrings(requested?: string | null, preferred?: readonly string[]): CheckoutStrings {
  const browser =
    preferred ??
    (typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language]);
  const locale = pickLocale({ requested, preferred: browser, supported: SUPPORTED_LOCALES, fallback: 'en' });
  return CHECKOUT_LOCALES[locale];
}

/** A fiat price in the customer's language ("NGN 25,000.00", "25 000,00 NGN"). */
export function formatFiat(amount: number, currency: string, strings: CheckoutStrings): string {
  try {
    return new Intl.NumberFormat(strings.locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
