/**
 * Step 4: play one hand card as a spell (crystals) or a building (wood), or build a monument [seed]; with Artifacts
 * also trade artifacts for a relic [seed]; Goblins may instead use another realm's top spell or occupy one of its
 * buildings [seed]. Halflings may cast a spell after building [seed].
 */
import type { Seat } from '../../../engine/types';
import { seatRef, tx } from '../../../i18n/text';
import { RELICS, FAMILY_RELIC_FACTOR } from '../../../../data/pandoria/components';
import { SPELLS } from '../../../../data/pandoria/cards';
import type { Resource } from '../../../../data/pandoria/terrain';
import { buildingAt, cardSpec, topOf, visibleNames } from '../buildings';
import { level, opt, type LegalMove, type Level } from '../choice';
import { buildSlots, goblinBuildCost, goblinSpellCost, monumentSlots, spellCost, type SlotChoice } from '../costs';
import { placeableKinds, realmIs } from '../figures';
import { buildingText, spellText } from '../labels';
import { isFamily } from '../options';
import { payWays } from '../resources';
import { altOpt, kindOpt } from './figure';
import { buildingHint, spellHint } from '../card-hints';
import type { Move, PandoriaState } from '../types';

const TITLE = 'pan.p.action';

/** Adds the payment level (only when there is a choice of how to pay). */
function paid(s: PandoriaState, seat: Seat, resource: Resource, cost: number, levels: Level[], make: (alt: Resource | null) => Move): LegalMove[] {
  const ways = payWays(s, seat, resource, cost);
  if (ways.length <= 1) return ways.map((alt) => ({ levels, move: make(alt) }));
  return ways.map((alt) => ({ levels: [...levels, level('choice', 'pan.p.alt', altOpt(alt, resource))], move: make(alt) }));
}

export function slotOpt(s: PandoriaState, seat: Seat, choice: SlotChoice, resource: Resource) {
  const building = buildingAt(s, seat, choice.slot);
  const label = building
    ? tx('pan.o.slotOver', { n: choice.slot + 1, building: buildingText(building.card.id) })
    : tx('pan.o.slotEmpty', { n: choice.slot + 1 });
  return opt(`s${choice.slot}`, label, { hint: tx('pan.o.cost', { n: choice.cost, res: tx(`pan.res.${resource}`) }) });
}

export function spellMoves(s: PandoriaState, seat: Seat, root: Level): LegalMove[] {
  const out: LegalMove[] = [];
  for (const card of new Set(s.players[seat].hand)) {
    const cost = spellCost(s, seat, card);
    const pick = level('card', 'pan.p.spellCard', opt(card, spellText(card), { hint: spellHint(card, cost) }));
    out.push(...paid(s, seat, 'crystal', cost, [root, pick], (alt) => ({ t: 'spell', card, alt })));
  }
  return out;
}

function buildMoves(s: PandoriaState, seat: Seat): LegalMove[] {
  const root = level('choice', TITLE, opt('B', tx('pan.o.build')));
  const out: LegalMove[] = [];
  for (const card of new Set(s.players[seat].hand)) {
    const pick = level('card', 'pan.p.buildCard', opt(card, buildingText(card), { hint: buildingHint(card) }));
    for (const choice of buildSlots(s, seat, card, false)) {
      const where = level('choice', 'pan.p.slot', slotOpt(s, seat, choice, 'wood'));
      out.push(...paid(s, seat, 'wood', choice.cost, [root, pick, where], (alt) => ({ t: 'build', card, slot: choice.slot, alt })));
    }
  }
  return out;
}

function monumentMoves(s: PandoriaState, seat: Seat): LegalMove[] {
  const value = s.monuments[s.monuments.length - 1];
  const root = level('choice', TITLE, opt('M', tx('pan.o.monument', { n: value })));
  return monumentSlots(s, seat, false).flatMap((choice) =>
    paid(s, seat, 'wood', choice.cost, [root, level('choice', 'pan.p.monumentSlot', slotOpt(s, seat, choice, 'wood'))], (alt) => ({
      t: 'monument',
      slot: choice.slot,
      alt,
    })),
  );
}

export const relicPoints = (s: PandoriaState, artifacts: number): number =>
  (RELICS.find((r) => r.artifacts === artifacts)?.points ?? 0) * (isFamily(s.options) ? FAMILY_RELIC_FACTOR : 1);

