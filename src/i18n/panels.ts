import type { Catalog } from './catalog';

/**
 * Texts of the players' private panels (issue 19): the "My hand / my board" view (`bot.mine.`), taking back one's own
 * steps (`bot.ownUndo.`), and each game's one-line resource summary (`<game>.res.line`). Counts are written as
 * "label value" so no plural forms are needed.
 */
export const panelsCatalog: Catalog = {
  en: {
    'bot.mine.button': 'My hand / my board',
    'bot.mine.title': '**{game}** #{id} — what only you see, {name}',
    'bot.mine.resources': '**Your resources:** {line}',
    'bot.mine.nothingHidden': 'Nothing of yours is hidden from the others in this game; the board shows the rest.',
    'bot.mine.notPlayer': 'You do not play in this game, so it has no hand or board of yours. Nothing was changed.',
    'bot.panel.resources': '**Your resources:** {line}',
    'bot.ownUndo.button': 'Take back my last step',
    'bot.ownUndo.done': 'Taken back: {move}',
    'bot.ownUndo.refused': 'This step can no longer be taken back on your own (another player has acted since, or it revealed something). Use /undo to ask the others.',
    'bot.vote.outlived': 'This vote lapsed: the game went on since it was asked.',
    'tm.res.none': 'No faction chosen yet',
    'tm.res.line': 'Coins {c} · Workers {w} · Priests {p} · Power {one}/{two}/{three} · VP {vp}',
    'pan.res.none': '—',
    'pan.res.line': 'Crystals {crystal} · Gold {gold} · Wood {wood} · Figures in supply {workers} · Cards in hand {hand} · Points {score}',
    'cor.res.none': '—',
    'cor.res.line': 'Coins {coins} · Influence {influence} · Cards in hand {hand} · Points now {points}',
    'hel.res.none': '—',
    'hel.res.line': 'Brown {brown} · Grey {grey} · Green {green} · Blue {blue} · Black {black} · Mana {mana} · Temples {temples} · VP {vp}',
  },
  de: {
    'bot.mine.button': 'Meine Hand / mein Tableau',
    'bot.mine.title': '**{game}** #{id} — was nur du siehst, {name}',
    'bot.mine.resources': '**Deine Vorräte:** {line}',
    'bot.mine.nothingHidden': 'In diesem Spiel ist nichts von dir vor den anderen verborgen; den Rest zeigt das Spielbrett.',
    'bot.mine.notPlayer': 'Du spielst in diesem Spiel nicht mit, daher gibt es keine Hand und kein Tableau von dir. Es wurde nichts geändert.',
    'bot.panel.resources': '**Deine Vorräte:** {line}',
    'bot.ownUndo.button': 'Meinen letzten Schritt zurücknehmen',
    'bot.ownUndo.done': 'Zurückgenommen: {move}',
    'bot.ownUndo.refused': 'Dieser Schritt lässt sich nicht mehr allein zurücknehmen (inzwischen hat jemand anderes gespielt, oder er hat etwas aufgedeckt). Bitte die anderen mit /undo darum.',
    'bot.vote.outlived': 'Diese Abstimmung ist hinfällig: das Spiel ist seit der Frage weitergegangen.',
    'tm.res.none': 'Noch kein Volk gewählt',
    'tm.res.line': 'Münzen {c} · Arbeiter {w} · Priester {p} · Macht {one}/{two}/{three} · SP {vp}',
    'pan.res.none': '—',
    'pan.res.line': 'Kristalle {crystal} · Gold {gold} · Holz {wood} · Figuren im Vorrat {workers} · Handkarten {hand} · Punkte {score}',
    'cor.res.none': '—',
    'cor.res.line': 'Münzen {coins} · Einfluss {influence} · Handkarten {hand} · Punkte jetzt {points}',
    'hel.res.none': '—',
    'hel.res.line': 'Braun {brown} · Grau {grey} · Grün {green} · Blau {blue} · Schwarz {black} · Mana {mana} · Tempel {temples} · SP {vp}',
  },
};
