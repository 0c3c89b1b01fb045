/**
 * Every element of the Terra Mystica table, checked on states replayed from league logs (rich late-game
 * boards: towns, many favors, used special actions, passed seats). Texts are checked through the list of
 * texts the painter fills (with where and how large), marks through pixels.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/engine/types';
import type { TmPlayerView, TmView } from '../../src/games/terra-mystica/view';
import { terraMystica } from '../../src/games/terra-mystica/engine';
import { importSnellman } from '../../src/games/terra-mystica/snellman/import';
import { FACTIONS } from '../../data/terra-mystica/factions';
import { FAVOR_IDS } from '../../data/terra-mystica/tiles';
import { t, tx } from '../../src/i18n';
import { drawTerraMystica, paintTerraMystica, renderTerraMystica } from '../../renderers/terra-mystica';
import { tmLayout, WIDTH } from '../../renderers/terra-mystica/layout';
import { factionGeometry, trackLine, type FactionGeometry } from '../../renderers/terra-mystica/factions';
import { ACTION_FILL, drawSpecialActions, NEXT_ROUND_FILL, specialActions, specialActionTokens, USED_ACTION_CROSS } from '../../renderers/terra-mystica/faction-tiles';
import { act, TWO } from '../games/terra-mystica/helpers';
import { INCOME_FILL } from '../../renderers/terra-mystica/factions';
import { incomeLine, incomeShown, nextIncome } from '../../renderers/terra-mystica/income';
import { supplyGeometry, supplyTowns } from '../../renderers/terra-mystica/supply';
import { bonusChip, favorChip, townChip, type TileChip } from '../../renderers/terra-mystica/tile-chips';
import { CURRENT_ROUND_FILL, tilesGeometry, USED_CROSS } from '../../renderers/terra-mystica/tiles';
import { cultGeometry } from '../../renderers/terra-mystica/cults';
import { TERRAIN_COLOUR } from '../../renderers/terra-mystica/style';
import { countColour, createSurface, isPng, pngSize, type DecodedImage } from '../../renderers/kit';
import type { Box } from '../../renderers/kit/text';

const LOGS = new URL('../games/terra-mystica/logs/', import.meta.url).pathname;
const NAMES = ['Ada', 'Bo', 'Cem', 'Dana', 'Eli'];

/** The public view after the first `lines` lines of a league log. */
function leagueView(file: string, lines: number): TmView {
  const text = readFileSync(LOGS + file, 'utf8').split('\n').slice(0, lines).join('\n');
  return terraMystica.view(importSnellman(text).state, null);
}

/** 5 players, round 5 mid-actions: towns, favors, used FAV6/BON1/BON2/stronghold actions, three seats passed. */
const round5 = leagueView('game-39.txt', 234);
/** 5 players, round 6: the Chaos Magicians hold eight favors; no income follows. */
const round6 = leagueView('game-40.txt', 261);

interface Written {
  text: string;
  x: number;
  y: number;
  size: number;
}

/** Every text the painter fills, with its anchor and font size (fillText wrapped on this one context). */
function written(view: TmView, locale: Locale = 'en'): Written[] {
  const layout = tmLayout(view, locale);
  const { ctx } = createSurface(layout.width, layout.height, '#ffffff');
  const list: Written[] = [];
  const fill = ctx.fillText.bind(ctx);
  ctx.fillText = (text: string, x: number, y: number) => {
    list.push({ text, x, y, size: Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? 0) });
    fill(text, x, y);
  };
  paintTerraMystica(ctx, view, locale, { playerNames: NAMES });
  return list;
}

const inside = (box: Box, w: Written) => w.x >= box.x - 1 && w.x <= box.x + box.w + 1 && w.y >= box.y - 1 && w.y <= box.y + box.h + 1;
const textsIn = (list: Written[], box: Box) => list.filter((w) => inside(box, w)).map((w) => w.text);

function pixels(view: TmView): DecodedImage {
  const { ctx, width, height } = drawTerraMystica(view, 'en', { playerNames: NAMES });
  return { width, height, data: new Uint8ClampedArray(ctx.getImageData(0, 0, width, height).data) };
}