function relicMoves(s: PandoriaState, seat: Seat): LegalMove[] {
  if (!s.options.artifacts) return [];
  const have = s.players[seat].artifacts;
  const root = level('choice', TITLE, opt('R', tx('pan.o.relic')));
  return [...new Set(s.relics)]
    .filter((need) => need <= have)
    .map((need) => ({
      levels: [root, level('choice', 'pan.p.relic', opt(`r${need}`, tx('pan.o.relicTile', { n: need, points: relicPoints(s, need) })))],
      move: { t: 'relic', artifacts: need },
    }));
}

/**
 * The other players' top spells that can be used: a Goblin may use any of them, the Appropriate spell copies no
 * other Appropriate [seed].
 */
export function copyableSpells(s: PandoriaState, seat: Seat, byAppropriate: boolean): { owner: Seat; card: string }[] {
  const out: { owner: Seat; card: string }[] = [];
  s.players.forEach((player, owner) => {
    const card = player.spells[player.spells.length - 1];
    if (owner === seat || !card) return;
    if (byAppropriate && SPELLS[cardSpec(card).spell].name === 'appropriate') return;
    out.push({ owner, card });
  });
  return out;
}

function goblinMoves(s: PandoriaState, seat: Seat): LegalMove[] {
  if (!realmIs(s, seat, 'goblins')) return [];
  const out: LegalMove[] = [];
  const spellRoot = level('choice', TITLE, opt('GS', tx('pan.o.goblinSpell')));
  for (const { owner, card } of copyableSpells(s, seat, false)) {
    const cost = goblinSpellCost(s, seat, card);
    const pick = level('choice', 'pan.p.goblinSpell', opt(`p${owner}`, tx('pan.o.ofSeat', { what: spellText(card), seat: seatRef(owner) }), {
      hint: tx('pan.o.cost', { n: cost, res: tx('pan.res.crystal') }),
    }));
    out.push(...paid(s, seat, 'crystal', cost, [spellRoot, pick], (alt) => ({ t: 'gSpell', owner, alt })));
  }
  const kinds = placeableKinds(s, seat);
  if (kinds.length === 0) return out;
  const names = visibleNames(s, seat);
  const taken = new Set(s.players.flatMap((p) => p.goblin.map((post) => `${post.owner}/${post.slot}`)));
  const buildRoot = level('choice', TITLE, opt('GB', tx('pan.o.goblinBuild')));
  s.players.forEach((player, owner) => {
    if (owner === seat) return;
    player.slots.forEach((stack, slot) => {
      const building = buildingAt(s, owner, slot);
      if (!building || taken.has(`${owner}/${slot}`) || names.includes(building.spec.name) || !topOf(stack)) return;
      const cost = goblinBuildCost(building.card.id);
      const pick = level('choice', 'pan.p.goblinBuild', opt(`b${owner}${slot}`, tx('pan.o.ofSeat', { what: buildingText(building.card.id), seat: seatRef(owner) }), {
        hint: tx('pan.o.cost', { n: cost, res: tx('pan.res.wood') }),
      }));
      for (const leader of kinds) {
        const levels = kinds.length > 1 ? [buildRoot, pick, level('choice', 'pan.p.kind', kindOpt(leader))] : [buildRoot, pick];
        out.push(...paid(s, seat, 'wood', cost, levels, (alt) => ({ t: 'gBuild', owner, slot, leader, alt })));
      }
    });
  });
  return out;
}

const skipMove = (title: string): LegalMove => ({ levels: [level('choice', title, opt('P', tx('common.skip')))], move: { t: 'skip' } });

export function actionMoves(s: PandoriaState): LegalMove[] {
  const seat = s.active;
  const out: LegalMove[] = [];
  if (s.options.variant !== 'family') out.push(...spellMoves(s, seat, level('choice', TITLE, opt('S', tx('pan.o.spell')))));
  if (!isFamily(s.options)) {
    out.push(...buildMoves(s, seat), ...monumentMoves(s, seat), ...goblinMoves(s, seat));
  }
  out.push(...relicMoves(s, seat));
  if (out.length > 0) out.push(skipMove(TITLE));
  return out;
}

/** Halflings: one more spell after building a building or monument with the card action [seed]. */
export function extraMoves(s: PandoriaState): LegalMove[] {
  const out = spellMoves(s, s.active, level('choice', 'pan.p.extra', opt('S', tx('pan.o.spell'))));
  if (out.length > 0) out.push(skipMove('pan.p.extra'));
  return out;
}
