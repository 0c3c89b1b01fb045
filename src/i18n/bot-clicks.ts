import type { Catalog } from './catalog';

/** Texts about where a click may act and when it counts (keys `bot.click.`): see src/bot/click-origin.ts. */
export const botClicksCatalog: Catalog = {
  en: {
    'bot.click.notYourPanel': 'This button only works in your own panel. Nothing was changed.',
    'bot.click.voteOpen': 'A vote about this is already open in this channel: answer it with its buttons.',
  },
  de: {
    'bot.click.notYourPanel': 'Diese Schaltfläche gilt nur in deiner eigenen privaten Nachricht. Es wurde nichts geändert.',
    'bot.click.voteOpen': 'Darüber wird in diesem Kanal schon abgestimmt: antworte mit den Schaltflächen dieser Abstimmung.',
  },
};
