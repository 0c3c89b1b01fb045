/** Resolving a spell, one target per move; every spell may also stop without (further) effect [seed]. */
import type { Text } from '../../../engine/types';
import { seatRef, tx } from '../../../i18n/text';
import { RESOURCES, type Resource } from '../../../../data/pandoria/terrain';
import { cellOpt, level, opt, type LegalMove } from '../choice';
import { buildSlots, monumentSlots } from '../costs';
import { freeShips, isOpenSpace, openSpaces, ownFigureSpots, ownMainCells } from '../figures';
import { neighbours } from '../geometry';
import { castleSpots, fortressSpots, gapSpots, tileSpots } from '../layout';
import { buildingText, cardText, halfText, resText, singleText, spellText } from '../labels';
import { capOf, payWays } from '../resources';
import type { Effect, PandoriaState } from '../types';
import { copyableSpells, slotOpt } from './action';
import { altOpt, spotText, withKinds } from './figure';

const endMove = (title: Text, label: string): LegalMove => ({
  levels: [level('choice', title, opt('X', tx(label)))],
  move: { t: 'fxEnd' },
});

function placements(s: PandoriaState, cells: readonly string[], title: string): LegalMove[] {
  return cells.flatMap((cell) => withKinds(s, s.active, [level('cell', title, cellOpt(cell))], (leader) => ({ t: 'fxFigure', cell, leader })));
}

/**
 * Conjure raises a resource to its value (the Fairies' cap 8 at most) and never lowers one: a resource already there
 * is not a target, and with none below the value the spell is cast without effect [seed].
 */
function conjurable(s: PandoriaState, value: number): Resource[] {
  const target = Math.min(value, capOf(s, s.active));
  return RESOURCES.filter((res) => s.players[s.active].res[res] < target);
}

/** Open spaces next to one of the player's figures (Clone). */
function cloneTargets(s: PandoriaState): string[] {
  const near = new Set<string>();
  for (const [cell, occupant] of Object.entries(s.figures)) {
    if (occupant.main.seat !== s.active && occupant.spirit?.seat !== s.active) continue;
    for (const n of neighbours(cell)) if (isOpenSpace(s, n)) near.add(n);
  }
  return [...near];
}

function buildChoices(s: PandoriaState, title: string, free: boolean): LegalMove[] {
  const seat = s.active;
  const out: LegalMove[] = [];
  for (const card of new Set(s.players[seat].hand)) {
    const pick = level('card', title, opt(card, buildingText(card), { hint: cardText(card) }));
    for (const choice of buildSlots(s, seat, card, free)) {
      const where = level('choice', 'pan.p.slot', slotOpt(s, seat, choice, 'wood'));
      const ways = payWays(s, seat, 'wood', choice.cost);
      for (const alt of ways) {
        const levels = ways.length > 1 ? [pick, where, level('choice', 'pan.p.alt', altOpt(alt, 'wood'))] : [pick, where];
        out.push({ levels, move: { t: 'fxBuild', card, slot: choice.slot, alt } });
      }
    }
  }
  return out;
}

function monumentChoices(s: PandoriaState, title: string, free: boolean): LegalMove[] {
  const seat = s.active;
  const out: LegalMove[] = [];
  for (const choice of monumentSlots(s, seat, free)) {
    const where = level('choice', title, slotOpt(s, seat, choice, 'wood'));
    const ways = payWays(s, seat, 'wood', choice.cost);
    for (const alt of ways) {
      const levels = ways.length > 1 ? [where, level('choice', 'pan.p.alt', altOpt(alt, 'wood'))] : [where];
      out.push({ levels, move: { t: 'fxMonument', slot: choice.slot, alt } });
    }
  }
  return out;
}

/** A building or a monument, chosen first (Construct: one of them free; Master Builder: either one first). */
function buildOrMonument(s: PandoriaState, title: string, cardTitle: string, free: boolean): LegalMove[] {
  const top = s.monuments[s.monuments.length - 1];
  return [
    ...buildChoices(s, cardTitle, free).map((m) => ({ ...m, levels: [level('choice', title, opt('B', tx('pan.o.build'))), ...m.levels] })),
    ...monumentChoices(s, 'pan.p.monumentSlot', free).map((m) => ({
      ...m,
      levels: [level('choice', title, opt('M', tx('pan.o.monument', { n: top }))), ...m.levels],
    })),
  ];
}

