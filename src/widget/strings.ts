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
  amountToPay: string;

  notFoundTitle: string;
  notFoundBody: string;
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
  addressLabel: string;
  amountLabel: string;
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
}

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
  amountToPay: 'Amount to pay',

  notFoundTitle: 'Payment link not found',
  notFoundBody:
    'This payment link does not exist or is no longer available. Check the address, or ask the merchant for a new link.',
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
  feeNote: 'The exact amount, fee included, is shown on the next step.',
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
  addressLabel: 'Deposit address',
  amountLabel: 'Exact amount',
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
};

export const fr: CheckoutStrings = {
  locale: 'fr',
  checkoutLabel: 'Paiement',
  loading: 'Chargement…',
  testModeBadge: 'Mode test',
  amountToPay: 'Montant à payer',

  notFoundTitle: 'Lien de paiement introuvable',
  notFoundBody:
    'Ce lien de paiement n’existe pas ou n’est plus disponible. Vérifiez l’adresse ou demandez un nouveau lien au marchand.',
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
  feeNote: 'Le montant exact, frais compris, est indiqué à l’étape suivante.',
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
  addressLabel: 'Adresse de dépôt',
  amountLabel: 'Montant exact',
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
