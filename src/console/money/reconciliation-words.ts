import type { Translations } from '../context.js';

type ReconciliationStatus = 'ok' | 'surplus' | 'shortfall' | 'books_disagree';

export const RECONCILIATION_WORDS: Translations<{
  heading: string;
  badge: string;
  explanation: string;
  refresh: string;
  refreshing: string;
  loading: string;
  failed: string;
  none: string;
  allAgree: string;
  someDisagree: (count: number) => string;
  currency: string;
  balance: string;
  movements: string;
  ledgerFunds: string;
  inTransit: string;
  difference: string;
  result: string;
  statuses: Record<ReconciliationStatus, string>;
  agree: string;
  disagree: string;
}> = {
  en: {
    heading: 'Reconciliation',
    badge: 'Sandbox check',
    explanation:
      'For each currency, your balance in the books, the sum of its movements, and the funds the ledger holds for you must agree. This is the sandbox’s own check, shown as it answers it.',
    refresh: 'Check the books again',
    refreshing: 'Checking…',
    loading: 'Checking the books…',
    failed: 'The reconciliation could not be loaded.',
    none: 'Nothing to reconcile yet.',
    allAgree: 'Books and ledger agree.',
    someDisagree: (count) => `${count} currenc${count === 1 ? 'y does' : 'ies do'} not agree.`,
    currency: 'Currency',
    balance: 'Balance (books)',
    movements: 'Sum of movements',
    ledgerFunds: 'Ledger funds',
    inTransit: 'In transit',
    difference: 'Difference',
    result: 'Result',
    statuses: {
      ok: 'Agree',
      surplus: 'Surplus on the ledger (harmless)',
      shortfall: 'Shortfall: the ledger holds less than the books owe',
      books_disagree: 'The balance is not the sum of its movements',
    },
    agree: 'Agree',
    disagree: 'Disagree',
  },
  fr: {
    heading: 'Rapprochement',
    badge: 'Contrôle du bac à sable',
    explanation:
      'Pour chaque devise, votre solde comptable, la somme de ses mouvements et les fonds que le registre détient pour vous doivent concorder. C’est le contrôle du bac à sable lui-même, tel qu’il le répond.',
    refresh: 'Revérifier les comptes',
    refreshing: 'Vérification…',
    loading: 'Vérification des comptes…',
    failed: 'Le rapprochement n’a pas pu être chargé.',
    none: 'Rien à rapprocher pour l’instant.',
    allAgree: 'Les comptes et le registre concordent.',
    someDisagree: (count) => `${count} devise${count === 1 ? ' ne concorde' : 's ne concordent'} pas.`,
    currency: 'Devise',
    balance: 'Solde (comptes)',
    movements: 'Somme des mouvements',
    ledgerFunds: 'Fonds du registre',
    inTransit: 'En transit',
    difference: 'Écart',
    result: 'Résultat',
    statuses: {
      ok: 'Concordent',
      surplus: 'Excédent sur le registre (sans danger)',
      shortfall: 'Déficit : le registre détient moins que ce que les comptes doivent',
      books_disagree: 'Le solde n’est pas la somme de ses mouvements',
    },
    agree: 'Concordent',
    disagree: 'Ne concordent pas',
  },
};