function panel(view: TmView, seat: number, locale: Locale = 'en'): FactionGeometry {
  const layout = tmLayout(view, locale);
  return factionGeometry(layout.factions[seat], layout.chipRows, incomeShown(view));
}

const withPlayer = (view: TmView, seat: number, patch: Partial<TmPlayerView>): TmView => ({
  ...view,
  players: view.players.map((player) => (player.seat === seat ? { ...player, ...patch } : player)),
});

function ownChips(locale: Locale, player: TmPlayerView): TileChip[] {
  return [
    ...(player.bonus ? [bonusChip(locale, player.bonus)] : []),
    ...player.favors.map((id) => favorChip(locale, id)),
    ...player.towns.map((id) => townChip(locale, id)),
  ];
}

describe('league states used here', () => {
  it('are rich late-game tables', () => {
    expect([round5.players.length, round5.round, round5.phase]).toEqual([5, 5, 'actions']);
    expect(round5.players.flatMap((p) => p.towns).length).toBeGreaterThanOrEqual(5);
    expect(round5.players.flatMap((p) => p.usedActions).length).toBeGreaterThanOrEqual(3);
    expect(round5.players.filter((p) => p.passed).length).toBe(3);
    expect([round6.round, Math.max(...round6.players.map((p) => p.favors.length))]).toEqual([6, 8]);
  });
});

describe('tiles on offer, by effect', () => {
  for (const locale of ['en', 'de'] as const) {
    it(`names each favor tile's effect beside its id in its own cell (${locale})`, () => {
      const list = written(round5, locale);
      const geometry = supplyGeometry(tmLayout(round5, locale).supply, supplyTowns(round5).length);
      FAVOR_IDS.forEach((id, i) => {
        const chip = favorChip(locale, id);
        const shown = textsIn(list, geometry.favors[i]);
        expect({ id, shown }).toEqual({ id, shown: [`×${round5.favorSupply[id] ?? 0}`, id, chip.effect] });
      });
    });

    it(`names each town tile's VP and reward beside its id (${locale})`, () => {
      const list = written(round5, locale);
      const towns = supplyTowns(round5);
      const geometry = supplyGeometry(tmLayout(round5, locale).supply, towns.length);
      expect(towns.length).toBeGreaterThanOrEqual(5);
      towns.forEach((id, i) => {
        expect(textsIn(list, geometry.towns[i])).toEqual([`×${round5.townSupply[id] ?? 0}`, id, townChip(locale, id).effect]);
      });
    });
  }

  it('spells out what favor and town tiles do', () => {
    expect(favorChip('en', 'FAV1').effect).toBe('+3 Fire');
    expect(favorChip('en', 'FAV10').effect).toBe('+1 Water · TP → +3 VP');
    expect(favorChip('en', 'FAV7').effect).toBe('+2 Earth · income +1 W +1 PW');
    expect(favorChip('de', 'FAV12').effect).toBe('+1 Luft · Passen: TP → 2/3/3/4 SP');
    expect(townChip('en', 'TW3').effect).toBe('9 VP · +1 P');
    expect(bonusChip('en', 'BON6')).toMatchObject({ id: 'BON6', effect: '+2 workers; pass: 4 VP per SH/SA' });
  });
});

describe('each faction’s own tiles', () => {
  for (const [label, view] of [
    ['round 5', round5],
    ['round 6', round6],
  ] as const) {
    it(`shows the bonus, favor and town tiles of every seat by effect with the id (${label})`, () => {
      const list = written(view);
      for (const player of view.players) {
        const shown = textsIn(list, panel(view, player.seat).tiles);
        const expected = ownChips('en', player).flatMap((chip) => [chip.id, chip.effect]);
        expect({ seat: player.seat, shown }).toEqual({ seat: player.seat, shown: expected });
      }
    });
  }

  it('draws a tile in the panel only while the seat holds it', () => {
    const seat = round5.players.findIndex((p) => p.favors.length > 0 && p.towns.length > 0);
    const player = round5.players[seat];
    const without = withPlayer(round5, seat, { favors: [], towns: [] });
    const shown = textsIn(written(without), panel(without, seat).tiles);
    for (const chip of [...player.favors.map((id) => favorChip('en', id)), ...player.towns.map((id) => townChip('en', id))]) {
      expect(shown).not.toContain(chip.effect);
    }
  });

  it('makes every panel tall enough for the seat with the most tiles', () => {
    const layout = tmLayout(round6, 'en');
    for (const player of round6.players) {
      const tiles = panel(round6, player.seat).tiles;
      expect(tiles.y + tiles.h).toBeLessThanOrEqual(layout.factions[player.seat].y + layout.factions[player.seat].h);
    }
    const list = written(round6);
    const richest = round6.players.reduce((a, b) => (b.favors.length > a.favors.length ? b : a));
    expect(textsIn(list, panel(round6, richest.seat).tiles)).toHaveLength(2 * ownChips('en', richest).length);
  });
});

