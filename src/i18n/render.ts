import type { Catalog } from './catalog';

/** Texts drawn into images by renderers/ (score chart and board renderers' own labels). */
export const renderCatalog: Catalog = {
  en: {
    'render.score.title': 'Final scores',
    'render.phone.players': 'Players',
    'render.score.winner': 'Winner: {names}',
    'render.score.winners': 'Shared win: {names}',
    'render.score.breakdown': 'Points by category',
    'render.score.history': 'Points over the game',
    'render.score.axis.round': 'Round',
    'render.score.axis.turn': 'Turn',
    'render.score.axis.points': 'Points',
    'render.score.end': 'End',
    'render.score.total': 'Total',
    'render.score.player': 'Player',
    'render.dropped': '(dropped)',
  },
  de: {
    'render.phone.players': 'Spieler',
    'render.score.title': 'Endwertung',
    'render.score.winner': 'Sieg: {names}',
    'render.score.winners': 'Geteilter Sieg: {names}',
    'render.score.breakdown': 'Punkte nach Kategorie',
    'render.score.history': 'Punkte im Spielverlauf',
    'render.score.axis.round': 'Runde',
    'render.score.axis.turn': 'Zug',
    'render.score.axis.points': 'Punkte',
    'render.score.end': 'Ende',
    'render.score.total': 'Summe',
    'render.score.player': 'Spieler',
    'render.dropped': '(ausgeschieden)',
  },
};
