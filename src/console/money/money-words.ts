import type { Translations } from '../context.js';

export const MONEY_WORDS: Translations<{ title: string; intro: string }> = {
  en: {
    title: 'Money',
    intro:
      'Your balances, what came in and went out over the last 30 days, payouts, swaps and how the books stand.',
  },
  fr: {
    title: 'Argent',
    intro:
      'Vos soldes, les entrées et sorties des 30 derniers jours, les retraits, les échanges et l’état des comptes.',
  },
};
