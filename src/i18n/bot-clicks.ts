import type { Catalog } from './catalog';

/** Texts about where a click may act and when it counts (keys `bot.click.`): see src/bot/click-origin.ts. */
export const botClicksCatalog: Catalog = {
  en: {
    'bot.click.notYourPanel': 'This button only works in your own panel. Nothing was changed.',
  },
  de: {
    'bot.click.notYourPanel': 'Diese Schaltfläche gilt nur in deiner eigenen privaten Nachricht. Es wurde nichts geändert.',
  },
};
