import type { Translations } from '../context.js';
import type { CustomerFormField } from './customer-form.js';

export interface CustomersWords {
  title: string;
  newCustomer: string;
  createTitle: string;
  tableCaption: (count: number, from: number, to: number) => string;
  rowsHint: string;
  name: string;
  email: string;
  refCode: string;
  created: string;
  noName: string;
  /** Read before a customer's e-mail link, which opens their payments. */
  paymentsOf: string;
  loading: string;
  loadFailed: (message: string) => string;
  retry: string;
  noCustomers: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  pageOf: (page: number, pages: number) => string;
  lookupTitle: string;
  lookupLabel: string;
  lookupHint: string;
  lookup: string;
  clearLookup: string;
  lookupResult: (refCode: string) => string;
  lookupNotFound: (refCode: string) => string;
  fieldLabels: Record<CustomerFormField, string>;
  fieldHints: Partial<Record<CustomerFormField, string>>;
  optional: string;
  create: string;
  creating: string;
  cancel: string;
  formErrors: string;
  createdNotice: (refCode: string) => string;
  createdTitle: string;
  viewPayments: string;
  addAnother: string;
  backToCustomers: string;
}

export const customersWords: Translations<CustomersWords> = {
  en: {
    title: 'Customers',
    newCustomer: 'New customer',
    createTitle: 'New customer',
    tableCaption: (count, from, to) =>
      count === 0 ? 'No customers' : `${count} customer${count === 1 ? '' : 's'}; showing ${from} to ${to}`,
    rowsHint: 'Select a customer’s e-mail to see their payments.',
    name: 'Name',
    email: 'E-mail',
    refCode: 'Reference code',
    created: 'Created',
    noName: 'No name given',
    paymentsOf: 'Payments of',
    loading: 'Loading…',
    loadFailed: (message) => `Could not load: ${message}`,
    retry: 'Try again',
    noCustomers: 'No customers yet. A customer is added when they pay, or with New customer.',
    pagination: 'Pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    lookupTitle: 'Find a customer',
    lookupLabel: 'Reference code',
    lookupHint: 'The customer’s 10-character code, letters and digits.',
    lookup: 'Find',
    clearLookup: 'Clear',
    lookupResult: (refCode) => `The customer with reference code ${refCode}`,
    lookupNotFound: (refCode) => `No customer has the reference code ${refCode}.`,
    fieldLabels: {
      email: 'E-mail',
      firstName: 'First name',
      lastName: 'Last name',
      phoneNumber: 'Phone number',
    },
    fieldHints: {
      email: 'Each customer of the business has a different e-mail.',
      phoneNumber: 'With the country code, for example +2348012345678.',
    },
    optional: '(optional)',
    create: 'Add customer',
    creating: 'Adding…',
    cancel: 'Cancel',
    formErrors: 'The customer was not added:',
    createdNotice: (refCode) => `Customer added, with reference code ${refCode}.`,
    createdTitle: 'Customer added',
    viewPayments: 'Their payments',
    addAnother: 'Add another customer',
    backToCustomers: 'All customers',
  },
  fr: {
    title: 'Clients',
    newCustomer: 'Nouveau client',
    createTitle: 'Nouveau client',
    tableCaption: (count, from, to) =>
      count === 0 ? 'Aucun client' : `${count} client${count > 1 ? 's' : ''} ; affichés : ${from} à ${to}`,
    rowsHint: 'Choisissez l’e-mail d’un client pour voir ses paiements.',
    name: 'Nom',
    email: 'E-mail',
    refCode: 'Code de référence',
    created: 'Créé',
    noName: 'Nom non renseigné',
    paymentsOf: 'Paiements de',
    loading: 'Chargement…',
    loadFailed: (message) => `Chargement impossible : ${message}`,
    retry: 'Réessayer',
    noCustomers: 'Aucun client pour l’instant. Un client est ajouté lorsqu’il paie, ou avec Nouveau client.',
    pagination: 'Pages',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    pageOf: (page, pages) => `Page ${page} sur ${pages}`,
    lookupTitle: 'Trouver un client',
    lookupLabel: 'Code de référence',
    lookupHint: 'Le code du client, 10 lettres et chiffres.',
    lookup: 'Chercher',
    clearLookup: 'Effacer',
    lookupResult: (refCode) => `Le client au code de référence ${refCode}`,
    lookupNotFound: (refCode) => `Aucun client n’a le code de référence ${refCode}.`,
    fieldLabels: {
      email: 'E-mail',
      firstName: 'Prénom',
      lastName: 'Nom',
      phoneNumber: 'Téléphone',
    },
    fieldHints: {
      email: 'Chaque client de l’entreprise a un e-mail différent.',
      phoneNumber: 'Avec l’indicatif du pays, par exemple +2348012345678.',
    },
    optional: '(facultatif)',
    create: 'Ajouter le client',
    creating: 'Ajout…',
    cancel: 'Annuler',
    formErrors: 'Le client n’a pas été ajouté :',
    createdNotice: (refCode) => `Client ajouté, avec le code de référence ${refCode}.`,
    createdTitle: 'Client ajouté',
    viewPayments: 'Ses paiements',
    addAnother: 'Ajouter un autre client',
    backToCustomers: 'Tous les clients',
  },
};
