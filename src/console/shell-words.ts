import type { Translations } from './context.js';

/** The words of the app shell, the sign-in screen and the console's shared pieces. */
export interface ShellWords {
  consoleTitle: string;
  skipToContent: string;
  primaryNavigation: string;
  payments: string;
  customers: string;
  paymentLinks: string;
  money: string;
  developers: string;
  language: string;
  theme: string;
  themeAuto: string;
  themeLight: string;
  themeDark: string;
  signOut: string;
  signingOut: string;
  signOutFailed: string;
  menu: string;
  notFoundTitle: string;
  notFoundText: string;
  backToPayments: string;
  checkingSession: string;
  sessionCheckFailed: string;
  retry: string;
  signInTitle: string;
  signInIntro: string;
  secretKey: string;
  secretKeyHint: string;
  signIn: string;
  signingIn: string;
  wrongKey: string;
  rateLimited: (seconds: number | undefined) => string;
  networkDown: string;
  invalidKey: (message: string) => string;
  serverError: (message: string) => string;
  sessionEnded: string;
  signedOutNotice: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

export const shellWords: Translations<ShellWords> = {
  en: {
    consoleTitle: 'Merchant console',
    skipToContent: 'Skip to main content',
    primaryNavigation: 'Console',
    payments: 'Payments',
    customers: 'Customers',
    paymentLinks: 'Payment links',
    money: 'Money',
    developers: 'Developers',
    language: 'Language',
    theme: 'Theme',
    themeAuto: 'Auto',
    themeLight: 'Light',
    themeDark: 'Dark',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    signOutFailed: 'Signing out did not work. Check your connection and try again.',
    menu: 'Menu',
    notFoundTitle: 'Page not found',
    notFoundText: 'The console has no page at this address.',
    backToPayments: 'Go to payments',
    checkingSession: 'Checking your session…',
    sessionCheckFailed: 'The console could not reach the service. Check your connection.',
    retry: 'Try again',
    signInTitle: 'Sign in to the merchant console',
    signInIntro:
      'Sign in with your business’s secret key. It is sent once to start a session and is not kept in this browser.',
    secretKey: 'Secret key',
    secretKeyHint: 'Starts with sk_test_ or sk_live_.',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    wrongKey: 'That secret key was not accepted. Check it and try again.',
    rateLimited: (seconds) =>
      seconds === undefined
        ? 'Too many attempts. Wait a minute, then try again.'
        : `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    networkDown: 'The service cannot be reached. Check your connection and try again.',
    invalidKey: (message) => `The key was refused: ${message}`,
    serverError: (message) => `The service could not sign you in: ${message}`,
    sessionEnded: 'Your session ended; sign in again.',
    signedOutNotice: 'You are signed out.',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy; select the text and copy it yourself.',
  },
  fr: {
    consoleTitle: 'Console marchand',
    skipToContent: 'Aller au contenu principal',
    primaryNavigation: 'Console',
    payments: 'Paiements',
    customers: 'Clients',
    paymentLinks: 'Liens de paiement',
    money: 'Argent',
    developers: 'Développeurs',
    language: 'Langue',
    theme: 'Thème',
    themeAuto: 'Automatique',
    themeLight: 'Clair',
    themeDark: 'Sombre',
    signOut: 'Se déconnecter',
    signingOut: 'Déconnexion…',
    signOutFailed: 'La déconnexion a échoué. Vérifiez votre connexion et réessayez.',
    menu: 'Menu',
    notFoundTitle: 'Page introuvable',
    notFoundText: 'La console n’a pas de page à cette adresse.',
    backToPayments: 'Aller aux paiements',
    checkingSession: 'Vérification de votre session…',
    sessionCheckFailed: 'La console ne parvient pas à joindre le service. Vérifiez votre connexion.',
    retry: 'Réessayer',
    signInTitle: 'Connexion à la console marchand',
    signInIntro:
      'Connectez-vous avec la clé secrète de votre entreprise. Elle est envoyée une fois pour ouvrir une session et n’est pas conservée dans ce navigateur.',
    secretKey: 'Clé secrète',
    secretKeyHint: 'Commence par sk_test_ ou sk_live_.',
    signIn: 'Se connecter',
    signingIn: 'Connexion…',
    wrongKey: 'Cette clé secrète n’a pas été acceptée. Vérifiez-la et réessayez.',
    rateLimited: (seconds) =>
      seconds === undefined
        ? 'Trop de tentatives. Attendez une minute, puis réessayez.'
        : `Trop de tentatives. Réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
    networkDown: 'Le service est injoignable. Vérifiez votre connexion et réessayez.',
    invalidKey: (message) => `La clé a été refusée : ${message}`,
    serverError: (message) => `Le service n’a pas pu vous connecter : ${message}`,
    sessionEnded: 'Votre session a pris fin ; reconnectez-vous.',
    signedOutNotice: 'Vous êtes déconnecté.',
    copy: 'Copier',
    copied: 'Copié',
    copyFailed: 'Copie impossible ; sélectionnez le texte et copiez-le vous-même.',
  },
};
