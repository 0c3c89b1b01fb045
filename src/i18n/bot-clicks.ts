import type { Catalog } from './catalog';

/** Texts about where a click may act and when it counts (keys `bot.click.`): see src/bot/game/click-origin.ts. */
export const botClicksCatalog: Catalog = {
  en: {
    'bot.click.notYourPanel': 'This button only works in your own panel. Nothing was changed.',
    'bot.click.future': 'This button belongs to a newer position than the one the bot has saved (its data was restored from an earlier copy). Nothing was changed.',
    'bot.click.voteOpen': 'A vote about this is already open in this channel: answer it with its buttons.',
  },
  de: {
    'bot.click.notYourPanel': 'Diese Schaltfläche gilt nur in deiner eigenen privaten Nachricht. Es wurde nichts geändert.',
    'bot.click.future': 'Diese Schaltfläche gehört zu einer neueren Stellung als der, die der Bot gespeichert hat (seine Daten wurden aus einer früheren Kopie wiederhergestellt). Es wurde nichts geändert.',
    'bot.click.voteOpen': 'Darüber wird in diesem Kanal schon abgestimmt: antworte mit den Schaltflächen dieser Abstimmung.',
  },
};
