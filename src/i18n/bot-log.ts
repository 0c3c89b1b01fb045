import type { Catalog } from './catalog';

/** Texts of the bot's log features (keys `bot.`): /log, the log file, and /newgame from an uploaded log. */
export const botLogCatalog: Catalog = {
  en: {
    'bot.cmd.log.name': 'log',
    'bot.cmd.log.desc': 'A game’s log, readable and as a file to replay or continue it',
    'bot.cmd.log.game': 'A game number (e.g. ab12cd34); without one, the game here',
    'bot.log.file': 'The whole log is attached as **{file}** — upload it with /newgame to continue the game from here.',
    'bot.log.noFile': 'The log file could not be written; only the readable log is shown.',
    'bot.log.none': 'No game here has a log yet — give its number in the option “game”.',
  },
  de: {
    'bot.cmd.log.name': 'verlauf',
    'bot.cmd.log.desc': 'Der Verlauf eines Spiels, lesbar und als Datei zum Nachspielen oder Fortsetzen',
    'bot.cmd.log.game': 'Eine Spielnummer (z. B. ab12cd34); ohne Angabe das Spiel hier',
    'bot.log.file': 'Der ganze Verlauf hängt als **{file}** an — lade ihn mit /neuesspiel hoch, um das Spiel von hier fortzusetzen.',
    'bot.log.noFile': 'Die Verlaufsdatei konnte nicht geschrieben werden; hier steht nur der lesbare Verlauf.',
    'bot.log.none': 'Hier hat noch kein Spiel einen Verlauf — gib seine Nummer in der Option „spiel“ an.',
  },
};
