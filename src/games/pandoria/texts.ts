/** Public log lines for moves and the short status line. */
import type { Seat, Text } from '../../engine/types';
import { seatRef, tx } from '../../i18n/text';
import { buildingText, cardText, resText, spellText, tileText } from './labels';
import type { Move, PandoriaState } from './types';

/** Describes a move against the state before it (the held tile is named only once it is laid, so nothing leaks). */
export function describeMove(s: PandoriaState, seat: Seat, move: Move): Text {
  const p = { seat: seatRef(seat) };
  switch (move.t) {
    case 'pick':
      return tx(s.options.realms === 'samepick' ? 'pan.log.pickAll' : 'pan.log.pick', { ...p, realm: tx(`pan.realm.${move.realm}`) });
    case 'start':
      return tx('pan.log.start', { ...p, tile: tileText(s.startTiles[0]), a: move.a, b: move.b });
    case 'trade':
      return tx(move.take ? 'pan.log.tradeTake' : 'pan.log.tradeKeep', { ...p, n: s.players[seat].trades[0] ?? 0 });
    case 'tile':
      return tx('pan.log.tile', { ...p, tile: tileText(s.players[seat].tiles[move.index]), a: move.a, b: move.b });
    case 'castle':
    case 'fxCastle':
      return tx(move.t === 'fxCastle' && move.fortress ? 'pan.log.fortress' : 'pan.log.castle', { ...p, cell: move.cell });
    case 'fortress':
      return tx('pan.log.fortress', { ...p, cell: move.cell });
    case 'single':
      return tx('pan.log.single', p);
    case 'gap':
    case 'fxTile':
      return tx('pan.log.gap', { ...p, cell: move.t === 'gap' ? move.cell : move.a });
    case 'figure':
    case 'golem':
    case 'fxFigure':
      return tx(move.leader ? 'pan.log.leader' : 'pan.log.figure', { ...p, cell: move.cell });
    case 'takeBack':
    case 'fxTake':
      return tx('pan.log.takeBack', { ...p, from: move.from });
    case 'ransom':
      return tx('pan.log.ransom', { ...p, n: move.workers + (move.leader ? 1 : 0), hanbok: seatRef(move.hanbok) });
    case 'pass':
      return tx('pan.log.pass', p);
    case 'spell':
      return tx('pan.log.spell', { ...p, spell: spellText(move.card) });
    case 'build':
    case 'fxBuild':
      return tx('pan.log.build', { ...p, building: buildingText(move.card), slot: move.slot + 1 });
    case 'monument':
    case 'fxMonument':
      return tx('pan.log.monument', { ...p, n: s.monuments[s.monuments.length - 1] ?? 0, slot: move.slot + 1 });
    case 'relic':
      return tx('pan.log.relic', { ...p, n: move.artifacts });
    case 'gSpell': {
      const spells = s.players[move.owner].spells;
      return tx('pan.log.gSpell', { ...p, spell: spellText(spells[spells.length - 1]), owner: seatRef(move.owner) });
    }
    case 'gBuild':
      return tx('pan.log.gBuild', { ...p, owner: seatRef(move.owner), slot: move.slot + 1 });
    case 'buy':
    case 'fxCard':
      return tx('pan.log.buy', { ...p, card: cardText(move.card) });
    case 'fxSeat':
      return tx('pan.log.copy', { ...p, owner: seatRef(move.seat) });
    case 'fxRes':
      return tx('pan.log.conjure', { ...p, res: resText(move.res) });
    case 'fxMove':
    case 'elf':
      return tx('pan.log.move', { ...p, from: move.from, to: move.to });
    case 'fxRage':
      return tx('pan.log.rage', { ...p, cell: move.cell });
    case 'fxEnd':
      return tx('pan.log.fxEnd', p);
    case 'poor':
      return tx('pan.log.poor', { ...p, res: resText(move.res) });
    case 'skip':
      return tx('pan.log.skip', p);
    case 'drop':
      return tx('common.dropped', { player: seatRef(seat) });
    case 'haunt':
      return tx(move.leader ? 'pan.log.hauntLeader' : 'pan.log.hauntWorker', p);
    case 'seize':
      return tx('pan.log.seize', { ...p, res: resText(move.res) });
  }
}

export function statusOf(s: PandoriaState): Text {
  if (s.over) return tx('pan.status.over');
  if (s.turn.step === 'pick') return tx('pan.status.pick');
  return tx(s.endTriggered ? 'pan.status.last' : 'pan.status', { round: s.round, seat: seatRef(s.active), step: tx(`pan.step.${s.turn.step}`) });
}
