/**
 * Turn UX of the choice tree (issue 6 item 2): power actions that need a sacrifice are marked, the turn
 * menu says what is left of the turn, hexes read "C7 · Swamp", cult and tile choices show their effect.
 */
import { describe, expect, it } from 'vitest';
import type { Prompt, PromptOption, Seat, Text } from '../../../src/engine/types';
import type { FactionId } from '../../../data/terra-mystica/factions';
import { t } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { act, acts, edited, game, TWO } from './helpers';

function promptAt(state: TmState, seat: Seat, path: string[] = []): Prompt {
  const result = terraMystica.prompt(state, seat, path);
  if (!('prompt' in result)) throw new Error(`a move, not a prompt, at [${path.join(',')}]`);
  return result.prompt;
}

const option = (prompt: Prompt, id: string): PromptOption => {
  const found = prompt.options.find((o) => o.id === id);
  if (!found) throw new Error(`no option ${id} in ${prompt.options.map((o) => o.id).join(',')}`);
  return found;
};

/** The text inside the title "Your turn — {left}". */
function leftOf(state: TmState): Text | undefined {
  const title = promptAt(state, 0).title;
  return title.key === 'tm.q.turnLeft' ? (title.params?.left as Text) : undefined;
}

/** `faction` (seat 0, rich, to act) with a stronghold just built on its first home, against a far-away faction. */
function strongholdTurn(faction: FactionId, homes: string[]): TmState {
  const [other, far]: [FactionId, string[]] = faction === 'witches' ? ['mermaids', ['A11', 'I10']] : ['witches', ['A10', 'I11']];
  const s = game({ factions: [faction, other], dwellings: { [faction]: homes, [other]: far } });
  const rich = edited(s, (x) => {
    Object.assign(x.players[0], { c: 40, w: 20, p: 5, bowls: [0, 4, 8] });
    x.buildings[homes[0]].kind = 'TP';
  });
  return act(rich, 0, { t: 'upgrade', hex: homes[0], to: 'SH' });
}

describe('the turn menu says what is left of the turn', () => {
  it('plain at the start of a turn; "action taken" once the action is done', () => {
    const state = edited(TWO(), (x) => (x.players[0].bowls = [0, 0, 12]));
    expect(promptAt(state, 0).title.key).toBe('tm.q.turn');
    expect(leftOf(act(state, 0, { t: 'action', id: 'ACT4' }))?.key).toBe('tm.left.done');
  });

  it('Halflings: the 3 spades of their stronghold', () => {
    const left = leftOf(strongholdTurn('halflings', ['E6', 'H3']));
    expect(left?.key).toBe('tm.left.spades');
    expect(t('en', left ?? { key: '' })).toBe('3 spades to use');
    expect(t('de', left ?? { key: '' })).toBe('3 Spaten einzusetzen');
  });

  it('Chaos Magicians: the actions left of the double action', () => {
    const sh = acts(strongholdTurn('chaosmagicians', ['E3']), [
      [0, { t: 'done' }],
      [1, { t: 'pass', bonus: 'BON6' }],
    ]);
    const double = act(sh, 0, { t: 'action', id: 'ACTC' });
    expect(t('en', leftOf(double) ?? { key: '' })).toBe('2 actions to go (double action)');
    // One left reads in the singular.
    const one = leftOf(act(double, 0, { t: 'action', id: 'ACT4' })) ?? { key: '' };
    expect(one.key).toBe('tm.left.actions');
    expect([t('en', one), t('de', one)]).toEqual(['1 action to go (double action)', 'noch 1 Aktion (Doppelzug)']);
  });

  it('the free dwelling of the Witches’ action, and two things at once', () => {
    const sh = acts(strongholdTurn('witches', ['E9', 'F4']), [
      [0, { t: 'done' }],
      [1, { t: 'pass', bonus: 'BON6' }],
    ]);
    expect(leftOf(act(sh, 0, { t: 'action', id: 'ACTW' }))?.key).toBe('tm.left.freeD');
    const both = edited(act(sh, 0, { t: 'action', id: 'ACTW' }), (x) => {
      if (x.turn) x.turn.actions = 1;
    });
    expect(leftOf(both)?.key).toBe('tm.left.and');
  });
});

