import { durationPhrase } from './plural.js';
import { CURRENCY_NAMES, approximately, networkName } from './shared.js';
import type { CheckoutStrings } from './types.js';

export const fr: CheckoutStrings = {
  locale: 'fr',
  dir: 'ltr',
  languageLabel: 'Langue',
  minuteCount: { one: '{n} minute', many: '{n} de minutes', other: '{n} minutes' },
  secondCount: { one: '{n} seconde', many: '{n} de secondes', other: '{n} secondes' },
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
  currencyName: CURRENCY_NAMES,
  approximately,
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
    seconds <= 0 ? 'Le temps pour payer est écoulé.' : `Il reste ${durationPhrase(fr, seconds)} pour payer.`,
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
  walletNetworkName: (chain) => networkName(chain, 'le réseau du bac à sable'),
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
