import { durationPhrase } from './plural.js';
import { CURRENCY_NAMES, approximately, networkName } from './shared.js';
import type { CheckoutStrings } from './types.js';

/** English: the reference catalog, and the one the checkout loads with its own code (the others load on demand). */
export const en: CheckoutStrings = {
  locale: 'en',
  dir: 'ltr',
  languageLabel: 'Language',
  minuteCount: { one: '{n} minute', other: '{n} minutes' },
  secondCount: { one: '{n} second', other: '{n} seconds' },
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
  currencyName: CURRENCY_NAMES,
  approximately,
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
    seconds <= 0 ? 'The time to pay is up.' : `${durationPhrase(en, seconds)} left to pay.`,
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
  walletNetworkName: (chain) => networkName(chain, 'the sandbox network'),
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
