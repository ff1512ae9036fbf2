import type { Translations } from '../context.js';
import type { PaymentFormField } from './payment-form.js';

export interface NewPaymentWords {
  title: string;
  intro: string;
  backToPayments: string;
  fieldLabels: Record<PaymentFormField, string>;
  fieldHints: Partial<Record<PaymentFormField, string>>;
  optional: string;
  metadataNotJson: string;
  create: string;
  creating: string;
  cancel: string;
  formErrors: string;
  createdTitle: string;
  createdNotice: (reference: string) => string;
  reference: string;
  depositAddress: string;
  amountToSend: string;
  amountInFiat: string;
  expires: string;
  checkoutUrl: string;
  checkoutUrlHelp: string;
  copyCheckoutUrl: string;
  copyAddress: string;
  viewPayment: string;
  another: string;
}

export const newPaymentWords: Translations<NewPaymentWords> = {
  en: {
    title: 'New payment',
    intro:
      'Opens a payment for a customer, as your server does with POST /v1/transactions. Send the customer its hosted checkout.',
    backToPayments: 'All payments',
    fieldLabels: {
      crypto: 'Cryptocurrency',
      baseFiat: 'Currency',
      amount: 'Amount',
      email: 'Customer e-mail',
      reference: 'Reference',
      metadata: 'Metadata',
      redirectUrl: 'Redirect after payment',
    },
    fieldHints: {
      crypto: 'What the customer pays with.',
      amount: 'In the currency above, for example 20 or 12.50.',
      email: 'A new e-mail adds the customer.',
      reference: 'Exactly 32 characters of A-Z, a-z, 0-9, _ or -, used once. Generated when empty.',
      metadata:
        'A JSON object kept with the payment and sent back with it, for example {"orderId": "1234"}. At most 5 levels deep and 4096 bytes.',
      redirectUrl: 'An http or https address the hosted checkout sends the customer to once paid.',
    },
    optional: '(optional)',
    metadataNotJson: 'is not valid JSON: check its quotes, commas and braces.',
    create: 'Create payment',
    creating: 'Creating…',
    cancel: 'Cancel',
    formErrors: 'The payment was not created:',
    createdTitle: 'Payment created',
    createdNotice: (reference) => `Payment ${reference} created. It waits for the customer’s deposit.`,
    reference: 'Reference',
    depositAddress: 'Deposit address',
    amountToSend: 'Amount to send',
    amountInFiat: 'Price',
    expires: 'Expires',
    checkoutUrl: 'Hosted checkout',
    checkoutUrlHelp: 'Send this address to the customer: the page shows what to pay and follows the payment.',
    copyCheckoutUrl: 'Copy checkout URL',
    copyAddress: 'Copy address',
    viewPayment: 'View the payment',
    another: 'Create another payment',
  },
  fr: {
    title: 'Nouveau paiement',
    intro:
      'Ouvre un paiement pour un client, comme votre serveur le fait avec POST /v1/transactions. Envoyez au client sa page de paiement hébergée.',
    backToPayments: 'Tous les paiements',
    fieldLabels: {
      crypto: 'Cryptomonnaie',
      baseFiat: 'Devise',
      amount: 'Montant',
      email: 'E-mail du client',
      reference: 'Référence',
      metadata: 'Métadonnées',
      redirectUrl: 'Redirection après paiement',
    },
    fieldHints: {
      crypto: 'Ce avec quoi le client paie.',
      amount: 'Dans la devise ci-dessus, par exemple 20 ou 12,50.',
      email: 'Un nouvel e-mail ajoute le client.',
      reference:
        'Exactement 32 caractères parmi A-Z, a-z, 0-9, _ ou -, utilisable une fois. Générée si vide.',
      metadata:
        'Un objet JSON conservé avec le paiement et renvoyé avec lui, par exemple {"orderId": "1234"}. 5 niveaux et 4096 octets au plus.',
      redirectUrl: 'Une adresse http ou https où la page hébergée envoie le client une fois payé.',
    },
    optional: '(facultatif)',
    metadataNotJson: 'n’est pas du JSON valide : vérifiez ses guillemets, virgules et accolades.',
    create: 'Créer le paiement',
    creating: 'Création…',
    cancel: 'Annuler',
    formErrors: 'Le paiement n’a pas été créé :',
    createdTitle: 'Paiement créé',
    createdNotice: (reference) => `Paiement ${reference} créé. Il attend le dépôt du client.`,
    reference: 'Référence',
    depositAddress: 'Adresse de dépôt',
    amountToSend: 'Montant à envoyer',
    amountInFiat: 'Prix',
    expires: 'Expire',
    checkoutUrl: 'Page de paiement hébergée',
    checkoutUrlHelp: 'Envoyez cette adresse au client : la page indique quoi payer et suit le paiement.',
    copyCheckoutUrl: 'Copier l’URL de paiement',
    copyAddress: 'Copier l’adresse',
    viewPayment: 'Voir le paiement',
    another: 'Créer un autre paiement',
  },
};
