import type { TransactionStatus } from '../../api/schemas/transaction.js';
import type { Translations } from '../context.js';
import type { TimelineStep } from './timeline.js';

export interface PaymentsWords {
  title: string;
  newPayment: string;
  filters: string;
  status: string;
  anyStatus: string;
  statusNames: Record<TransactionStatus, string>;
  crypto: string;
  anyCrypto: string;
  paymentLink: string;
  anyLink: string;
  noLink: string;
  createdFrom: string;
  createdTo: string;
  email: string;
  applyFilters: string;
  clearFilters: string;
  tableCaption: (count: number, from: number, to: number) => string;
  reference: string;
  created: string;
  amount: string;
  customer: string;
  link: string;
  loading: string;
  loadFailed: (message: string) => string;
  retry: string;
  noPayments: string;
  noMatches: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  pageOf: (page: number, pages: number) => string;
  liveConnected: string;
  liveReconnecting: string;
  announceUpdated: (reference: string, status: string) => string;
  announceAdded: (reference: string) => string;
  announceRemoved: (reference: string, status: string) => string;
  backToPayments: string;
  detailTitle: (reference: string) => string;
  notFound: string;
  timeline: string;
  timelineSteps: Record<TimelineStep['kind'], string>;
  timeNotRecorded: string;
  amounts: string;
  expected: string;
  expectedWithFee: string;
  received: string;
  excess: string;
  late: string;
  fee: string;
  failureReason: string;
  deposit: string;
  depositAddress: string;
  viewOnExplorer: string;
  network: string;
  signatures: string;
  paymentSignature: string;
  latePaymentSignature: string;
  settlementSignature: string;
  noSignatures: string;
  metadata: string;
  metadataVerified: string;
  metadataUnverified: string;
  noMetadata: string;
  webhooks: string;
  /** Shown when the payment has more deliveries than one page holds. */
  moreWebhooks: (shown: number, total: number) => string;
  noWebhooks: string;
  event: string;
  destination: string;
  deliveryStatus: string;
  deliveryStatusNames: Record<'pending' | 'delivered' | 'failed', string>;
  attempts: string;
  lastAnswer: string;
  noAnswer: string;
}

