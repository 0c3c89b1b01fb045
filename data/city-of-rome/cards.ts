/**
 * Every card of City of Rome (seed appendix; ids and English names from facts.md 2.6).
 * Deck I holds the "special" versions (gold corners): public buildings there give +1 on build.
 * Colours of market, arena and school are DESIGNED placeholders (facts.md A13); baths are blue (seed).
 */
import type {
  CorCardKind,
  CorCardOrigin,
  CorColour,
  CorPlayerColour,
  CorProductionType,
  CorPublicType,
  CorTempleType,
} from '../../src/games/city-of-rome/view';

export interface CardData {
  id: string;
  origin: CorCardOrigin;
  kind: CorCardKind;
  cost: number;
  stars: number;
  value?: 2 | 3 | 4;
  production?: CorProductionType;
  publicType?: CorPublicType;
  temple?: CorTempleType;
  playerColour?: CorPlayerColour;
  /** Effect text key suffix: `cor.effect.<effect>`. */
  effect: string;
  en: string;
  de: string;
}

export const PUBLIC_COLOURS: Record<CorPublicType, CorColour> = {
  market: 'yellow',
  arena: 'red',
  school: 'green',
  baths: 'blue',
};

const production = (id: string, origin: CorCardOrigin, type: CorProductionType): CardData => {
  const names: Record<CorProductionType, [string, string]> = {
    vegetable: ['Vegetable farm', 'Gemüsehof'],
    grain: ['Grain farm', 'Getreidehof'],
    sheep: ['Sheep farm', 'Schafhof'],
    vineyard: ['Vineyard', 'Weinhof'],
  };
  return { id, origin, kind: 'production', cost: 2, stars: 0, production: type, effect: type, en: names[type][0], de: names[type][1] };
};

const house = (id: string, origin: CorCardOrigin, value: 2 | 3 | 4, luxury = false): CardData => ({
  id,
  origin,
  kind: 'house',
  cost: value - 1,
  stars: luxury ? 1 : 0,
  value,
  effect: luxury ? 'luxuryHouse' : 'house',
  en: luxury ? `Luxury house (${value})` : `House (${value})`,
  de: luxury ? `Luxus-Wohnhaus (${value})` : `Wohnhaus (${value})`,
});

const publicBuilding = (id: string, origin: CorCardOrigin, type: CorPublicType): CardData => {
  const special = origin === 'I';
  const names: Record<CorPublicType, [string, string, string, string]> = {
    market: ['Market', 'Markt', 'Forum Romanum', 'Forum Romanum'],
    arena: ['Arena', 'Arena', 'Colosseum', 'Kolosseum'],
    school: ['School', 'Schule', 'University', 'Universität'],
    baths: ['Baths', 'Therme', 'Imperial Baths', 'Kaiser-Therme'],
  };
  const [en, de, enSpecial, deSpecial] = names[type];
  return {
    id,
    origin,
    kind: 'public',
    cost: 3,
    stars: 0,
    publicType: type,
    effect: special ? `${type}Special` : type,
    en: special ? enSpecial : en,
    de: special ? deSpecial : de,
  };
};

const aqueduct = (id: string, origin: CorCardOrigin, great = false): CardData => ({
  id,
  origin,
  kind: 'aqueduct',
  cost: 1,
  stars: great ? 1 : 0,
  effect: great ? 'greatAqueduct' : 'aqueduct',
  en: great ? 'Great Aqueduct' : 'Aqueduct',
  de: great ? 'Großes Aquädukt' : 'Aquädukt',
});

const TEMPLE_NAMES: Record<CorTempleType, [string, string]> = {
  luna: ['Temple of Luna', 'Tempel der Luna'],
  mars: ['Temple of Mars', 'Tempel des Mars'],
  venus: ['Temple of Venus', 'Tempel der Venus'],
  jupiter: ['Temple of Jupiter', 'Tempel des Jupiter'],
  mercury: ['Temple of Mercury', 'Tempel des Merkur'],
  minerva: ['Temple of Minerva', 'Tempel der Minerva'],
  fortuna: ['Temple of Fortuna', 'Tempel der Fortuna'],
  amor: ['Temple of Amor', 'Tempel des Amor'],
  juno: ['Temple of Juno', 'Tempel der Juno'],
  saturn: ['Temple of Saturn', 'Tempel des Saturnus'],
  shrine: ['Shrine', 'Schrein'],
};

const temple = (id: string, origin: CorCardOrigin, type: CorTempleType, cost: number, stars: number): CardData => ({
  id,
  origin,
  kind: 'temple',
  cost,
  stars,
  temple: type,
  effect: type,
  en: TEMPLE_NAMES[type][0],
  de: TEMPLE_NAMES[type][1],
});

const numbered = (deck: string, n: number) => `${deck}-${String(n).padStart(2, '0')}`;