function targets(s: PandoriaState, effect: Effect): LegalMove[] {
  const seat = s.active;
  const player = s.players[seat];
  switch (effect.name) {
    case 'acquire':
      return s.market.map((card) => ({ levels: [level('card', 'pan.p.fx.acquire', opt(card, cardText(card)))], move: { t: 'fxCard', card } }));
    case 'appropriate':
      return copyableSpells(s, seat, true).map(({ owner, card }) => ({
        levels: [level('choice', 'pan.p.fx.appropriate', opt(`p${owner}`, tx('pan.o.ofSeat', { what: spellText(card), seat: seatRef(owner) })))],
        move: { t: 'fxSeat', seat: owner },
      }));
    case 'astral':
      return placements(s, freeShips(s), 'pan.p.fx.astral');
    case 'clone':
      return placements(s, cloneTargets(s), 'pan.p.fx.clone');
    case 'muster':
      return placements(s, openSpaces(s), 'pan.p.fx.muster');
    case 'castleFigure':
      return placements(s, s.figures[effect.cell] ? [] : [effect.cell], 'pan.p.fx.castleFigure');
    case 'conjure':
      return conjurable(s, effect.value).map((res) => ({ levels: [level('choice', tx('pan.p.fx.conjure', { n: effect.value }), opt(res, resText(res)))], move: { t: 'fxRes', res } }));
    case 'construct':
      return buildOrMonument(s, 'pan.p.fx.construct', 'pan.p.fx.construct', true);
    case 'castle': {
      const out: LegalMove[] = [];
      if (player.castles > 0) {
        for (const cell of castleSpots(s)) out.push({ levels: [level('cell', 'pan.p.fx.castle', cellOpt(cell))], move: { t: 'fxCastle', cell, fortress: false } });
      }
      if (s.options.artifacts && player.fortress) {
        for (const cell of fortressSpots(s)) {
          out.push({ levels: [level('cell', 'pan.p.fx.castle', cellOpt(cell, tx('pan.o.fortress')))], move: { t: 'fxCastle', cell, fortress: true } });
        }
      }
      return out;
    }
    case 'flee':
      return ownFigureSpots(s, seat).map((from) => ({
        levels: [level('cell', 'pan.p.fx.flee', opt(from, spotText(s, from), { group: from[0] }))],
        move: { t: 'fxTake', from },
      }));
    case 'master':
      if (effect.built) return monumentChoices(s, 'pan.p.fx.masterMonument', false);
      if (effect.monument) return buildChoices(s, 'pan.p.fx.master', false);
      return buildOrMonument(s, 'pan.p.fx.masterFirst', 'pan.p.fx.master', false);
    case 'rage':
      return ownMainCells(s, seat)
        .filter((cell) => !s.figures[cell].main.leader)
        .map((cell) => ({ levels: [level('cell', 'pan.p.fx.rage', cellOpt(cell))], move: { t: 'fxRage', cell } }));
    case 'teleport': {
      const to = openSpaces(s);
      return ownMainCells(s, seat).flatMap((from) =>
        to.map((dest) => ({
          levels: [level('cell', 'pan.p.fx.teleportFrom', cellOpt(from)), level('cell', 'pan.p.fx.teleportTo', cellOpt(dest))],
          move: { t: 'fxMove' as const, from, to: dest },
        })),
      );
    }
    case 'terrain':
      if (effect.size === 1) {
        const title = tx('pan.p.fx.terrain1', { tile: singleText(effect.tile) });
        return gapSpots(s).map((a) => ({ levels: [level('cell', title, cellOpt(a))], move: { t: 'fxTile', a, b: null } }));
      }
      return tileSpots(s).map(([a, b]) => ({
        levels: [
          level('cell', tx('pan.p.halfA', { half: halfText(effect.tile, 0) }), cellOpt(a)),
          level('cell', tx('pan.p.halfB', { half: halfText(effect.tile, 1) }), cellOpt(b)),
        ],
        move: { t: 'fxTile', a, b },
      }));
  }
}

/** Every effect may be forgone except Rage and Conjure, which apply whenever they can [seed]. */
const MANDATORY: readonly Effect['name'][] = ['rage', 'conjure'];

export function effectMoves(s: PandoriaState): LegalMove[] {
  const effect = s.turn.effect;
  if (!effect) return [];
  const out = targets(s, effect);
  if (out.length > 0 && MANDATORY.includes(effect.name)) return out;
  const title = out[0]?.levels[0].title ?? tx(`pan.p.fx.${effect.name}`);
  out.push(endMove(title, effect.name === 'flee' ? 'common.done' : 'pan.o.fxEnd'));
  return out;
}
