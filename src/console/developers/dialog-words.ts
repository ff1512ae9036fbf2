import type { Translations } from '../context.js';

export const DIALOG_WORDS: Translations<{
  cancel: string;
  typeToConfirm: (phrase: string) => string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}> = {
  en: {
    cancel: 'Cancel',
    typeToConfirm: (phrase) => `Type ${phrase} to confirm`,
    copy: 'Copy',
    copied: 'Copied.',
    copyFailed: 'Could not copy: select the text and copy it yourself.',
    done: 'I have saved it',
  },
  fr: {
    cancel: 'Annuler',
    typeToConfirm: (phrase) => `Saisissez ${phrase} pour confirmer`,
    copy: 'Copier',
    copied: 'Copié.',
    copyFailed: 'Copie impossible : sélectionnez le texte et copiez-le vous-même.',
    done: 'Je l’ai enregistré',
  },
};