export const paymentsWords: Translations<PaymentsWords> = {
  en: {
    title: 'Payments',
    newPayment: 'New payment',
    filters: 'Filters',
    status: 'Status',
    anyStatus: 'Any status',
    statusNames: {
      pending: 'Pending',
      pending_settlement: 'Settling',
      success: 'Succeeded',
      failed: 'Failed',
      expired: 'Expired',
    },
    crypto: 'Cryptocurrency',
    anyCrypto: 'Any cryptocurrency',
    paymentLink: 'Payment link',
    anyLink: 'Any payment link',
    noLink: '—',
    createdFrom: 'Created from',
    createdTo: 'Created until',
    email: 'Customer e-mail',
    applyFilters: 'Apply filters',
    clearFilters: 'Clear filters',
    tableCaption: (count, from, to) =>
      count === 0 ? 'No payments' : `Payments ${from} to ${to} of ${count}, newest first`,
    reference: 'Reference',
    created: 'Created',
    amount: 'Amount',
    customer: 'Customer',
    link: 'Link',
    loading: 'Loading…',
    loadFailed: (message) => `Could not load: ${message}`,
    retry: 'Try again',
    noPayments: 'No payments yet. They appear here as customers start paying.',
    noMatches: 'No payments match these filters.',
    pagination: 'Pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    liveConnected: 'Live: changes appear as they happen.',
    liveReconnecting: 'Live updates interrupted; reconnecting…',
    announceUpdated: (reference, status) => `Payment ${reference} is now ${status}.`,
    announceAdded: (reference) => `New payment ${reference}.`,
    announceRemoved: (reference, status) => `Payment ${reference} is now ${status} and left this list.`,
    backToPayments: 'All payments',
    detailTitle: (reference) => `Payment ${reference}`,
    notFound: 'There is no payment with this reference.',
    timeline: 'Timeline',
    timelineSteps: {
      created: 'Created',
      payment_seen: 'First payment seen',
      completed: 'Completed',
      failed: 'Failed',
      expired: 'Expired',
      expires: 'Expires',
    },
    timeNotRecorded: 'time not recorded',
    amounts: 'Amounts',
    expected: 'Expected',
    expectedWithFee: 'Expected, with fee',
    received: 'Received',
    excess: 'Excess',
    late: 'Received after closing',
    fee: 'Fee',
    failureReason: 'Why it failed',
    deposit: 'Deposit',
    depositAddress: 'Deposit address',
    viewOnExplorer: 'View on Solana Explorer',
    network: 'Network',
    signatures: 'On-chain signatures',
    paymentSignature: 'Payment',
    latePaymentSignature: 'Late payment',
    settlementSignature: 'Settlement of a late payment',
    noSignatures: 'No transfer seen on the chain yet.',
    metadata: 'Metadata',
    metadataVerified: 'Verified: set by your server (secret key or signed metadata).',
    metadataUnverified: 'Not verified: attached by the checkout page, so anyone could have changed it.',
    noMetadata: 'No metadata.',
    webhooks: 'Webhook deliveries',
    moreWebhooks: (shown, total) => `The ${shown} most recent of ${total} deliveries.`,
    noWebhooks: 'No webhook was sent for this payment.',
    event: 'Event',
    destination: 'Destination',
    deliveryStatus: 'Status',
    deliveryStatusNames: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' },
    attempts: 'Attempts',
    lastAnswer: 'Last answer',
    noAnswer: 'no answer',
  },
  fr: {
    title: 'Paiements',
    newPayment: 'Nouveau paiement',
    filters: 'Filtres',
    status: 'Statut',
    anyStatus: 'Tous les statuts',
    statusNames: {
      pending: 'En attente',
      pending_settlement: 'En règlement',
      success: 'Réussi',
      failed: 'Échoué',
      expired: 'Expiré',
    },
    crypto: 'Cryptomonnaie',
    anyCrypto: 'Toutes les cryptomonnaies',
    paymentLink: 'Lien de paiement',
    anyLink: 'Tous les liens',
    noLink: '—',
    createdFrom: 'Créé à partir du',
    createdTo: 'Créé jusqu’au',
    email: 'E-mail du client',
    applyFilters: 'Appliquer les filtres',
    clearFilters: 'Effacer les filtres',
    tableCaption: (count, from, to) =>
      count === 0 ? 'Aucun paiement' : `Paiements ${from} à ${to} sur ${count}, les plus récents d’abord`,
    reference: 'Référence',
    created: 'Créé',
    amount: 'Montant',
    customer: 'Client',
    link: 'Lien',
    loading: 'Chargement…',
    loadFailed: (message) => `Chargement impossible : ${message}`,
    retry: 'Réessayer',
    noPayments: 'Aucun paiement pour l’instant. Ils apparaissent ici dès que des clients commencent à payer.',
    noMatches: 'Aucun paiement ne correspond à ces filtres.',
    pagination: 'Pages',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    pageOf: (page, pages) => `Page ${page} sur ${pages}`,
    liveConnected: 'En direct : les changements apparaissent dès qu’ils ont lieu.',
    liveReconnecting: 'Mises à jour en direct interrompues ; reconnexion…',
    announceUpdated: (reference, status) => `Le paiement ${reference} est maintenant ${status}.`,
    announceAdded: (reference) => `Nouveau paiement ${reference}.`,
    announceRemoved: (reference, status) =>
      `Le paiement ${reference} est maintenant ${status} et a quitté cette liste.`,
    backToPayments: 'Tous les paiements',
    detailTitle: (reference) => `Paiement ${reference}`,
    notFound: 'Aucun paiement n’a cette référence.',
    timeline: 'Chronologie',
    timelineSteps: {
      created: 'Créé',
      payment_seen: 'Premier paiement reçu',
      completed: 'Terminé',
      failed: 'Échoué',
      expired: 'Expiré',
      expires: 'Expire',
    },
    timeNotRecorded: 'heure non enregistrée',
    amounts: 'Montants',
    expected: 'Attendu',
    expectedWithFee: 'Attendu, frais compris',
    received: 'Reçu',
    excess: 'Excédent',
    late: 'Reçu après la clôture',
    fee: 'Frais',
    failureReason: 'Raison de l’échec',
    deposit: 'Dépôt',
    depositAddress: 'Adresse de dépôt',
    viewOnExplorer: 'Voir dans Solana Explorer',
    network: 'Réseau',
    signatures: 'Signatures sur la chaîne',
    paymentSignature: 'Paiement',
    latePaymentSignature: 'Paiement tardif',
    settlementSignature: 'Règlement d’un paiement tardif',
    noSignatures: 'Aucun transfert vu sur la chaîne pour l’instant.',
    metadata: 'Métadonnées',
    metadataVerified: 'Vérifiées : fixées par votre serveur (clé secrète ou métadonnées signées).',
    metadataUnverified:
      'Non vérifiées : jointes par la page de paiement, n’importe qui a donc pu les modifier.',
    noMetadata: 'Aucune métadonnée.',
    webhooks: 'Envois de webhooks',
    moreWebhooks: (shown, total) => `Les ${shown} envois les plus récents sur ${total}.`,
    noWebhooks: 'Aucun webhook n’a été envoyé pour ce paiement.',
    event: 'Événement',
    destination: 'Destination',
    deliveryStatus: 'Statut',
    deliveryStatusNames: { pending: 'En attente', delivered: 'Livré', failed: 'Échoué' },
    attempts: 'Tentatives',
    lastAnswer: 'Dernière réponse',
    noAnswer: 'pas de réponse',
  },
};