describe('special actions', () => {
  it('lists the bonus tile’s, FAV6’s and the stronghold’s action the seat has', () => {
    const witches = round5.players.find((p) => p.faction === 'witches')!;
    expect(specialActions({ ...witches, bonus: 'BON1', favors: ['FAV6'], usedActions: [] })).toEqual(['BON1', 'FAV6', 'ACTW']);
    expect(specialActions({ ...witches, bonus: 'BON3', favors: [], built: { ...witches.built, SH: 0 }, usedActions: [] })).toEqual([]);
    const shown = textsIn(written(round5), panel(round5, witches.seat).specials);
    expect(shown).toContain(t('en', tx('render.tm.special.ACTW')));
  });

  it('crosses out the ones used this round and only those', () => {
    const seat = round5.players.findIndex((p) => p.usedActions.includes('FAV6'));
    expect(seat).toBeGreaterThanOrEqual(0);
    const row = panel(round5, seat).specials;
    const used = pixels(round5);
    const fresh = pixels(withPlayer(round5, seat, { usedActions: [] }));
    expect(countColour(used, row, USED_ACTION_CROSS, 2)).toBeGreaterThan(100);
    expect(countColour(fresh, row, USED_ACTION_CROSS, 2)).toBeLessThan(20);
    expect(countColour(fresh, row, ACTION_FILL, 2)).toBeGreaterThan(countColour(used, row, ACTION_FILL, 2));
  });
});

describe('special actions after passing', () => {
  /** Witches pass in round 1 and take BON2 while the Nomads still play: its cult step works from round 2. */
  const passedView = () => {
    const state = act(TWO({ pool: ['BON3', 'BON7', 'BON1', 'BON2', 'BON5'] }), 0, { t: 'pass', bonus: 'BON2' });
    expect(state.phase).toBe('actions');
    expect(state.round).toBe(1);
    return terraMystica.view(state, null);
  };

  it('shows the bonus tile just taken as an action of the next round, not as one available now', () => {
    const view = passedView();
    const witches = view.players[0];
    expect(specialActionTokens(witches, view.round)).toEqual([{ id: 'BON2', look: 'nextRound' }]);
    for (const locale of ['en', 'de'] as const) {
      const shown = textsIn(written(view, locale), panel(view, 0, locale).specials);
      expect(shown).toEqual([`${t(locale, tx('render.tm.specialsFrom', { round: 2 }))}:`, t(locale, tx('render.tm.special.BON2'))]);
    }
    const row = panel(view, 0).specials;
    const passed = pixels(view);
    expect(countColour(passed, row, NEXT_ROUND_FILL, 2)).toBeGreaterThan(500);
    expect(countColour(passed, row, ACTION_FILL, 2)).toBeLessThan(20);
    // The same tile before passing is an action to use now.
    const before = pixels(withPlayer(view, 0, { passed: false }));
    expect(countColour(before, row, ACTION_FILL, 2)).toBeGreaterThan(500);
    expect(countColour(before, row, NEXT_ROUND_FILL, 2)).toBeLessThan(20);
  });

  it('drops the returned tile’s used action and shows the rest fresh for the next round; round 6 has none to come', () => {
    const view = passedView();
    const witches = { ...view.players[0], usedActions: ['BON1' as const], favors: ['FAV6' as const] };
    expect(specialActionTokens(witches, 3)).toEqual([
      { id: 'BON2', look: 'nextRound' },
      { id: 'FAV6', look: 'nextRound' },
    ]);
    const last = { ...witches, bonus: null, usedActions: ['FAV6' as const] };
    expect(specialActionTokens(last, 6)).toEqual([{ id: 'FAV6', look: 'used' }]);
    expect(specialActionTokens({ ...last, usedActions: [] }, 6)).toEqual([{ id: 'FAV6', look: 'closed' }]);
    const round6 = { ...view, round: 6, players: view.players.map((p) => (p.seat === 0 ? last : p)) };
    expect(textsIn(written(round6), panel(round6, 0).specials)[0]).toBe(`${t('en', tx('render.tm.specials'))}:`);
  });

  it('fits the longest next-round row (bonus tile, FAV6, stronghold) into the panel in both languages', () => {
    const view = passedView();
    const auren = { ...view.players[0], faction: 'auren' as const, favors: ['FAV6' as const], built: { ...view.players[0].built, SH: 1 } };
    const crowded = withPlayer(view, 0, auren);
    for (const locale of ['en', 'de'] as const) {
      const row = panel(crowded, 0, locale).specials;
      const { ctx } = createSurface(WIDTH, row.y + row.h + 10, '#ffffff');
      const sizes: number[] = [];
      const fill = ctx.fillText.bind(ctx);
      ctx.fillText = (text: string, x: number, y: number) => {
        sizes.push(Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? 0));
        fill(text, x, y);
      };
      const boxes = drawSpecialActions(ctx, row, locale, crowded.players[0], crowded.round);
      expect(boxes).toHaveLength(3);
      const end = boxes[2].x + boxes[2].w;
      expect(end, locale).toBeLessThanOrEqual(row.x + row.w);
      // Shrunk to fit, still legible.
      expect(Math.min(...sizes), locale).toBeGreaterThanOrEqual(15);
    }
  });
});