describe('power actions that need a sacrifice', () => {
  it('are marked in the label and toned as risky; the others are not', () => {
    const burn = promptAt(edited(TWO(), (x) => (x.players[0].bowls = [0, 6, 2])), 0, ['p']);
    const priest = option(burn, 'ACT2');
    expect(priest.label).toEqual({ key: 'tm.o.powerBurn', params: { action: { key: 'tm.action.ACT2' }, burn: 1 } });
    expect(priest.tone).toBe('danger');
    const plain = option(promptAt(edited(TWO(), (x) => (x.players[0].bowls = [0, 0, 12])), 0, ['p']), 'ACT2');
    expect(plain.label).toEqual({ key: 'tm.action.ACT2' });
    expect(plain.tone).toBeUndefined();
  });
});

describe('hexes, cults and tiles', () => {
  it('hex options read "C7 · Swamp" and name their board row as group, however many there are', () => {
    const few = promptAt(edited(TWO(), (x) => Object.assign(x.players[0], { c: 20, w: 10 })), 0, ['t']);
    expect(few.options.length).toBeLessThanOrEqual(25);
    expect(few.options.every((o) => o.group === o.id[0])).toBe(true);
    const first = few.options[0];
    expect(first.label).toEqual({ key: 'tm.o.hex', params: { hex: first.id, terrain: { key: `tm.terrain.${TWO().terrain[first.id]}` } } });
    expect(t('en', { key: 'tm.o.hex', params: { hex: 'C7', terrain: { key: 'tm.terrain.K' } } })).toBe('C7 · Swamp');
    expect(t('de', { key: 'tm.o.hex', params: { hex: 'C7', terrain: { key: 'tm.terrain.K' } } })).toBe('C7 · Sumpf');
    // Shipping across the whole map makes most hexes reachable.
    const many = promptAt(edited(TWO(), (x) => Object.assign(x.players[0], { c: 20, w: 10, shipping: 6 })), 0, ['t']);
    expect(many.options.length).toBeGreaterThan(25);
    expect(many.options.every((o) => o.group === o.id[0])).toBe(true);
  });

  it('free cult steps show where the player stands and would stand (9 without a key)', () => {
    const state = edited(TWO(), (x) => {
      x.players[0].pendingCult = 1;
      x.players[0].cults = [3, 9, 0, 0];
      x.players[0].keys = 0;
    });
    const prompt = promptAt(state, 0);
    expect(option(prompt, 'FIRE').hint).toEqual({ key: 'tm.h.cultStep', params: { cult: { key: 'tm.cult.FIRE' }, from: 3, to: 4 } });
    expect(option(prompt, 'WATER').hint?.params).toMatchObject({ from: 9, to: 9 });
  });

  it('favor tiles show their cult step for the player', () => {
    const state = edited(TWO(), (x) => {
      x.players[0].pendingFavors = 1;
      x.players[0].cults = [2, 0, 0, 0];
    });
    const prompt = promptAt(state, 0);
    expect(option(prompt, 'FAV1').hint?.params).toMatchObject({ from: 2, to: 5 });
    expect(option(prompt, 'FAV9').hint?.params).toMatchObject({ from: 2, to: 3 });
  });

  it('town tiles show their effect for the player: VP, keys, cults, shipping', () => {
    const state = edited(TWO(), (x) => {
      x.players[0].pendingTowns = 1;
      x.players[0].cults = [1, 2, 3, 9];
      x.players[0].keys = 0;
    });
    const p = state.players[0];
    const prompt = promptAt(state, 0);
    expect(option(prompt, 'TW1').hint).toEqual({ key: 'tm.h.townKeys', params: { from: p.vp, to: p.vp + 5, keys: 0, after: 1 } });
    const cults = option(prompt, 'TW5').hint;
    expect(cults?.key).toBe('tm.h.townCults');
    expect((cults?.params?.cults as Text).params).toEqual({ from: '1/2/3/9', to: '2/3/4/10' });
    expect(option(prompt, 'TW7').hint).toEqual({ key: 'tm.h.townShip', params: { from: p.vp, to: p.vp + 4, from2: p.shipping, to2: p.shipping + 1 } });
  });
});
