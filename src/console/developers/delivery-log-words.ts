import type { WebhookDeliveryStatus } from '../../api/schemas/webhook.js';
import type { Translations } from '../context.js';
import type { PagedListWords } from '../paged-list-words.js';

/** The panel's words; those of its paged list come from PagedListWords. */
interface DeliveryLogWords extends PagedListWords {
  heading: string;
  explanation: string;
  endpoint: string;
  anyEndpoint: string;
  status: string;
  anyStatus: string;
  none: string;
  details: (event: string, when: string) => string;
  request: string;
  event: string;
  eventId: string;
  deliveryId: string;
  url: string;
  legacyUrl: string;
  body: string;
  response: string;
  noAttempt: string;
  nextAttempt: (when: string) => string;
  attempts: string;
  attempt: string;
  time: string;
  statusCode: string;
  noAnswer: string;
  duration: string;
  error: string;
  responseBody: string;
  redeliver: (event: string) => string;
  redelivering: string;
  redelivered: string;
  statuses: Record<WebhookDeliveryStatus, string>;
}

export const DELIVERY_LOG_WORDS: Translations<DeliveryLogWords> = {
  en: {
    heading: 'Delivery log',
    explanation:
      'Every event sent to your endpoints, newest first, with each attempt and how your server answered.',
    endpoint: 'Endpoint',
    anyEndpoint: 'All destinations',
    status: 'Status',
    anyStatus: 'Any status',
    loading: 'Loading deliveries…',
    failed: 'The deliveries could not be loaded.',
    retry: 'Load the deliveries again',
    none: 'No delivery matches.',
    count: (count) => `${count} deliver${count === 1 ? 'y' : 'ies'}`,
    previous: 'Newer deliveries',
    next: 'Older deliveries',
    page: (page, pages) => `Page ${page} of ${pages}`,
    details: (event, when) => `${event}, ${when}`,
    request: 'Request',
    event: 'Event',
    eventId: 'Event id',
    deliveryId: 'Delivery id',
    url: 'URL',
    legacyUrl: 'the business’s webhook URL',
    body: 'Body',
    response: 'Last response',
    noAttempt: 'Not attempted yet.',
    nextAttempt: (when) => `Next attempt ${when}`,
    attempts: 'Attempts',
    attempt: 'Attempt',
    time: 'Time',
    statusCode: 'HTTP status',
    noAnswer: 'no answer',
    duration: 'Duration',
    error: 'Error',
    responseBody: 'Response body (start)',
    redeliver: (event) => `Redeliver ${event}`,
    redelivering: 'Redelivering…',
    redelivered: 'Sent again as a new delivery.',
    statuses: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' },
  },
  fr: {
    heading: 'Journal des livraisons',
    explanation:
      'Chaque événement envoyé à vos points de terminaison, du plus récent au plus ancien, avec chaque tentative et la réponse de votre serveur.',
    endpoint: 'Point de terminaison',
    anyEndpoint: 'Toutes les destinations',
    status: 'Statut',
    anyStatus: 'Tout statut',
    loading: 'Chargement des livraisons…',
    failed: 'Les livraisons n’ont pas pu être chargées.',
    retry: 'Recharger les livraisons',
    none: 'Aucune livraison ne correspond.',
    count: (count) => `${count} livraison${count === 1 ? '' : 's'}`,
    previous: 'Livraisons plus récentes',
    next: 'Livraisons plus anciennes',
    page: (page, pages) => `Page ${page} sur ${pages}`,
    details: (event, when) => `${event}, ${when}`,
    request: 'Requête',
    event: 'Événement',
    eventId: 'Identifiant de l’événement',
    deliveryId: 'Identifiant de la livraison',
    url: 'URL',
    legacyUrl: 'l’URL de webhook de l’entreprise',
    body: 'Corps',
    response: 'Dernière réponse',
    noAttempt: 'Pas encore tentée.',
    nextAttempt: (when) => `Prochaine tentative ${when}`,
    attempts: 'Tentatives',
    attempt: 'Tentative',
    time: 'Heure',
    statusCode: 'Statut HTTP',
    noAnswer: 'pas de réponse',
    duration: 'Durée',
    error: 'Erreur',
    responseBody: 'Corps de la réponse (début)',
    redeliver: (event) => `Relivrer ${event}`,
    redelivering: 'Relivraison…',
    redelivered: 'Renvoyé comme nouvelle livraison.',
    statuses: { pending: 'En attente', delivered: 'Livrée', failed: 'Échouée' },
  },
};
