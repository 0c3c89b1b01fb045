import type { Catalog } from './catalog';

/** Texts shared by every engine and the bot. */
export const coreCatalog: Catalog = {
  en: {
    'common.seat': 'Seat {n}',
    'common.name': '{name}',
    'common.list': '{first}, {rest}',
    'common.round': 'Round {round} of {rounds}',
    'common.finished': 'Game over',
    'common.confirm': 'Confirm',
    'common.pass': 'Pass',
    'common.skip': 'Skip',
    'common.done': 'Done',
    'common.total': 'Total',
    'error.unknownMove': 'That move is not possible now.',
    'error.notYourTurn': 'It is not your turn.',
    'error.invalidPath': 'That choice is no longer available.',
    'error.cannotDrop': 'This seat cannot leave the game now.',
    'common.dropped': '{player} leaves the game.',
  },
  de: {
    'common.seat': 'Platz {n}',
    'common.name': '{name}',
    'common.list': '{first}, {rest}',
    'common.round': 'Runde {round} von {rounds}',
    'common.finished': 'Spielende',
    'common.confirm': 'Bestätigen',
    'common.pass': 'Passen',
    'common.skip': 'Überspringen',
    'common.done': 'Fertig',
    'common.total': 'Summe',
    'error.unknownMove': 'Dieser Zug ist jetzt nicht möglich.',
    'error.notYourTurn': 'Du bist nicht am Zug.',
    'error.invalidPath': 'Diese Auswahl ist nicht mehr verfügbar.',
    'error.cannotDrop': 'Dieser Platz kann jetzt nicht aus dem Spiel ausscheiden.',
    'common.dropped': '{player} scheidet aus dem Spiel aus.',
  },
};
