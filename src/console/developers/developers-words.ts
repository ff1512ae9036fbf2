import type { Translations } from '../context.js';

export const DEVELOPERS_WORDS: Translations<{ title: string; intro: string }> = {
  en: {
    title: 'Developers',
    intro: 'Your API keys, where webhooks go, and what was sent to them.',
  },
  fr: {
    title: 'Développeurs',
    intro: 'Vos clés d’API, la destination des webhooks et ce qui leur a été envoyé.',
  },
};
