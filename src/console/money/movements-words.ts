import type { Translations } from '../context.js';

interface SummaryDetails {
  currency: string;
  inflow: string;
  outflow: string;
  net: string;
  payments: number;
  payouts: number;
  swaps: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const pluriel = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

export const MOVEMENTS_WORDS: Translations<{
  heading: string;
  explanation: string;
  currency: string;
  loading: string;
  failed: string;
  retry: string;
  day: string;
  received: string;
  swappedIn: string;
  paidOut: string;
  swappedOut: string;
  net: string;
  tableCaption: (currency: string) => string;
  summary: (details: SummaryDetails) => string;
  truncated: string;
}> = {
  en: {
    heading: 'Last 30 days',
    explanation:
      'Each day (UTC), above the line what came in: successful payments (less the fee, on the day they completed) and completed swaps into the currency. Below the line what went out: payouts (on the day they were requested; cancelled and declined ones were credited back and are left out) and completed swaps out of the currency.',
    currency: 'Currency',
    loading: 'Loading the last 30 days…',
    failed: 'The payments, payouts and swaps of the last 30 days could not be loaded.',
    retry: 'Load the last 30 days again',
    day: 'Day',
    received: 'From payments',
    swappedIn: 'Swapped in',
    paidOut: 'Paid out',
    swappedOut: 'Swapped out',
    net: 'Net',
    tableCaption: (currency) => `What came in and went out each day in ${currency}, last 30 days`,
    summary: ({ currency, inflow, outflow, net, payments, payouts, swaps }) =>
      payments + payouts + swaps === 0
        ? `Bar chart: nothing moved in ${currency} in the last 30 days.`
        : `Bar chart of the last 30 days in ${currency}: ${inflow} in, ${outflow} out, net ${net}; from ${plural(payments, 'payment', 'payments')}, ${plural(payouts, 'payout', 'payouts')} and ${plural(swaps, 'swap', 'swaps')}.`,
    truncated: 'The month holds more records than the console reads: only the newest are counted.',
  },
  fr: {
    heading: '30 derniers jours',
    explanation:
      'Chaque jour (UTC), au-dessus de la ligne ce qui est entré : les paiements réussis (moins les frais, le jour de leur achèvement) et les échanges terminés vers la devise. Sous la ligne ce qui est sorti : les retraits (le jour de leur demande ; ceux annulés ou refusés ont été recrédités et ne comptent pas) et les échanges terminés depuis la devise.',
    currency: 'Devise',
    loading: 'Chargement des 30 derniers jours…',
    failed: 'Les paiements, retraits et échanges des 30 derniers jours n’ont pas pu être chargés.',
    retry: 'Recharger les 30 derniers jours',
    day: 'Jour',
    received: 'Des paiements',
    swappedIn: 'Reçu par échange',
    paidOut: 'Retiré',
    swappedOut: 'Cédé par échange',
    net: 'Solde du jour',
    tableCaption: (currency) => `Entrées et sorties de chaque jour en ${currency}, 30 derniers jours`,
    summary: ({ currency, inflow, outflow, net, payments, payouts, swaps }) =>
      payments + payouts + swaps === 0
        ? `Histogramme : aucun mouvement en ${currency} ces 30 derniers jours.`
        : `Histogramme des 30 derniers jours en ${currency} : ${inflow} entrés, ${outflow} sortis, net ${net} ; par ${pluriel(payments, 'paiement', 'paiements')}, ${pluriel(payouts, 'retrait', 'retraits')} et ${pluriel(swaps, 'échange', 'échanges')}.`,
    truncated:
      'Le mois contient plus d’enregistrements que la console n’en lit : seuls les plus récents sont comptés.',
  },
};