describe('income box', () => {
  it('gives each seat its income for the next round, in a green box (round 5)', () => {
    const list = written(round5);
    const image = pixels(round5);
    for (const player of round5.players) {
      const box = panel(round5, player.seat).income!;
      expect(textsIn(list, box)).toEqual([incomeLine('en', nextIncome(round5, player)!)]);
      expect(countColour(image, box, INCOME_FILL, 2)).toBeGreaterThan(1000);
    }
  });

  it('is not drawn in round 6, where no income follows', () => {
    expect(incomeShown(round6)).toBe(false);
    const label = t('en', tx('render.tm.income'));
    expect(written(round6).filter((w) => w.text.startsWith(label))).toEqual([]);
    const image = pixels(round6);
    const layout = tmLayout(round6, 'en');
    for (const box of layout.factions) expect(countColour(image, box, INCOME_FILL, 2)).toBe(0);
  });

  it('counts the bonus tile only once the seat has passed, and adds the round tile’s cult reward', () => {
    // Round 5 of game 39 scores SCORE3: 1 priest per 4 steps on Water.
    expect(round5.scoring[4]).toBe('SCORE3');
    const player: TmPlayerView = {
      ...round5.players[0],
      bonus: 'BON3',
      cults: [0, 9, 0, 0],
      income: { c: 10, w: 5, p: 1, pw: 4 },
    };
    expect(nextIncome(round5, { ...player, passed: true })).toEqual({ c: 10, w: 5, p: 3, pw: 4, spades: 0 });
    // Not passed yet: BON3's 6 coins go back with the tile.
    expect(nextIncome(round5, { ...player, passed: false })).toEqual({ c: 4, w: 5, p: 3, pw: 4, spades: 0 });
    // Spades as a cult reward (SCORE2: 1 spade per 4 Earth) are shown too.
    const spadeRound: TmView = { ...round5, scoring: round5.scoring.map((id, i) => (i === 4 ? 'SCORE2' : id)) };
    expect(nextIncome(spadeRound, { ...player, cults: [0, 0, 8, 0], passed: true })).toMatchObject({ spades: 2 });
    expect(incomeLine('en', { c: 1, w: 2, p: 0, pw: 3, spades: 2 })).toBe('Next income: +1 coins, +2 workers, +0 priests, +3 power, +2 spades');
  });
});

