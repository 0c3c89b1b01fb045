import type { Catalog } from './catalog';

/** Texts of computer seats in the bot (keys `bot.computer.` and their lobby, /newgame and time-out vote texts). */
export const botComputerCatalog: Catalog = {
  en: {
    'bot.computer.name': '{name} · computer, {level}',
    'bot.computer.thinking': '{name} — thinking…',
    'bot.computer.wait': '🤖 {names} is thinking; a new board follows as soon as it has moved.',
    'bot.computer.waitSeveral': '🤖 {names} are thinking; a new board follows as soon as they have moved.',
    'bot.computer.level.easy': 'easy',
    'bot.computer.level.normal': 'normal',
    'bot.computer.level.strong': 'strong',
    'bot.computer.add': 'Add computer ({level})',
    'bot.computer.remove': 'Remove computer',
    'bot.computer.none': 'There is no computer player to remove.',
    'bot.computer.lastHuman': 'You are the last human player in this game: the computers would play on alone. Use /abandon to end the game instead.',
    'bot.opt.computers': 'computers',
    'bot.cmd.newgame.computers': 'Computer players to seat beside you (more can be added in the lobby)',
    'bot.opt.level': 'level',
    'bot.cmd.newgame.level': 'Level of those computer players (default: normal)',
    'bot.timeout.computer': 'Let the computer play this seat',
    'bot.timeout.choice.computer': 'computer',
    'bot.timeout.decidedComputer':
      '🤖 **{game}** #{id}: decided — {computer} plays the seat of {name} for now. A member not in the game can take it back from the computer with its position, hand and settings:',
  },
  de: {
    'bot.computer.name': '{name} · Computer, {level}',
    'bot.computer.thinking': '{name} — denkt nach…',
    'bot.computer.wait': '🤖 {names} denkt nach; ein neues Brett folgt, sobald er gezogen hat.',
    'bot.computer.waitSeveral': '🤖 {names} denken nach; ein neues Brett folgt, sobald sie gezogen haben.',
    'bot.computer.level.easy': 'leicht',
    'bot.computer.level.normal': 'normal',
    'bot.computer.level.strong': 'stark',
    'bot.computer.add': 'Computer hinzufügen ({level})',
    'bot.computer.remove': 'Computer entfernen',
    'bot.computer.none': 'Es gibt keinen Computerspieler zum Entfernen.',
    'bot.computer.lastHuman': 'Du bist der letzte menschliche Spieler dieser Partie: die Computer spielten allein weiter. Beende die Partie stattdessen mit /aufgeben.',
    'bot.opt.computers': 'computer',
    'bot.cmd.newgame.computers': 'Computerspieler, die neben dir Platz nehmen (weitere in der Runde hinzufügbar)',
    'bot.opt.level': 'stufe',
    'bot.cmd.newgame.level': 'Stufe dieser Computerspieler (Standard: normal)',
    'bot.timeout.computer': 'Den Computer diesen Platz spielen lassen',
    'bot.timeout.choice.computer': 'Computer',
    'bot.timeout.decidedComputer':
      '🤖 **{game}** #{id}: entschieden — {computer} spielt vorerst den Platz von {name}. Ein Mitglied, das nicht mitspielt, kann ihn mit Stellung, Hand und Einstellungen vom Computer übernehmen:',
  },
};
