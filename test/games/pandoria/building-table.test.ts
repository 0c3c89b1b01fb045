/** Each of the seed's 30 building lines (B1–B30), checked on the card that carries it. */
import { describe, expect, it } from 'vitest';
import { BUILDINGS, CARDS } from '../../../data/pandoria/cards';
import { YIELD } from '../../../data/pandoria/terrain';
import { cardPrice, spellCost, buildSlots } from '../../../src/games/pandoria/costs';
import { conversionPoints, gain, payWays } from '../../../src/games/pandoria/resources';
import { poorMoves } from '../../../src/games/pandoria/moves/end';
import { shrinePoints } from '../../../src/games/pandoria/buildings';
import { act, at, bareGame, walled } from './helpers';

const carrier = (id: string) => {
  const card = CARDS.find((c) => c.building === id);
  if (!card) throw new Error(`no card carries ${id}`);
  return card.id;
};

function withBuilding(id: string) {
  const s = bareGame();
  s.players[0].slots[0] = [{ card: carrier(id) }];
  s.players[0].res = { crystal: 0, gold: 0, wood: 0 };
  return s;
}

describe('building effects', () => {
  it('every effect line of the seed is on at least one card', () => {
    for (const id of Object.keys(BUILDINGS)) expect(CARDS.some((c) => c.building === id), id).toBe(true);
  });

  for (const [id, spec] of Object.entries(BUILDINGS)) {
    const effect = spec.effect;
    it(`${id} (${spec.name}, ${effect.kind})`, () => {
      const s = withBuilding(id);
      const plain = bareGame();
      switch (effect.kind) {
        case 'bank':
          expect(cardPrice(s, 0, 'C27')).toBe(5 - effect.save);
          expect(cardPrice(s, 0, 'I01')).toBe(1);
          break;
        case 'school':
          expect(spellCost(s, 0, 'C18')).toBe(5 - effect.save);
          expect(spellCost(s, 0, 'C23')).toBe(1);
          break;
        case 'carpenter':
          expect(buildSlots(s, 0, 'C27', false).find((c) => c.slot === 1)?.cost).toBe(7 - effect.save);
          break;
        case 'rate':
          expect(conversionPoints(s, 0, effect.resource, 6)).toBe(effect.points * Math.floor(6 / effect.per));
          expect(conversionPoints(plain, 0, effect.resource, 6)).toBe(2);
          break;
        case 'market':
          s.players[0].res = { crystal: 1, gold: 2 * effect.rate, wood: 0 };
          expect(payWays(s, 0, 'crystal', 3)).toEqual(['gold']);
          s.players[0].res.gold -= 1;
          expect(payWays(s, 0, 'crystal', 3)).toEqual([]);
          break;
        case 'shrine':
          expect(shrinePoints(s, 0)).toBe(effect.points);
          break;
        case 'yield': {
          const code = { forest: 'F', mountain: 'M', hills: 'H', city: 'C' }[effect.terrain];
          // a 3-space region in the middle of the plain, walled in except J5, where a castle with a figure closes it
          walled(s, { J6: `${code}1`, J7: `${code}1`, K6: `${code}1` }, effect.terrain === 'forest' ? 'M1' : 'F1', 'J5');
          at(s, 0, 'place');
          let after = act(s, { t: 'castle', cell: 'J5' });
          after = act(after, { t: 'figure', cell: 'J5', leader: false });
          while (after.active === 0 && after.turn.step === 'action') after = act(after, { t: 'skip' });
          const resource = YIELD[effect.terrain];
          const got = resource ? after.players[0].res[resource] : after.players[0].score;
          expect(got).toBe(3 + effect.perSpace * 3);
          break;
        }
        case 'poorhouse':
          s.players[0].res = { crystal: 1, gold: 0, wood: 1 };
          expect(poorMoves(at(s, 0, 'poor'))).toHaveLength(1);
          expect(poorMoves(at(plain, 0, 'poor'))).toHaveLength(0);
          break;
        case 'storehouse':
          gain(s, 0, { wood: 11, gold: 12 });
          expect(s.players[0].points.storehouse).toBe(2);
          gain(plain, 0, { wood: 11 });
          expect(plain.players[0].points.storehouse).toBeUndefined();
          break;
      }
    });
  }
});