describe('board state per faction', () => {
  const list = written(round5);

  it('shows coins, workers and priests, and the three power bowls', () => {
    for (const player of round5.players) {
      const geometry = panel(round5, player.seat);
      expect(textsIn(list, geometry.resources)).toEqual([String(player.coins), String(player.workers), String(player.priests)]);
      expect(geometry.bowls.map((bowl) => textsIn(list, bowl))).toEqual(player.bowls.map((n, i) => [`${'I'.repeat(i + 1)} ${n}`]));
    }
  });

  it('shows shipping (or carpet), terraforming, bridges and keys', () => {
    for (const player of round5.players) {
      expect(textsIn(list, panel(round5, player.seat).tracks)).toEqual([trackLine('en', player)]);
    }
    expect(trackLine('en', round5.players.find((p) => p.faction === 'fakirs')!)).toMatch(/^Carpet \d/);
  });

  it('shows the buildings still on the faction board', () => {
    for (const player of round5.players) {
      // The building icons carry an empty code here; only the counts are text.
      const shown = panel(round5, player.seat).buildings.flatMap((box) => textsIn(list, box).filter(Boolean));
      const supply = { D: 8, TP: 4, TE: 3, SH: 1, SA: 1 } as const;
      expect(shown).toEqual((['D', 'TP', 'TE', 'SH', 'SA'] as const).map((kind) => `${kind} ${supply[kind] - player.built[kind]}/${supply[kind]}`));
    }
  });
});

describe('the table column on a league state', () => {
  const geometry = tilesGeometry(tmLayout(round5, 'en').tiles);

  it('frames the current round’s scoring tile and writes its cult bonus there', () => {
    const image = pixels(round5);
    const row = geometry.scoringRows[round5.round - 1];
    expect(countColour(image, row, CURRENT_ROUND_FILL, 2)).toBeGreaterThan(1000);
    expect(textsIn(written(round5), row)).toContain('Dwelling 2 VP; 4 Water → 1 priest');
  });

  it('lists the bonus tiles on offer with the coins on them', () => {
    const list = written(round5);
    round5.bonusPool.forEach(({ id, coins }, i) => {
      const shown = textsIn(list, geometry.bonusRows[i]);
      expect(shown[0]).toBe(t('en', tx(`tm.tile.${id}`)));
      if (coins > 0) expect(shown).toContain(`+${coins}`);
    });
  });

  it('crosses out exactly the power actions used', () => {
    const image = pixels(round5);
    const crossed = geometry.actions.map((box) => countColour(image, box, USED_CROSS, 2) > 100);
    expect(crossed).toEqual(['ACT1', 'ACT2', 'ACT3', 'ACT4', 'ACT5', 'ACT6'].map((id) => round5.powerActionsUsed.includes(id as never)));
  });

  it('holds the keys of each seat under the cults', () => {
    const keys = cultGeometry(tmLayout(round5, 'en').cults).keys;
    const holder = round5.players.find((p) => p.keys > 0)!;
    const colour = TERRAIN_COLOUR[FACTIONS[holder.faction!].home];
    expect(countColour(pixels(round5), keys, colour, 3)).toBeGreaterThan(100);
  });
});

describe('legible and postable', () => {
  for (const locale of ['en', 'de'] as const) {
    it(`writes every text at 18 px or more, untruncated (${locale})`, () => {
      for (const view of [round5, round6]) {
        const list = written(view, locale);
        expect(list.filter((w) => w.size < 18 || w.text.endsWith('…'))).toEqual([]);
        expect(list.filter((w) => /(^|\s)(render\.)?tm\.[a-z]/i.test(w.text))).toEqual([]);
      }
    });
  }

  it('encodes PNGs well within Discord’s limit', async () => {
    for (const view of [round5, round6]) {
      const png = await renderTerraMystica(view, 'de', { playerNames: NAMES });
      expect(isPng(png)).toBe(true);
      expect(pngSize(png)).toEqual({ width: WIDTH, height: tmLayout(view, 'de').height });
      // Discord allows 8 MiB without Nitro; a table should stay far below to post quickly.
      expect(png.length).toBeLessThan(1.5 * 1024 * 1024);
    }
  });
});
