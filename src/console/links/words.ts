import type { Translations } from '../context.js';
import type { LinkFormField } from './link-form.js';

export interface LinksWords {
  title: string;
  newLink: string;
  createTitle: string;
  tableCaption: (count: number) => string;
  name: string;
  amount: string;
  state: string;
  active: string;
  inactive: string;
  created: string;
  loading: string;
  loadFailed: (message: string) => string;
  retry: string;
  noLinks: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  pageOf: (page: number, pages: number) => string;
  fieldLabels: Record<LinkFormField, string>;
  fieldHints: Partial<Record<LinkFormField, string>>;
  optional: string;
  create: string;
  creating: string;
  save: string;
  saving: string;
  saved: string;
  nothingChanged: string;
  cancel: string;
  formErrors: string;
  backToLinks: string;
  notFound: string;
  deactivate: string;
  reactivate: string;
  deactivated: string;
  reactivated: string;
  activeExplained: string;
  inactiveExplained: string;
  share: string;
  hostedUrl: string;
  copyUrl: string;
  openPage: string;
  qrLabel: (name: string) => string;
  snippets: string;
  scriptTag: string;
  scriptTagHelp: string;
  react: string;
  reactHelp: string;
  copySnippet: string;
  edit: string;
  payments: string;
  viewPayments: string;
}

export const linksWords: Translations<LinksWords> = {
  en: {
    title: 'Payment links',
    newLink: 'New payment link',
    createTitle: 'New payment link',
    tableCaption: (count) => `${count} payment link${count === 1 ? '' : 's'}, newest first`,
    name: 'Name',
    amount: 'Amount',
    state: 'State',
    active: 'Active',
    inactive: 'Inactive',
    created: 'Created',
    loading: 'Loading…',
    loadFailed: (message) => `Could not load: ${message}`,
    retry: 'Try again',
    noLinks: 'No payment links yet.',
    pagination: 'Pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    fieldLabels: {
      name: 'Name',
      description: 'Description',
      baseFiat: 'Currency',
      amount: 'Amount',
      successMessage: 'Success message',
      redirectLink: 'Redirect after payment',
    },
    fieldHints: {
      name: 'What the customer is paying for, as the checkout shows it.',
      baseFiat: 'The price’s currency; it cannot be changed later.',
      amount: 'In the currency above, for example 20 or 12.50.',
      successMessage: 'Shown once the payment succeeds.',
      redirectLink: 'An http or https address the hosted page sends the customer to once paid.',
    },
    optional: '(optional)',
    create: 'Create link',
    creating: 'Creating…',
    save: 'Save changes',
    saving: 'Saving…',
    saved: 'Changes saved.',
    nothingChanged: 'Nothing was changed.',
    cancel: 'Cancel',
    formErrors: 'The link was not saved:',
    backToLinks: 'All payment links',
    notFound: 'There is no payment link with this id.',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    deactivated: 'The link is deactivated: its page stays up, marked inactive, and takes no new payments.',
    reactivated: 'The link is active again.',
    activeExplained: 'Active: customers can pay on it.',
    inactiveExplained: 'Inactive: its page says so and new payments are refused.',
    share: 'Share',
    hostedUrl: 'Hosted payment page',
    copyUrl: 'Copy URL',
    openPage: 'Open the page',
    qrLabel: (name) => `QR code of the payment page of ${name}`,
    snippets: 'Put it on your site',
    scriptTag: 'Script tag',
    scriptTagHelp: 'Paste it where the Pay with crypto button should appear, inside <body>.',
    react: 'React',
    reactHelp: 'With the crypto-checkout package installed in your app.',
    copySnippet: 'Copy code',
    edit: 'Edit',
    payments: 'Payments',
    viewPayments: 'Payments made on this link',
  },
  fr: {
    title: 'Liens de paiement',
    newLink: 'Nouveau lien de paiement',
    createTitle: 'Nouveau lien de paiement',
    tableCaption: (count) => `${count} lien${count > 1 ? 's' : ''} de paiement, les plus récents d’abord`,
    name: 'Nom',
    amount: 'Montant',
    state: 'État',
    active: 'Actif',
    inactive: 'Inactif',
    created: 'Créé',
    loading: 'Chargement…',
    loadFailed: (message) => `Chargement impossible : ${message}`,
    retry: 'Réessayer',
    noLinks: 'Aucun lien de paiement pour l’instant.',
    pagination: 'Pages',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    pageOf: (page, pages) => `Page ${page} sur ${pages}`,
    fieldLabels: {
      name: 'Nom',
      description: 'Description',
      baseFiat: 'Devise',
      amount: 'Montant',
      successMessage: 'Message de réussite',
      redirectLink: 'Redirection après paiement',
    },
    fieldHints: {
      name: 'Ce que le client paie, tel que le paiement l’affiche.',
      baseFiat: 'La devise du prix ; elle ne peut plus être changée ensuite.',
      amount: 'Dans la devise ci-dessus, par exemple 20 ou 12,50.',
      successMessage: 'Affiché une fois le paiement réussi.',
      redirectLink: 'Une adresse http ou https où la page hébergée envoie le client une fois payé.',
    },
    optional: '(facultatif)',
    create: 'Créer le lien',
    creating: 'Création…',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    saved: 'Modifications enregistrées.',
    nothingChanged: 'Rien n’a été modifié.',
    cancel: 'Annuler',
    formErrors: 'Le lien n’a pas été enregistré :',
    backToLinks: 'Tous les liens de paiement',
    notFound: 'Aucun lien de paiement n’a cet identifiant.',
    deactivate: 'Désactiver',
    reactivate: 'Réactiver',
    deactivated:
      'Le lien est désactivé : sa page reste en ligne, marquée inactive, et n’accepte plus de paiements.',
    reactivated: 'Le lien est de nouveau actif.',
    activeExplained: 'Actif : les clients peuvent payer.',
    inactiveExplained: 'Inactif : sa page l’indique et les nouveaux paiements sont refusés.',
    share: 'Partager',
    hostedUrl: 'Page de paiement hébergée',
    copyUrl: 'Copier l’URL',
    openPage: 'Ouvrir la page',
    qrLabel: (name) => `QR code de la page de paiement de ${name}`,
    snippets: 'L’intégrer à votre site',
    scriptTag: 'Balise script',
    scriptTagHelp: 'Collez-la à l’endroit où le bouton de paiement doit apparaître, dans <body>.',
    react: 'React',
    reactHelp: 'Avec le paquet crypto-checkout installé dans votre application.',
    copySnippet: 'Copier le code',
    edit: 'Modifier',
    payments: 'Paiements',
    viewPayments: 'Paiements faits sur ce lien',
  },
};
