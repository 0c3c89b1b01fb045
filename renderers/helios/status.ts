/** The lines over the board: the round, the phase, and who must do what now. */
import type { Locale, Seat } from '../../src/engine/types';
import type { HeliosView } from '../../src/games/helios/view';
import { t } from '../../src/i18n';
import { seatName } from '../city-of-rome/names';

export { seatName };

/** The seat acting now: the one on turn in phase 1, else the first awaited seat (null when the game is over). */
export function actingSeat(view: HeliosView): Seat | null {
  return view.turn?.seat ?? view.awaiting[0] ?? null;
}

export function statusLine(view: HeliosView, locale: Locale, names?: readonly string[]): string {
  const name = (seat: Seat) => seatName(seat, locale, names);
  const say = (key: string, params: Record<string, string>) => t(locale, { key: `render.hel.status.${key}`, params });
  switch (view.phase) {
    case 'finished':
      return say('end', {});
    case 'startTiles':
      return say('startTiles', { name: name(view.startQueue[0] ?? 0) });
    case 'gifts':
      return say('gifts', { names: view.gifts.map(name).join(', ') });
    case 'persons':
      return say('persons', { name: name(view.personPhase?.current ?? view.awaiting[0] ?? 0) });
    case 'actions': {
      const turn = view.turn;
      if (!turn) return say('take', { name: name(view.awaiting[0] ?? 0) });
      if (turn.stage === 'act' && turn.sym) return say('act', { name: name(turn.seat), action: t(locale, { key: `hel.sym.${turn.sym}` }) });
      return say(turn.stage, { name: name(turn.seat) });
    }
  }
}

/** "Round 2 of 4" (setup belongs to round 1). */
export function roundLine(view: HeliosView, locale: Locale): string {
  return t(locale, { key: 'render.hel.round', params: { round: view.round, rounds: view.rounds } });
}

export function phaseLine(view: HeliosView, locale: Locale): string {
  return t(locale, { key: `render.hel.phase.${view.phase}` });
}
