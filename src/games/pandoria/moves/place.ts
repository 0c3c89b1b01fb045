/**
 * Step 1: lay a double tile from the hand or a castle (with Artifacts also the mountain fortress, or a drawn single
 * tile into a one-space gap) — compulsory when possible [seed].
 */
import { tx } from '../../../i18n/text';
import { cellOpt, level, opt, type LegalMove, type Level } from '../choice';
import { castleSpots, fortressSpots, frontier, gapSpots, tileFits, tileSpots } from '../layout';
import { halfText, singleText, tileText } from '../labels';
import type { PandoriaState } from '../types';

const WHAT = 'pan.p.place';

export function placeMoves(s: PandoriaState): LegalMove[] {
  const player = s.players[s.active];
  const out: LegalMove[] = [];
  if (player.tiles.length > 0) {
    const spots = tileSpots(s);
    player.tiles.forEach((tile, index) => {
      const what = level('choice', WHAT, opt(`T${index}`, tileText(tile)));
      const titleA = tx('pan.p.halfA', { half: halfText(tile, 0) });
      const titleB = tx('pan.p.halfB', { half: halfText(tile, 1) });
      // one Level object per first cell and per second cell, shared by the moves (hundreds per listing)
      const firsts = new Map<string, Level>();
      const seconds = new Map<string, Level>();
      for (const [a, b] of spots) {
        let first = firsts.get(a);
        if (!first) firsts.set(a, (first = level('cell', titleA, cellOpt(a))));
        let second = seconds.get(b);
        if (!second) seconds.set(b, (second = level('cell', titleB, cellOpt(b))));
        out.push({ levels: [what, first, second], move: { t: 'tile', index, a, b } });
      }
    });
  }
  if (player.castles > 0) {
    const what = level('choice', WHAT, opt('K', tx('pan.o.castle', { n: player.castles })));
    for (const cell of castleSpots(s)) {
      out.push({ levels: [what, level('cell', 'pan.p.castleCell', cellOpt(cell))], move: { t: 'castle', cell } });
    }
  }
  if (s.options.artifacts && player.fortress) {
    const what = level('choice', WHAT, opt('F', tx('pan.o.fortress')));
    for (const cell of fortressSpots(s)) {
      out.push({ levels: [what, level('cell', 'pan.p.fortressCell', cellOpt(cell))], move: { t: 'fortress', cell } });
    }
  }
  if (s.options.artifacts && s.singleStack.length > 0 && gapSpots(s).length > 0) {
    out.push({ levels: [level('choice', WHAT, opt('S', tx('pan.o.single')))], move: { t: 'single' } });
  }
  return out;
}

/** Whether step 1 has any placement (cheap check used to skip the step). */
export function hasPlacement(s: PandoriaState): boolean {
  const player = s.players[s.active];
  if (player.tiles.length > 0 && tileFits(s)) return true;
  if (player.castles > 0 && frontier(s).size > 0) return true;
  if (!s.options.artifacts) return false;
  return (player.fortress && fortressSpots(s).length > 0) || (s.singleStack.length > 0 && gapSpots(s).length > 0);
}

/** After drawing a single tile for the normal placement: one of the one-space gaps. */
export function gapMoves(s: PandoriaState): LegalMove[] {
  const tile = s.turn.single;
  if (!tile) return [];
  const title = tx('pan.p.gap', { tile: singleText(tile) });
  return gapSpots(s).map((cell) => ({ levels: [level('cell', title, cellOpt(cell))], move: { t: 'gap', cell } }));
}
