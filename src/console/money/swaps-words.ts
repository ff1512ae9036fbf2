import type { SwapStatus } from '../../api/schemas/swap.js';
import type { Translations } from '../context.js';
import type { MoneyListWords } from './MoneyList.js';

/** The panel's words; those of its list come from MoneyListWords. */
interface SwapsWords extends MoneyListWords<SwapStatus> {
  heading: string;
  from: string;
  to: string;
  amount: string;
  quote: string;
  quoting: string;
  quoteResult: (details: {
    amount: string;
    fee: string;
    rate: string;
    output: string;
    minimum: string;
  }) => string;
  quoteNote: string;
  swap: (amount: string, to: string) => string;
  swapping: string;
  requested: string;
  input: string;
  minimumOutput: string;
  output: string;
  fee: string;
  status: string;
  created: string;
}

export const SWAPS_WORDS: Translations<SwapsWords> = {
  en: {
    heading: 'Swaps',
    from: 'From',
    to: 'To',
    amount: 'Amount to swap',
    quote: 'Get a quote',
    quoting: 'Getting a quote…',
    quoteResult: ({ amount, fee, rate, output, minimum }) =>
      `${amount}, less a fee of ${fee}, at 1 = ${rate}: about ${output}, and at least ${minimum}.`,
    quoteNote:
      'At the gateway’s configured rates. The swap completes at the rates configured then, and fails rather than pay out less than the least shown.',
    swap: (amount, to) => `Swap ${amount} to ${to}`,
    swapping: 'Swapping…',
    requested: 'Swap requested: it completes shortly.',
    listHeading: 'All swaps',
    statusFilter: 'Show swaps that are',
    anyStatus: 'Any status',
    loading: 'Loading swaps…',
    failed: 'The swaps could not be loaded.',
    retry: 'Load the swaps again',
    none: 'No swap requested yet.',
    noneMatching: 'No swap has this status.',
    count: (count) => `${count} swap${count === 1 ? '' : 's'}, newest first`,
    previous: 'Newer swaps',
    next: 'Older swaps',
    page: (page, pages) => `Page ${page} of ${pages}`,
    input: 'Swapped',
    minimumOutput: 'At least',
    output: 'Received',
    fee: 'Fee',
    status: 'Status',
    created: 'Requested',
    statuses: { PENDING: 'Pending', COMPLETED: 'Completed', FAILED: 'Failed' },
  },
  fr: {
    heading: 'Échanges',
    from: 'De',
    to: 'Vers',
    amount: 'Montant à échanger',
    quote: 'Obtenir un devis',
    quoting: 'Devis en cours…',
    quoteResult: ({ amount, fee, rate, output, minimum }) =>
      `${amount}, moins des frais de ${fee}, à 1 = ${rate} : environ ${output}, et au moins ${minimum}.`,
    quoteNote:
      'Aux cours configurés dans la passerelle. L’échange se conclut aux cours configurés à ce moment-là, et échoue plutôt que de verser moins que le minimum indiqué.',
    swap: (amount, to) => `Échanger ${amount} en ${to}`,
    swapping: 'Échange en cours…',
    requested: 'Échange demandé : il se termine sous peu.',
    listHeading: 'Tous les échanges',
    statusFilter: 'Afficher les échanges au statut',
    anyStatus: 'Tous les statuts',
    loading: 'Chargement des échanges…',
    failed: 'Les échanges n’ont pas pu être chargés.',
    retry: 'Recharger les échanges',
    none: 'Aucun échange demandé pour l’instant.',
    noneMatching: 'Aucun échange n’a ce statut.',
    count: (count) => `${count} échange${count > 1 ? 's' : ''}, du plus récent au plus ancien`,
    previous: 'Échanges plus récents',
    next: 'Échanges plus anciens',
    page: (page, pages) => `Page ${page} sur ${pages}`,
    input: 'Échangé',
    minimumOutput: 'Au moins',
    output: 'Reçu',
    fee: 'Frais',
    status: 'Statut',
    created: 'Demandé',
    statuses: { PENDING: 'En attente', COMPLETED: 'Terminé', FAILED: 'Échoué' },
  },
};
