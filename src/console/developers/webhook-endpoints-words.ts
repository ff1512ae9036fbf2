import type { WebhookEventName } from '../../api/schemas/webhook.js';
import type { Translations } from '../context.js';

export const WEBHOOK_ENDPOINTS_WORDS: Translations<{
  heading: string;
  explanation: string;
  loading: string;
  failed: string;
  retry: string;
  none: string;
  url: string;
  description: string;
  events: string;
  allEvents: string;
  allEventsHint: string;
  chooseEvents: string;
  status: string;
  active: string;
  inactive: string;
  previousSecretUntil: (when: string) => string;
  actions: string;
  add: string;
  addHeading: string;
  adding: string;
  create: string;
  edit: (url: string) => string;
  editHeading: string;
  save: string;
  saving: string;
  cancelEdit: string;
  disable: (url: string) => string;
  enable: (url: string) => string;
  disableTitle: string;
  disableExplanation: string;
  disableConfirm: string;
  rollSecret: (url: string) => string;
  rollTitle: string;
  rollExplanation: string;
  gracePeriod: string;
  graceChoices: Record<number, string>;
  rollConfirm: string;
  sendTest: (url: string) => string;
  testSent: string;
  remove: (url: string) => string;
  removeTitle: string;
  removeExplanation: (url: string) => string;
  removeConfirm: string;
  secretTitle: string;
  secretWarning: string;
  secretLabel: string;
  eventNames: Record<WebhookEventName, string>;
}> = {
  en: {
    heading: 'Webhook endpoints',
    explanation:
      'Each endpoint receives the events it chose, signed with its own secret (X-Crypto-Checkout-Signature). See docs/webhooks.md for checking a request.',
    loading: 'Loading endpoints…',
    failed: 'The endpoints could not be loaded.',
    retry: 'Load the endpoints again',
    none: 'No endpoint yet.',
    url: 'URL',
    description: 'Description (optional)',
    events: 'Events',
    allEvents: 'Every event',
    allEventsHint: 'Including events added to the API later.',
    chooseEvents: 'Choose every event, or at least one.',
    status: 'Status',
    active: 'Active',
    inactive: 'Disabled',
    previousSecretUntil: (when) => `Previous secret signs until ${when}`,
    actions: 'Actions',
    add: 'Add an endpoint',
    addHeading: 'New endpoint',
    adding: 'Adding…',
    create: 'Add the endpoint',
    edit: (url) => `Edit ${url}`,
    editHeading: 'Edit the endpoint',
    save: 'Save the endpoint',
    saving: 'Saving…',
    cancelEdit: 'Cancel',
    disable: (url) => `Disable ${url}`,
    enable: (url) => `Enable ${url}`,
    disableTitle: 'Disable the endpoint?',
    disableExplanation:
      'It receives no new events while disabled, and its pending deliveries wait until it is enabled again.',
    disableConfirm: 'Disable the endpoint',
    rollSecret: (url) => `Roll the signing secret of ${url}`,
    rollTitle: 'Roll the signing secret?',
    rollExplanation:
      'A new secret is made and shown once. During the grace period both secrets sign each request, so your receiver can switch without missing one.',
    gracePeriod: 'The old secret keeps signing for',
    graceChoices: { 0: 'No time: stop it now', 3600: 'One hour', 86400: 'One day', 604800: 'Seven days' },
    rollConfirm: 'Roll the secret',
    sendTest: (url) => `Send a test event to ${url}`,
    testSent: 'Test event sent: see the delivery log.',
    remove: (url) => `Delete ${url}`,
    removeTitle: 'Delete the endpoint?',
    removeExplanation: (url) =>
      `${url} will receive nothing more; its pending deliveries fail. Its past deliveries stay in the log.`,
    removeConfirm: 'Delete the endpoint',
    secretTitle: 'The endpoint’s signing secret',
    secretWarning:
      'This is the only time the secret is shown. Put it in your receiver’s configuration now: it checks every request with it.',
    secretLabel: 'the signing secret',
    eventNames: {
      'transaction.success': 'Payment succeeded',
      'transaction.failed': 'Payment failed',
      'transaction.expired': 'Payment expired',
      'transaction.late_payment': 'Late payment',
      'payoutRequest.success': 'Payout paid',
      'payoutRequest.failed': 'Payout failed',
      'payoutRequest.declined': 'Payout declined',
      'payoutRequest.cancelled': 'Payout cancelled',
      'swap.completed': 'Swap completed',
    },
  },
  fr: {
    heading: 'Points de terminaison des webhooks',
    explanation:
      'Chaque point de terminaison reçoit les événements choisis, signés avec son propre secret (X-Crypto-Checkout-Signature). Voir docs/webhooks.md pour vérifier une requête.',
    loading: 'Chargement des points de terminaison…',
    failed: 'Les points de terminaison n’ont pas pu être chargés.',
    retry: 'Recharger les points de terminaison',
    none: 'Aucun point de terminaison pour l’instant.',
    url: 'URL',
    description: 'Description (facultative)',
    events: 'Événements',
    allEvents: 'Tous les événements',
    allEventsHint: 'Y compris ceux que l’API ajoutera plus tard.',
    chooseEvents: 'Choisissez tous les événements, ou au moins un.',
    status: 'Statut',
    active: 'Actif',
    inactive: 'Désactivé',
    previousSecretUntil: (when) => `L’ancien secret signe jusqu’au ${when}`,
    actions: 'Actions',
    add: 'Ajouter un point de terminaison',
    addHeading: 'Nouveau point de terminaison',
    adding: 'Ajout…',
    create: 'Ajouter le point de terminaison',
    edit: (url) => `Modifier ${url}`,
    editHeading: 'Modifier le point de terminaison',
    save: 'Enregistrer le point de terminaison',
    saving: 'Enregistrement…',
    cancelEdit: 'Annuler',
    disable: (url) => `Désactiver ${url}`,
    enable: (url) => `Activer ${url}`,
    disableTitle: 'Désactiver le point de terminaison ?',
    disableExplanation:
      'Il ne reçoit plus de nouveaux événements tant qu’il est désactivé, et ses livraisons en attente patientent jusqu’à sa réactivation.',
    disableConfirm: 'Désactiver le point de terminaison',
    rollSecret: (url) => `Renouveler le secret de signature de ${url}`,
    rollTitle: 'Renouveler le secret de signature ?',
    rollExplanation:
      'Un nouveau secret est créé et affiché une seule fois. Pendant le délai de grâce, les deux secrets signent chaque requête : votre récepteur peut changer sans en manquer une.',
    gracePeriod: 'L’ancien secret continue de signer pendant',
    graceChoices: {
      0: 'Aucun délai : l’arrêter tout de suite',
      3600: 'Une heure',
      86400: 'Un jour',
      604800: 'Sept jours',
    },
    rollConfirm: 'Renouveler le secret',
    sendTest: (url) => `Envoyer un événement de test à ${url}`,
    testSent: 'Événement de test envoyé : voir le journal des livraisons.',
    remove: (url) => `Supprimer ${url}`,
    removeTitle: 'Supprimer le point de terminaison ?',
    removeExplanation: (url) =>
      `${url} ne recevra plus rien ; ses livraisons en attente échouent. Ses livraisons passées restent dans le journal.`,
    removeConfirm: 'Supprimer le point de terminaison',
    secretTitle: 'Le secret de signature du point de terminaison',
    secretWarning:
      'C’est la seule fois où le secret est affiché. Mettez-le dès maintenant dans la configuration de votre récepteur : il vérifie chaque requête avec.',
    secretLabel: 'le secret de signature',
    eventNames: {
      'transaction.success': 'Paiement réussi',
      'transaction.failed': 'Paiement échoué',
      'transaction.expired': 'Paiement expiré',
      'transaction.late_payment': 'Paiement tardif',
      'payoutRequest.success': 'Retrait payé',
      'payoutRequest.failed': 'Retrait échoué',
      'payoutRequest.declined': 'Retrait refusé',
      'payoutRequest.cancelled': 'Retrait annulé',
      'swap.completed': 'Échange terminé',
    },
  },
};
