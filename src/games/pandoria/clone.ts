/**
 * A copy of the state for apply() to work on. Hand-written because it runs on every move: objects the rules
 * replace wholesale (laid spaces, pieces, the records of land, pieces and closed cells) are shared, everything the
 * rules change in place is copied. A test
 * deep-freezes every input state of the playouts, so a missed copy fails loudly.
 */
import type { Effect, PandoriaState, PlayerState } from './types';

function clonePlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    res: { ...p.res },
    points: { ...p.points },
    hand: [...p.hand],
    tiles: [...p.tiles],
    slots: p.slots.map((stack) => [...stack]),
    spells: [...p.spells],
    relics: [...p.relics],
    prisoners: p.prisoners.map((f) => ({ ...f })),
    haunt: p.haunt ? { ...p.haunt } : null,
    goblin: p.goblin.map((post) => ({ ...post })),
    trades: [...p.trades],
  };
}

export function cloneState(s: PandoriaState): PandoriaState {
  const figures: PandoriaState['figures'] = {};
  for (const [cell, occupant] of Object.entries(s.figures)) {
    figures[cell] = occupant.spirit ? { main: { ...occupant.main }, spirit: { ...occupant.spirit } } : { main: { ...occupant.main } };
  }
  const turn = s.turn;
  return {
    ...s,
    options: { ...s.options, sets: [...s.options.sets] },
    rng: { ...s.rng },
    players: s.players.map(clonePlayer),
    deck: [...s.deck],
    market: [...s.market],
    tileStack: [...s.tileStack],
    singleStack: [...s.singleStack],
    monuments: [...s.monuments],
    relics: [...s.relics],
    figures,
    artifactsOn: { ...s.artifactsOn },
    turn: {
      ...turn,
      placed: { kind: turn.placed.kind, cells: [...turn.placed.cells] },
      closing: turn.closing.map((r) => ({ cells: [...r.cells], terrain: r.terrain })),
      rage: turn.rage ? { ...turn.rage } : null,
      effect: turn.effect ? ({ ...turn.effect } as Effect) : null,
    },
    pending: s.pending.map((d) => ({ ...d })),
    picking: [...s.picking],
    startTiles: [...s.startTiles],
    events: [...s.events],
    lastPlaced: [...s.lastPlaced],
  };
}
