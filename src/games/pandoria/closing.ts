/**
 * Step 2, also after spell placements: regions that just closed lose their figures at once (figures on castles,
 * fortresses and ships stay) [seed]. Realm twists on removal: Centaurs gain, Hanbok takes prisoners, a Spirits
 * figure haunts the closer; with Artifacts the closer takes the region's artifacts [seed].
 */
import type { Seat } from '../../engine/types';
import { seatRef, tx } from '../../i18n/text';
import { YIELD } from '../../../data/pandoria/terrain';
import { isHaunted, realmIs, returnToSupply } from './figures';
import { closeRegionsAround } from './layout';
import { addPoints, gain } from './resources';
import type { Figure, PandoriaState } from './types';

/** Checks the regions around freshly laid cells; `closer` is the player whose placement it was. */
export function settleClosures(s: PandoriaState, laid: readonly string[], closer: Seat): void {
  const regions = closeRegionsAround(s, laid);
  const removed = new Map<Seat, Figure[]>();
  for (const region of regions) {
    s.turn.closing.push(region);
    s.events.push(tx('pan.ev.closed', { terrain: tx(`pan.terrain.${region.terrain}`), n: region.cells.length, cell: region.cells[0] }));
    let artifacts = 0;
    for (const cell of region.cells) {
      artifacts += s.artifactsOn[cell] ?? 0;
      delete s.artifactsOn[cell];
      const occupant = s.figures[cell];
      if (!occupant) continue;
      delete s.figures[cell];
      for (const figure of occupant.spirit ? [occupant.main, occupant.spirit] : [occupant.main]) {
        const list = removed.get(figure.seat) ?? [];
        list.push(figure);
        removed.set(figure.seat, list);
        rewardCentaur(s, figure.seat, region.terrain);
      }
    }
    if (artifacts > 0) {
      s.players[closer].artifacts += artifacts;
      s.events.push(tx('pan.ev.artifacts', { seat: seatRef(closer), n: artifacts }));
    }
  }
  // In turn order from the closer, so that with two Spirits players the first one after the closer haunts him.
  const owners = [...removed.keys()].sort((a, b) => ((a - closer + s.seats) % s.seats) - ((b - closer + s.seats) % s.seats));
  for (const owner of owners) disposeRemoved(s, owner, removed.get(owner) ?? [], closer);
}

/** Haunted already, or about to be: a Spirits player's choice of the haunting figure is still pending. */
const hauntedOrPending = (s: PandoriaState, seat: Seat): boolean =>
  isHaunted(s, seat) || s.pending.some((d) => d.kind === 'haunt' && d.target === seat);

/** Centaurs: +1 of the region's yield (a point for a city) for each own figure removed, also by an own closing [seed]. */
function rewardCentaur(s: PandoriaState, seat: Seat, terrain: keyof typeof YIELD): void {
  if (!realmIs(s, seat, 'centaurs')) return;
  const resource = YIELD[terrain];
  if (resource) gain(s, seat, { [resource]: 1 });
  else addPoints(s, seat, 1, 'realm');
  s.events.push(tx('pan.ev.centaur', { seat: seatRef(seat) }));
}

function disposeRemoved(s: PandoriaState, owner: Seat, figures: Figure[], closer: Seat): void {
  const toPrison = owner !== closer && realmIs(s, closer, 'hanbok');
  for (const figure of figures) {
    if (toPrison) s.players[closer].prisoners.push(figure);
    else returnToSupply(s, figure);
  }
  s.events.push(
    tx(toPrison ? 'pan.ev.captured' : 'pan.ev.removed', { seat: seatRef(owner), n: figures.length, hanbok: seatRef(closer) }),
  );
  if (owner === closer || !realmIs(s, owner, 'spirits') || hauntedOrPending(s, closer)) return;
  const kinds = new Set(figures.map((f) => f.leader));
  if (kinds.size > 1) {
    s.pending.push({ kind: 'haunt', seat: owner, target: closer });
    return;
  }
  startHaunt(s, owner, closer, figures[0].leader);
}

/** Moves the chosen removed Spirits figure (now in its supply or a Hanbok prison) into the closer's supply. */
export function startHaunt(s: PandoriaState, owner: Seat, target: Seat, leader: boolean): void {
  const prisoners = s.players[target].prisoners;
  const index = prisoners.findIndex((f) => f.seat === owner && f.leader === leader);
  if (index >= 0) prisoners.splice(index, 1);
  else if (leader) s.players[owner].leader = false;
  else s.players[owner].workers -= 1;
  s.players[target].haunt = { by: owner, leader, round: s.round };
  s.events.push(tx('pan.ev.haunt', { seat: seatRef(owner), target: seatRef(target) }));
}
