import type { PayoutStatus } from '../../api/schemas/payout.js';
import type { Translations } from '../context.js';
import type { MoneyListWords } from './MoneyList.js';

/** The panel's words; those of its list come from MoneyListWords. */
interface PayoutsWords extends MoneyListWords<PayoutStatus> {
  heading: string;
  toBank: string;
  toAddress: string;
  kind: string;
  bankCountryCurrency: string;
  bank: string;
  chooseBank: string;
  banksLoading: string;
  banksFailed: string;
  accountNumber: string;
  checkAccount: string;
  checking: string;
  accountHolder: (name: string, bank: string) => string;
  changeAccount: string;
  amount: string;
  currency: string;
  address: string;
  sendToBank: string;
  sendToAddress: string;
  sending: string;
  sent: string;
  bankAccount: string;
  status: string;
  destination: string;
  requested: string;
  settled: string;
  actions: string;
  cancel: (amount: string) => string;
  confirmCancel: (amount: string) => string;
  keep: string;
  cancelFailed: string;
  declined: (reason: string) => string;
}

export const PAYOUTS_WORDS: Translations<PayoutsWords> = {
  en: {
    heading: 'Payouts',
    toBank: 'To a bank account',
    toAddress: 'To a Solana address',
    kind: 'Where the payout goes',
    bankCountryCurrency: 'Bank currency',
    bank: 'Bank',
    chooseBank: 'Choose a bank',
    banksLoading: 'Loading banks…',
    banksFailed: 'The banks could not be loaded.',
    accountNumber: 'Account number',
    checkAccount: 'Check the account',
    checking: 'Checking…',
    accountHolder: (name, bank) =>
      `The account belongs to ${name}, at ${bank}. Check the name before sending.`,
    changeAccount: 'Change the account',
    amount: 'Amount',
    currency: 'Paid from',
    address: 'Solana address',
    sendToBank: 'Send the bank payout',
    sendToAddress: 'Send the payout to the address',
    sending: 'Sending…',
    sent: 'Payout requested.',
    listHeading: 'All payouts',
    statusFilter: 'Show payouts that are',
    anyStatus: 'Any status',
    loading: 'Loading payouts…',
    failed: 'The payouts could not be loaded.',
    retry: 'Load the payouts again',
    none: 'No payout requested yet.',
    noneMatching: 'No payout has this status.',
    count: (count) => `${count} payout${count === 1 ? '' : 's'}, newest first`,
    previous: 'Newer payouts',
    next: 'Older payouts',
    page: (page, pages) => `Page ${page} of ${pages}`,
    bankAccount: 'Bank account',
    status: 'Status',
    destination: 'Destination',
    requested: 'Requested',
    settled: 'Settled',
    actions: 'Actions',
    cancel: (amount) => `Cancel the payout of ${amount}`,
    confirmCancel: (amount) => `Yes, cancel the payout of ${amount}`,
    keep: 'Keep it',
    cancelFailed: 'The payout could not be cancelled.',
    declined: (reason) => `Declined: ${reason}`,
    statuses: {
      PENDING: 'Pending',
      PROCESSING: 'Processing',
      FULFILLED: 'Paid',
      DECLINED: 'Declined',
      CANCELLED: 'Cancelled',
    },
  },
  fr: {
    heading: 'Retraits',
    toBank: 'Vers un compte bancaire',
    toAddress: 'Vers une adresse Solana',
    kind: 'Destination du retrait',
    bankCountryCurrency: 'Devise de la banque',
    bank: 'Banque',
    chooseBank: 'Choisissez une banque',
    banksLoading: 'Chargement des banques…',
    banksFailed: 'Les banques n’ont pas pu être chargées.',
    accountNumber: 'Numéro de compte',
    checkAccount: 'Vérifier le compte',
    checking: 'Vérification…',
    accountHolder: (name, bank) =>
      `Le compte appartient à ${name}, chez ${bank}. Vérifiez le nom avant d’envoyer.`,
    changeAccount: 'Changer de compte',
    amount: 'Montant',
    currency: 'Payé en',
    address: 'Adresse Solana',
    sendToBank: 'Envoyer le retrait bancaire',
    sendToAddress: 'Envoyer le retrait à l’adresse',
    sending: 'Envoi…',
    sent: 'Retrait demandé.',
    listHeading: 'Tous les retraits',
    statusFilter: 'Afficher les retraits au statut',
    anyStatus: 'Tous les statuts',
    loading: 'Chargement des retraits…',
    failed: 'Les retraits n’ont pas pu être chargés.',
    retry: 'Recharger les retraits',
    none: 'Aucun retrait demandé pour l’instant.',
    noneMatching: 'Aucun retrait n’a ce statut.',
    count: (count) => `${count} retrait${count > 1 ? 's' : ''}, du plus récent au plus ancien`,
    previous: 'Retraits plus récents',
    next: 'Retraits plus anciens',
    page: (page, pages) => `Page ${page} sur ${pages}`,
    bankAccount: 'Compte bancaire',
    status: 'Statut',
    destination: 'Destination',
    requested: 'Demandé',
    settled: 'Réglé',
    actions: 'Actions',
    cancel: (amount) => `Annuler le retrait de ${amount}`,
    confirmCancel: (amount) => `Oui, annuler le retrait de ${amount}`,
    keep: 'Le garder',
    cancelFailed: 'Le retrait n’a pas pu être annulé.',
    declined: (reason) => `Refusé : ${reason}`,
    statuses: {
      PENDING: 'En attente',
      PROCESSING: 'En cours',
      FULFILLED: 'Payé',
      DECLINED: 'Refusé',
      CANCELLED: 'Annulé',
    },
  },
};
