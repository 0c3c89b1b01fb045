import { describe, expect, it } from 'vitest';
import { scoreCity, scoreDistricts, templePoints, aqueductPoints } from '../../../src/games/city-of-rome/scoring';
import { cell } from './helpers';

// facts.md 4.2: our reconstruction of the seed's worked example, shifted onto board rows 0..3, columns 1..4.
// Legend: II-04 house 2, III-04 house 2, IV-04 house 2, II-09 house 3, I-03 luxury house 3, I-04 luxury house 4,
// II-15 arena (red), II-14 market (yellow), II-17 / III-14 baths, I-09 Great Aqueduct, II-18 aqueduct,
// I-10 Luna, III-17 Fortuna, S-white-V / S-white-H the starting farm and house.
const WORKED = [
  cell(0, 1, 'II-04'),
  cell(0, 2, 'II-15'),
  cell(0, 3, 'II-09'),
  cell(0, 4, 'I-03'),
  cell(1, 1, 'S-white-V'),
  cell(1, 2, 'S-white-H'),
  cell(1, 3, 'III-04'),
  cell(1, 4, 'II-17', { pointTokens: 2 }),
  cell(2, 1, 'II-14'),
  cell(2, 2, 'IV-04'),
  cell(2, 3, 'III-14', { pointTokens: 4 }),
  cell(2, 4, 'I-09'),
  cell(3, 1, 'I-10'),
  cell(3, 2, 'II-18'),
  cell(3, 3, 'I-04'),
  cell(3, 4, 'III-17'),
];

describe('end scoring: the seed worked example (facts.md 4.2)', () => {
  const score = scoreCity(WORKED, { coins: 9, influence: 3, influenceCards: [3] });

  it('scores the two value-2 districts 2 and 22 separately', () => {
    const twos = score.districts.filter((d) => d.value === 2).map((d) => d.points).sort((a, b) => a - b);
    expect(twos).toEqual([2, 22]);
    // District A is the lone top-left house; it does not merge with B.
    expect(score.districts.find((d) => d.points === 2)?.cells).toEqual(['0,1']);
    // B counts 3 colours and only the best baths (4), not 2 + 4.
    expect(score.districts.find((d) => d.points === 22)).toMatchObject({ colours: 3, bathBonus: 4 });
  });

  it('reproduces every line: 2+22, 14, 8, 12, 4, 9, 1, 3 = 75', () => {
    expect(score.lines).toEqual({
      houses2: 24,
      houses3: 14,
      houses4: 8,
      aqueducts: 12,
      temples: 4,
      coins: 9,
      influence: 1,
      influenceCards: 3,
    });
    expect(score.total).toBe(75);
  });

  it('the value-4 house touches one baths only and scores 8', () => {
    expect(score.districts.filter((d) => d.value === 4).map((d) => d.points)).toEqual([8]);
  });

  it('Fortuna pays nothing with three colours; Luna counts the 4 stars including its own', () => {
    expect(templePoints(WORKED, 9)).toBe(4);
    const withoutLuna = WORKED.filter((c) => c.card !== 'I-10');
    expect(templePoints(withoutLuna, 9)).toBe(0);
  });
});

describe('end scoring: districts (facts.md 4.3)', () => {
  it('an Arena and the Colosseum next to one district count as one colour', () => {
    const city = [cell(1, 1, 'II-04'), cell(1, 0, 'II-15'), cell(1, 2, 'I-06')];
    expect(scoreDistricts(city)).toEqual([{ value: 2, cells: ['1,1'], colours: 1, bathBonus: 0, points: 2 }]);
  });

  it('one baths next to two districts adds its tokens to each', () => {
    const city = [cell(1, 0, 'II-04'), cell(1, 1, 'II-17', { pointTokens: 3 }), cell(1, 2, 'II-09')];
    const districts = scoreDistricts(city);
    expect(districts.map((d) => d.points).sort((a, b) => a - b)).toEqual([2 + 3, 3 + 3]);
  });

  it('a district next to baths with 3 and 5 tokens adds 5, not 8', () => {
    const city = [cell(1, 1, 'II-04'), cell(1, 0, 'II-17', { pointTokens: 3 }), cell(1, 2, 'I-08', { pointTokens: 5 })];
    expect(scoreDistricts(city)[0]).toMatchObject({ colours: 1, bathBonus: 5, points: 2 + 5 });
  });

  it('a district without an adjacent public building scores 0', () => {
    const city = [cell(1, 1, 'II-12'), cell(1, 2, 'III-10'), cell(1, 3, 'II-18')];
    expect(scoreDistricts(city)).toEqual([{ value: 4, cells: ['1,1', '1,2'], colours: 0, bathBonus: 0, points: 0 }]);
  });

  it('sums the house values of a connected district and multiplies by up to 4 colours', () => {
    // Houses 3 at (1,1),(1,2),(2,1); market, arena, school, baths around them.
    const city = [
      cell(1, 1, 'II-09'),
      cell(1, 2, 'II-10'),
      cell(2, 1, 'I-03'),
      cell(0, 1, 'II-14'),
      cell(0, 2, 'II-15'),
      cell(1, 3, 'II-16'),
      cell(2, 2, 'II-17', { pointTokens: 1 }),
    ];
    expect(scoreDistricts(city)).toEqual([{ value: 3, cells: ['1,1', '1,2', '2,1'], colours: 4, bathBonus: 1, points: 9 * 4 + 1 }]);
  });

  it('houses of different values never form one district; diagonal houses are not connected', () => {
    const city = [cell(1, 1, 'II-04'), cell(1, 2, 'II-09'), cell(2, 2, 'II-05'), cell(0, 1, 'II-14')];
    const districts = scoreDistricts(city);
    expect(districts.filter((d) => d.value === 2)).toHaveLength(2);
  });
});

