/**
 * Every card as printed (seed appendix "Gebäudekarten"/"Tempel", facts.md 2.1–2.5): deck, kind, cost in bricks
 * (house value − 1, production 2, public 3, aqueduct 1, deck I temples 2, other temples 3, starting buildings and the
 * shrine 0), stars (deck I: luxury houses and the Great Aqueduct 1, Luna 1, Venus 1, Jupiter 2, Mercury 2, Mars 3),
 * what it is (house value, production kind, public kind and colour, temple) and its effect text. Colours of market,
 * arena and school are facts.md A13's placeholders; the baths are blue (seed). One row per card, checked against
 * what the view carries for it.
 */
import { describe, expect, it } from 'vitest';
import { cardInfo } from '../../../src/games/city-of-rome/cards';
import type { CorCardInfo } from '../../../src/games/city-of-rome/view';

type Row = [id: string, origin: string, kind: string, cost: number, stars: number, what: number | string, effect: string, colour?: string];

const CARDS: Row[] = [
  ['I-01', 'I', 'production', 2, 0, 'vineyard', 'vineyard'],
  ['I-02', 'I', 'house', 1, 1, 2, 'luxuryHouse'],
  ['I-03', 'I', 'house', 2, 1, 3, 'luxuryHouse'],
  ['I-04', 'I', 'house', 3, 1, 4, 'luxuryHouse'],
  ['I-05', 'I', 'public', 3, 0, 'market/yellow', 'marketSpecial'],
  ['I-06', 'I', 'public', 3, 0, 'arena/red', 'arenaSpecial'],
  ['I-07', 'I', 'public', 3, 0, 'school/green', 'schoolSpecial'],
  ['I-08', 'I', 'public', 3, 0, 'baths/blue', 'bathsSpecial'],
  ['I-09', 'I', 'aqueduct', 1, 1, '', 'greatAqueduct'],
  ['I-10', 'I', 'temple', 2, 1, 'luna', 'luna'],
  ['I-11', 'I', 'temple', 2, 3, 'mars', 'mars'],
  ['I-12', 'I', 'temple', 2, 1, 'venus', 'venus'],
  ['I-13', 'I', 'temple', 2, 2, 'jupiter', 'jupiter'],
  ['I-14', 'I', 'temple', 2, 2, 'mercury', 'mercury'],
  ['II-01', 'II', 'production', 2, 0, 'vegetable', 'vegetable'],
  ['II-02', 'II', 'production', 2, 0, 'grain', 'grain'],
  ['II-03', 'II', 'production', 2, 0, 'sheep', 'sheep'],
  ['II-04', 'II', 'house', 1, 0, 2, 'house'],
  ['II-05', 'II', 'house', 1, 0, 2, 'house'],
  ['II-06', 'II', 'house', 1, 0, 2, 'house'],
  ['II-07', 'II', 'house', 1, 0, 2, 'house'],
  ['II-08', 'II', 'house', 1, 0, 2, 'house'],
  ['II-09', 'II', 'house', 2, 0, 3, 'house'],
  ['II-10', 'II', 'house', 2, 0, 3, 'house'],
  ['II-11', 'II', 'house', 2, 0, 3, 'house'],
  ['II-12', 'II', 'house', 3, 0, 4, 'house'],
  ['II-13', 'II', 'house', 3, 0, 4, 'house'],
  ['II-14', 'II', 'public', 3, 0, 'market/yellow', 'market'],
  ['II-15', 'II', 'public', 3, 0, 'arena/red', 'arena'],
  ['II-16', 'II', 'public', 3, 0, 'school/green', 'school'],
  ['II-17', 'II', 'public', 3, 0, 'baths/blue', 'baths'],
  ['II-18', 'II', 'aqueduct', 1, 0, '', 'aqueduct'],
  ['II-19', 'II', 'aqueduct', 1, 0, '', 'aqueduct'],
  ['II-20', 'II', 'aqueduct', 1, 0, '', 'aqueduct'],
  ['II-21', 'II', 'aqueduct', 1, 0, '', 'aqueduct'],
  ['II-22', 'II', 'temple', 3, 0, 'minerva', 'minerva'],
  ['III-01', 'III', 'production', 2, 0, 'vegetable', 'vegetable'],
  ['III-02', 'III', 'production', 2, 0, 'grain', 'grain'],
  ['III-03', 'III', 'production', 2, 0, 'sheep', 'sheep'],
  ['III-04', 'III', 'house', 1, 0, 2, 'house'],
  ['III-05', 'III', 'house', 1, 0, 2, 'house'],
  ['III-06', 'III', 'house', 1, 0, 2, 'house'],
  ['III-07', 'III', 'house', 2, 0, 3, 'house'],
  ['III-08', 'III', 'house', 2, 0, 3, 'house'],
  ['III-09', 'III', 'house', 2, 0, 3, 'house'],
  ['III-10', 'III', 'house', 3, 0, 4, 'house'],
  ['III-11', 'III', 'public', 3, 0, 'market/yellow', 'market'],
  ['III-12', 'III', 'public', 3, 0, 'arena/red', 'arena'],
  ['III-13', 'III', 'public', 3, 0, 'school/green', 'school'],
  ['III-14', 'III', 'public', 3, 0, 'baths/blue', 'baths'],
  ['III-15', 'III', 'aqueduct', 1, 0, '', 'aqueduct'],
  ['III-16', 'III', 'aqueduct', 1, 0, '', 'aqueduct'],
  ['III-17', 'III', 'temple', 3, 0, 'fortuna', 'fortuna'],
  ['III-18', 'III', 'temple', 3, 0, 'amor', 'amor'],
  ['IV-01', 'IV', 'production', 2, 0, 'vegetable', 'vegetable'],
  ['IV-02', 'IV', 'production', 2, 0, 'grain', 'grain'],
  ['IV-03', 'IV', 'production', 2, 0, 'sheep', 'sheep'],
  ['IV-04', 'IV', 'house', 1, 0, 2, 'house'],
  ['IV-05', 'IV', 'house', 1, 0, 2, 'house'],
  ['IV-06', 'IV', 'house', 1, 0, 2, 'house'],
  ['IV-07', 'IV', 'house', 2, 0, 3, 'house'],
  ['IV-08', 'IV', 'house', 2, 0, 3, 'house'],
  ['IV-09', 'IV', 'house', 2, 0, 3, 'house'],
  ['IV-10', 'IV', 'house', 3, 0, 4, 'house'],
  ['IV-11', 'IV', 'public', 3, 0, 'market/yellow', 'market'],
  ['IV-12', 'IV', 'public', 3, 0, 'arena/red', 'arena'],
  ['IV-13', 'IV', 'public', 3, 0, 'school/green', 'school'],
  ['IV-14', 'IV', 'public', 3, 0, 'baths/blue', 'baths'],
  ['IV-15', 'IV', 'aqueduct', 1, 0, '', 'aqueduct'],
  ['IV-16', 'IV', 'aqueduct', 1, 0, '', 'aqueduct'],
  ['IV-17', 'IV', 'temple', 3, 0, 'juno', 'juno'],
  ['IV-18', 'IV', 'temple', 3, 0, 'saturn', 'saturn'],
  ['S-purple-H', 'start', 'house', 0, 0, 2, 'house', 'purple'],
  ['S-purple-V', 'start', 'production', 0, 0, 'vegetable', 'vegetable', 'purple'],
  ['S-orange-H', 'start', 'house', 0, 0, 2, 'house', 'orange'],
  ['S-orange-V', 'start', 'production', 0, 0, 'vegetable', 'vegetable', 'orange'],
  ['S-white-H', 'start', 'house', 0, 0, 2, 'house', 'white'],
  ['S-white-V', 'start', 'production', 0, 0, 'vegetable', 'vegetable', 'white'],
  ['S-brown-H', 'start', 'house', 0, 0, 2, 'house', 'brown'],
  ['S-brown-V', 'start', 'production', 0, 0, 'vegetable', 'vegetable', 'brown'],
  ['SH-purple', 'shrine', 'temple', 0, 0, 'shrine', 'shrine'],
  ['SH-orange', 'shrine', 'temple', 0, 0, 'shrine', 'shrine'],
  ['SH-white', 'shrine', 'temple', 0, 0, 'shrine', 'shrine'],
  ['SH-brown', 'shrine', 'temple', 0, 0, 'shrine', 'shrine'],
];

function expected([id, origin, kind, cost, stars, what, effect, colour]: Row): CorCardInfo {
  const info: Record<string, unknown> = { id, name: { key: `cor.card.${id}` }, origin, kind, cost, stars, effect: { key: `cor.effect.${effect}` } };
  if (kind === 'house') info.value = what;
  if (kind === 'production') info.production = what;
  if (kind === 'public') [info.publicType, info.colour] = String(what).split('/');
  if (kind === 'temple') info.temple = what;
  if (colour) info.playerColour = colour;
  return info as unknown as CorCardInfo;
}

describe('the printed cards', () => {
  it.each(CARDS)('%s: deck %s, %s, cost %i, %i stars, %s', (...row) => {
    expect(cardInfo(row[0])).toStrictEqual(expected(row));
  });

  it('deck sizes: 14 in deck I, 22 in II, 18 each in III and IV, 8 starting buildings, 4 shrines', () => {
    const count = (origin: string) => CARDS.filter((row) => row[1] === origin).length;
    expect([count('I'), count('II'), count('III'), count('IV'), count('start'), count('shrine')]).toEqual([14, 22, 18, 18, 8, 4]);
  });
});