/** Decks III and IV differ only in their two temples. */
function standardDeck(deck: 'III' | 'IV', temples: [CorTempleType, CorTempleType]): CardData[] {
  const id = (n: number) => numbered(deck, n);
  return [
    production(id(1), deck, 'vegetable'),
    production(id(2), deck, 'grain'),
    production(id(3), deck, 'sheep'),
    house(id(4), deck, 2),
    house(id(5), deck, 2),
    house(id(6), deck, 2),
    house(id(7), deck, 3),
    house(id(8), deck, 3),
    house(id(9), deck, 3),
    house(id(10), deck, 4),
    publicBuilding(id(11), deck, 'market'),
    publicBuilding(id(12), deck, 'arena'),
    publicBuilding(id(13), deck, 'school'),
    publicBuilding(id(14), deck, 'baths'),
    aqueduct(id(15), deck),
    aqueduct(id(16), deck),
    temple(id(17), deck, temples[0], 3, 0),
    temple(id(18), deck, temples[1], 3, 0),
  ];
}

export const DECK_I: readonly CardData[] = [
  production('I-01', 'I', 'vineyard'),
  house('I-02', 'I', 2, true),
  house('I-03', 'I', 3, true),
  house('I-04', 'I', 4, true),
  publicBuilding('I-05', 'I', 'market'),
  publicBuilding('I-06', 'I', 'arena'),
  publicBuilding('I-07', 'I', 'school'),
  publicBuilding('I-08', 'I', 'baths'),
  aqueduct('I-09', 'I', true),
  temple('I-10', 'I', 'luna', 2, 1),
  temple('I-11', 'I', 'mars', 2, 3),
  temple('I-12', 'I', 'venus', 2, 1),
  temple('I-13', 'I', 'jupiter', 2, 2),
  temple('I-14', 'I', 'mercury', 2, 2),
];

export const DECK_II: readonly CardData[] = [
  production('II-01', 'II', 'vegetable'),
  production('II-02', 'II', 'grain'),
  production('II-03', 'II', 'sheep'),
  ...[4, 5, 6, 7, 8].map((n) => house(numbered('II', n), 'II', 2)),
  ...[9, 10, 11].map((n) => house(numbered('II', n), 'II', 3)),
  ...[12, 13].map((n) => house(numbered('II', n), 'II', 4)),
  publicBuilding('II-14', 'II', 'market'),
  publicBuilding('II-15', 'II', 'arena'),
  publicBuilding('II-16', 'II', 'school'),
  publicBuilding('II-17', 'II', 'baths'),
  ...[18, 19, 20, 21].map((n) => aqueduct(numbered('II', n), 'II')),
  temple('II-22', 'II', 'minerva', 3, 0),
];

export const DECK_III: readonly CardData[] = standardDeck('III', ['fortuna', 'amor']);
export const DECK_IV: readonly CardData[] = standardDeck('IV', ['juno', 'saturn']);

export const PLAYER_COLOURS: readonly CorPlayerColour[] = ['purple', 'orange', 'white', 'brown'];

const COLOUR_NAMES: Record<CorPlayerColour, [string, string]> = {
  purple: ['purple', 'violett'],
  orange: ['orange', 'orange'],
  white: ['white', 'weiß'],
  brown: ['brown', 'braun'],
};

/** The two starting buildings of a colour: a value-2 house and a vegetable farm, both already built (cost 0). */
export function startingCards(colour: CorPlayerColour): [CardData, CardData] {
  const [en, de] = COLOUR_NAMES[colour];
  return [
    { ...house(`S-${colour}-H`, 'start', 2), cost: 0, playerColour: colour, en: `Starting house (${en})`, de: `Start-Wohnhaus (${de})` },
    {
      ...production(`S-${colour}-V`, 'start', 'vegetable'),
      cost: 0,
      playerColour: colour,
      en: `Starting vegetable farm (${en})`,
      de: `Start-Gemüsehof (${de})`,
    },
  ];
}

/** The shrine (mini-expansion): one per colour, a temple costing 0 bricks. */
export function shrineCard(colour: CorPlayerColour): CardData {
  const [en, de] = COLOUR_NAMES[colour];
  return { ...temple(`SH-${colour}`, 'shrine', 'shrine', 0, 0), en: `Shrine (${en})`, de: `Schrein (${de})` };
}

export const DECKS: Readonly<Record<'I' | 'II' | 'III' | 'IV', readonly CardData[]>> = {
  I: DECK_I,
  II: DECK_II,
  III: DECK_III,
  IV: DECK_IV,
};

/** Every card, by id. */
export const ALL_CARDS: readonly CardData[] = [
  ...DECK_I,
  ...DECK_II,
  ...DECK_III,
  ...DECK_IV,
  ...PLAYER_COLOURS.flatMap((colour) => startingCards(colour)),
  ...PLAYER_COLOURS.map((colour) => shrineCard(colour)),
];