describe('end scoring: aqueducts, influence and coins (facts.md 4.3)', () => {
  it('aqueduct table 0/4/12/24/40', () => {
    const aq = ['II-18', 'II-19', 'II-20', 'II-21'];
    const points = [0, 1, 2, 3, 4].map((n) => aqueductPoints(aq.slice(0, n).map((id, i) => cell(i, i, id))));
    expect(points).toEqual([0, 4, 12, 24, 40]);
  });

  it('influence tokens: 0 and 1 give 0, 7 give 3; influence cards add their values', () => {
    const line = (influence: number) => scoreCity([], { coins: 0, influence, influenceCards: [] }).lines.influence;
    expect([line(0), line(1), line(7)]).toEqual([0, 0, 3]);
    expect(scoreCity([], { coins: 0, influence: 0, influenceCards: [3, 10] }).lines.influenceCards).toBe(13);
  });

  it('Mercury with 11 coins gives 3 on top of the 11 coin points', () => {
    const score = scoreCity([cell(0, 0, 'I-14')], { coins: 11, influence: 0, influenceCards: [] });
    expect(score.lines.temples).toBe(3);
    expect(score.lines.coins).toBe(11);
  });
});

describe('end scoring: temples (facts.md 2.5)', () => {
  const t = (cards: string[], coins = 0) => templePoints(cards.map((id, i) => cell(Math.floor(i / 4), i % 4, id)), coins);

  it('Mars: 5 with at least one value-4 house, else 0', () => {
    expect(t(['I-11', 'II-12'])).toBe(5);
    expect(t(['I-11', 'II-12', 'II-13'])).toBe(5);
    expect(t(['I-11', 'II-09'])).toBe(0);
  });

  it('Venus: 2 per value-2 house, the starting and luxury houses included', () => {
    expect(t(['I-12', 'S-white-H', 'I-02', 'II-04', 'II-09'])).toBe(6);
  });

  it('Jupiter: 2 per temple, itself included', () => {
    expect(t(['I-13'])).toBe(2);
    // Jupiter: 3 temples × 2 = 6; Luna: Jupiter's 2 stars + its own 1 = 3.
    expect(t(['I-13', 'I-10', 'II-22'])).toBe(6 + 3);
    expect(t(['I-13', 'II-22'])).toBe(4);
  });

  it('Minerva: 10 with exactly 16 cards, else 0', () => {
    const fifteen = ['II-22', ...Array.from({ length: 14 }, (_, i) => `II-${String(4 + (i % 5)).padStart(2, '0')}`)];
    expect(t(fifteen)).toBe(0);
    expect(t([...fifteen, 'II-09'])).toBe(10);
  });

  it('Fortuna: 15 with all four colours (special versions count), else 0', () => {
    expect(t(['III-17', 'I-05', 'II-15', 'II-16', 'II-17'])).toBe(15);
    expect(t(['III-17', 'I-05', 'II-14', 'II-16', 'II-17'])).toBe(0);
  });

  it('Amor: 10 with at least 4 value-2 houses', () => {
    expect(t(['III-18', 'II-04', 'II-05', 'II-06'])).toBe(0);
    expect(t(['III-18', 'II-04', 'II-05', 'II-06', 'S-white-H'])).toBe(10);
  });

  it('Juno: 10 with at least 4 temples, itself included', () => {
    expect(t(['IV-17', 'II-22', 'III-17'])).toBe(0);
    expect(t(['IV-17', 'II-22', 'III-17', 'III-18'])).toBe(10);
  });

  it('Saturn: 15 with at least 4 production buildings', () => {
    expect(t(['IV-18', 'S-white-V', 'II-01', 'II-02'])).toBe(0);
    expect(t(['IV-18', 'S-white-V', 'II-01', 'II-02', 'I-01'])).toBe(15);
  });

  it('Luna: 1 per star in the city (Mars 3, Jupiter 2, luxury house 1, itself 1)', () => {
    expect(t(['I-10', 'I-11', 'I-02'])).toBe(5);
  });

  it('a conditional temple pays once however often its condition is met', () => {
    expect(t(['III-18', 'II-04', 'II-05', 'II-06', 'II-07', 'II-08', 'S-white-H', 'III-04', 'III-05'])).toBe(10);
  });
});

describe('Jupiter counts temples only', () => {
  it('2 points per temple in the city: alone with a house and a farm it scores 2, with a second temple 4 (+ that temple)', () => {
    const alone = [cell(2, 2, 'I-13'), cell(3, 2, 'S-white-H'), cell(3, 3, 'S-white-V')];
    expect(templePoints(alone, 0)).toBe(2);
    // Mercury (I-14) scores 1 per 3 coins: with 0 coins only Jupiter's 2 × 2 temples count.
    expect(templePoints([...alone, cell(2, 3, 'I-14')], 0)).toBe(4);
  });
});
