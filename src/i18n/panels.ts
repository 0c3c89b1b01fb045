import type { Catalog } from './catalog';

/**
 * Texts of the players' private panels (issue 19): the "My hand / my board" view (`bot.mine.`) and taking back one's
 * own steps (`bot.ownUndo.`). Each game's one-line resource summary (`<game>.res.line`) is in the game's own catalog.
 * Counts are written as "label value" so no plural forms are needed.
 */
export const panelsCatalog: Catalog = {
  en: {
    'bot.mine.button': 'My hand / my board',
    'bot.mine.title': '**{game}** #{id} — what only you see, {name}',
    'bot.mine.resources': '**Your resources:** {line}',
    'bot.mine.nothingHidden': 'Nothing of yours is hidden from the others in this game; the board shows the rest.',
    'bot.mine.notPlayer': 'You do not play in this game, so it has no hand or board of yours. Nothing was changed.',
    'bot.panel.resources': '**Your resources:** {line}',
    'bot.panel.groupsRange': '({groups})',
    'bot.ownUndo.button': 'Take back my last step',
    'bot.ownUndo.done': 'Taken back: {move}',
    'bot.ownUndo.refused': 'This step can no longer be taken back on your own (another player has acted since, or it revealed something). Use /undo to ask the others.',
    'bot.vote.outlived': 'This vote lapsed: the game went on since it was asked.',
  },
  de: {
    'bot.mine.button': 'Meine Hand / mein Tableau',
    'bot.mine.title': '**{game}** #{id} — was nur du siehst, {name}',
    'bot.mine.resources': '**Deine Vorräte:** {line}',
    'bot.mine.nothingHidden': 'In diesem Spiel ist nichts von dir vor den anderen verborgen; den Rest zeigt das Spielbrett.',
    'bot.mine.notPlayer': 'Du spielst in diesem Spiel nicht mit, daher gibt es keine Hand und kein Tableau von dir. Es wurde nichts geändert.',
    'bot.panel.resources': '**Deine Vorräte:** {line}',
    'bot.panel.groupsRange': '({groups})',
    'bot.ownUndo.button': 'Meinen letzten Schritt zurücknehmen',
    'bot.ownUndo.done': 'Zurückgenommen: {move}',
    'bot.ownUndo.refused': 'Dieser Schritt lässt sich nicht mehr allein zurücknehmen (inzwischen hat jemand anderes gespielt, oder er hat etwas aufgedeckt). Bitte die anderen mit /undo darum.',
    'bot.vote.outlived': 'Diese Abstimmung ist hinfällig: das Spiel ist seit der Frage weitergegangen.',
  },
};
