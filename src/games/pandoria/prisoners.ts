/**
 * Hanbok prisoners [seed]: instead of placing or taking back a figure, an opponent may ransom any number of his
 * captured figures; the Hanbok then takes one resource of his choice from him per figure (the Hanbok's decision).
 */
import type { Seat } from '../../engine/types';
import { seatRef, tx } from '../../i18n/text';
import type { Resource } from '../../../data/pandoria/terrain';
import { returnToSupply } from './figures';
import { resText } from './labels';
import { gain } from './resources';
import type { Decision, PandoriaState } from './types';

export function ransom(s: PandoriaState, seat: Seat, hanbok: Seat, workers: number, leader: boolean): void {
  const prisoners = s.players[hanbok].prisoners;
  const free = (isLeader: boolean) => {
    const index = prisoners.findIndex((f) => f.seat === seat && f.leader === isLeader);
    if (index < 0) throw new Error('no such prisoner');
    returnToSupply(s, prisoners.splice(index, 1)[0]);
  };
  for (let i = 0; i < workers; i++) free(false);
  if (leader) free(true);
  s.pending.push({ kind: 'ransom', seat: hanbok, from: seat, left: workers + (leader ? 1 : 0) });
}

/** The Hanbok takes one resource; the decision ends when all are paid or the ransomer has nothing left. */
export function seize(s: PandoriaState, decision: Decision & { kind: 'ransom' }, res: Resource): void {
  s.players[decision.from].res[res] -= 1;
  gain(s, decision.seat, { [res]: 1 });
  s.events.push(tx('pan.ev.seized', { seat: seatRef(decision.seat), res: resText(res), from: seatRef(decision.from) }));
  decision.left -= 1;
  const from = s.players[decision.from].res;
  if (decision.left <= 0 || from.crystal + from.gold + from.wood === 0) s.pending.shift();
}
