import type { Translations } from '../context.js';

export const API_KEYS_WORDS: Translations<{
  heading: string;
  publicKey: string;
  publicKeyHint: string;
  copyPublicKey: string;
  publicKeyMissing: string;
  retry: string;
  settlementWallet: string;
  settlementWalletHint: string;
  reveal: string;
  hide: string;
  copy: string;
  copied: string;
  copyFailed: string;
  loading: string;
  failed: string;
  secretKey: string;
  secretKeyHint: string;
  roll: string;
  rollTitle: string;
  rollExplanation: string;
  rollPhrase: string;
  rollConfirm: string;
  rolling: string;
  rolledTitle: string;
  rolledWarning: string;
  newSecretKey: string;
}> = {
  en: {
    heading: 'API keys',
    publicKey: 'Public key',
    publicKeyHint:
      'Give this key (pk_test_… on the sandbox, pk_live_… on devnet and mainnet-beta) to your checkout pages and browser code: it can start transactions and read their public status, nothing more, so it is safe to publish.',
    copyPublicKey: 'Copy the public key',
    publicKeyMissing: 'The service has no public key on record for this business, so there is none to show.',
    retry: 'Load the keys again',
    settlementWallet: 'Settlement wallet (not an API key)',
    settlementWalletHint:
      'The Solana address where your payments are settled on the ledger. It is an address, not an API key: never send it as one.',
    reveal: 'Show the settlement wallet',
    hide: 'Hide the settlement wallet',
    copy: 'Copy the settlement wallet',
    copied: 'Copied.',
    copyFailed: 'Could not copy: select the text and copy it yourself.',
    loading: 'Loading the business…',
    failed: 'The business could not be loaded.',
    secretKey: 'Secret key',
    secretKeyHint:
      'The secret key (sk_…) is never shown again after it is made. If it leaked, or someone who knew it left, roll it: a new key is made and the old one stops working at once.',
    roll: 'Roll the secret key',
    rollTitle: 'Roll the secret key?',
    rollExplanation:
      'Every server that uses the current secret key will be refused from the moment you confirm, until it is given the new one.',
    rollPhrase: 'ROLL',
    rollConfirm: 'Roll the secret key now',
    rolling: 'Rolling…',
    rolledTitle: 'Your new secret key',
    rolledWarning:
      'The old secret key no longer works. This is the only time the new one is shown: copy it into your servers’ configuration now.',
    newSecretKey: 'the new secret key',
  },
  fr: {
    heading: 'Clés d’API',
    publicKey: 'Clé publique',
    publicKeyHint:
      'Donnez cette clé (pk_test_… sur le bac à sable, pk_live_… sur devnet et mainnet-beta) à vos pages de paiement et à votre code côté navigateur : elle permet de lancer des transactions et d’en lire le statut public, rien de plus ; elle peut donc être publiée.',
    copyPublicKey: 'Copier la clé publique',
    publicKeyMissing:
      'Le service n’a aucune clé publique enregistrée pour cette entreprise : il n’y en a donc aucune à afficher.',
    retry: 'Recharger les clés',
    settlementWallet: 'Portefeuille de règlement (pas une clé d’API)',
    settlementWalletHint:
      'L’adresse Solana où vos paiements sont réglés sur le registre. C’est une adresse, pas une clé d’API : ne l’envoyez jamais comme telle.',
    reveal: 'Afficher le portefeuille de règlement',
    hide: 'Masquer le portefeuille de règlement',
    copy: 'Copier le portefeuille de règlement',
    copied: 'Copié.',
    copyFailed: 'Copie impossible : sélectionnez le texte et copiez-le vous-même.',
    loading: 'Chargement de l’entreprise…',
    failed: 'L’entreprise n’a pas pu être chargée.',
    secretKey: 'Clé secrète',
    secretKeyHint:
      'La clé secrète (sk_…) n’est plus jamais affichée après sa création. Si elle a fuité, ou si quelqu’un qui la connaissait est parti, renouvelez-la : une nouvelle clé est créée et l’ancienne cesse aussitôt de fonctionner.',
    roll: 'Renouveler la clé secrète',
    rollTitle: 'Renouveler la clé secrète ?',
    rollExplanation:
      'Tout serveur qui utilise la clé secrète actuelle sera refusé dès votre confirmation, jusqu’à ce qu’il reçoive la nouvelle.',
    rollPhrase: 'RENOUVELER',
    rollConfirm: 'Renouveler la clé secrète maintenant',
    rolling: 'Renouvellement…',
    rolledTitle: 'Votre nouvelle clé secrète',
    rolledWarning:
      'L’ancienne clé secrète ne fonctionne plus. C’est la seule fois où la nouvelle est affichée : copiez-la dès maintenant dans la configuration de vos serveurs.',
    newSecretKey: 'la nouvelle clé secrète',
  },
};
