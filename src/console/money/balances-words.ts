import type { Translations } from '../context.js';

export const BALANCES_WORDS: Translations<{
  heading: string;
  currency: string;
  available: string;
  explanation: string;
  loading: string;
  failed: string;
  retry: string;
  none: string;
}> = {
  en: {
    heading: 'Balances',
    currency: 'Currency',
    available: 'Available',
    explanation:
      'Credited by successful payments (less the fee), debited when a payout or swap is made, credited back when one is cancelled, declined or fails.',
    loading: 'Loading balances…',
    failed: 'The balances could not be loaded.',
    retry: 'Load the balances again',
    none: 'No balance yet.',
  },
  fr: {
    heading: 'Soldes',
    currency: 'Devise',
    available: 'Disponible',
    explanation:
      'Crédité par les paiements réussis (moins les frais), débité à chaque retrait ou échange, recrédité quand l’un d’eux est annulé, refusé ou échoue.',
    loading: 'Chargement des soldes…',
    failed: 'Les soldes n’ont pas pu être chargés.',
    retry: 'Recharger les soldes',
    none: 'Aucun solde pour l’instant.',
  },
};
