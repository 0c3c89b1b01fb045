import { describe, expect, it } from 'vitest';
import { FACTIONS } from '../../data/terra-mystica/factions';
import type { TmView } from '../../src/games/terra-mystica/view';
import { terraMystica } from '../../src/games/terra-mystica/engine';
import { rendererFor } from '../../renderers';
import { drawTerraMystica } from '../../renderers/terra-mystica';
import { mapPictureHeight, tmLayout, WIDTH } from '../../renderers/terra-mystica/layout';
import { cellCentre, mapGeometry } from '../../renderers/terra-mystica/map';
import { CULT_TOKEN, cultGeometry } from '../../renderers/terra-mystica/cults';
import { supplyGeometry, supplyTowns } from '../../renderers/terra-mystica/supply';
import { EMPTY_CHIP } from '../../renderers/terra-mystica/tile-chips';
import { incomeShown } from '../../renderers/terra-mystica/income';
import { factionGeometry, PASSED_FILL, trackLine } from '../../renderers/terra-mystica/factions';
import { CURRENT_ROUND_FILL, ORDER_TOKEN, tilesGeometry, USED_CROSS } from '../../renderers/terra-mystica/tiles';
import { RIVER_FILL, TERRAIN_COLOUR, TERRAIN_FILL } from '../../renderers/terra-mystica/style';
import { countColour, isPng, pngSize, THEME, type DecodedImage } from '../../renderers/kit';
import { lateView, playTmGame, tmMilestones, type PlayedTmGame } from './tm-views';

/** Well under Discord's upload limit (10 MiB) and quick to post. */
const PNG_BUDGET = 1200 * 1024;

const games: PlayedTmGame[] = [playTmGame(2, 'tm-render-2'), playTmGame(3, 'tm-render-3'), playTmGame(4, 'tm-render-4'), playTmGame(5, 'tm-render-5')];
const fivePlayers = games[3];

/** The drawn pixels, read straight off the canvas (encoding is covered by the PNG test). */
async function pixels(view: TmView, options = {}): Promise<DecodedImage> {
  const { ctx, width, height } = drawTerraMystica(view, 'en', options);
  return { width, height, data: new Uint8ClampedArray(ctx.getImageData(0, 0, width, height).data) };
}

/** The square around a hex's centre (half its inner width), where its ground and piece are drawn. */
function hexBox(view: TmView, id: string, scale = 0.5): { x: number; y: number; w: number; h: number } {
  const layout = tmLayout(view, 'en');
  const geometry = mapGeometry(view.cells, layout.map);
  const cell = view.cells.find((c) => c.id === id)!;
  const { x, y } = cellCentre(geometry, cell.row, cell.slot);
  const half = geometry.size * scale;
  return { x: x - half, y: y - half, w: 2 * half, h: 2 * half };
}

function withCell(view: TmView, id: string, patch: Partial<TmView['cells'][number]>): TmView {
  return { ...view, cells: view.cells.map((cell) => (cell.id === id ? { ...cell, ...patch } : cell)) };
}

describe('Terra Mystica board image', () => {
  it('draws setup, middle and end of 2–5 player games as PNGs under budget, in both languages', async () => {
    const render = rendererFor('terra-mystica')!;
    for (const game of games) {
      for (const { label, view } of tmMilestones(game)) {
        const locale = game.seats % 2 === 0 ? 'en' : 'de';
        const png = await render(view, locale, { playerNames: ['Ada', 'Bo', 'Cem', 'Dana', 'Eli'] });
        expect({ seats: game.seats, label, png: isPng(png) }).toEqual({ seats: game.seats, label, png: true });
        expect(pngSize(png)).toEqual({ width: WIDTH, height: tmLayout(view, locale).height });
        expect(png.length).toBeLessThan(PNG_BUDGET);
      }
    }
  });

  it('draws only the public view', async () => {
    const view = lateView(fivePlayers);
    await expect(rendererFor('terra-mystica')!({ ...view, you: 2 }, 'en')).rejects.toThrow(/public view/);
    await expect(rendererFor('terra-mystica')!({ cells: [] }, 'en')).rejects.toThrow(/public view/);
    const own = terraMystica.view(fivePlayers.states[fivePlayers.states.length - 1], 1);
    await expect(rendererFor('terra-mystica')!(own, 'en')).rejects.toThrow(/public view/);
  });
});

describe('map', () => {
  const view = lateView(fivePlayers);
  const built = view.cells.find((cell) => cell.building !== null)!;
  const emptyLand = view.cells.find((cell) => !cell.river && cell.building === null && cell.town === null)!;
  const river = view.cells.find((cell) => cell.river)!;

  it('paints land in its terrain tint, the river in river blue', async () => {
    const image = await pixels(view);
    expect(countColour(image, hexBox(view, emptyLand.id), TERRAIN_FILL[emptyLand.terrain!], 3)).toBeGreaterThan(100);
    expect(countColour(image, hexBox(view, river.id), RIVER_FILL, 3)).toBeGreaterThan(1000);
  });

  it('draws each building in its faction colour, which no empty hex shows', async () => {
    const image = await pixels(view);
    const colour = TERRAIN_COLOUR[FACTIONS[built.building!.faction].home];
    expect(countColour(image, hexBox(view, built.id), colour, 3)).toBeGreaterThan(150);
    const bare = withCell(view, built.id, { building: null });
    expect(countColour(await pixels(bare), hexBox(view, built.id), colour, 3)).toBe(0);
  });

  it('outlines the highlighted hexes and no others', async () => {
    const image = await pixels(view, { highlight: [emptyLand.id] });
    const ring = hexBox(view, emptyLand.id, 1);
    expect(countColour(image, ring, THEME.highlight, 3)).toBeGreaterThan(300);
    const plain = await pixels(view);
    expect(countColour(plain, ring, THEME.highlight, 3)).toBe(0);
  });

  it('shows the title and the map alone when hexes are highlighted (the panel’s picture), at the table’s map scale', async () => {
    const layout = tmLayout(view, 'en');
    const image = await pixels(view, { highlight: [emptyLand.id] });
    expect({ width: image.width, height: image.height }).toEqual({ width: layout.width, height: mapPictureHeight(layout) });
    expect(image.height).toBeLessThan(layout.height / 2);
    expect(image.height).toBeGreaterThan(layout.mapPanel.y + layout.mapPanel.h);
    // The same hex is drawn at the same place as in the whole table: only the parts below the map are left out.
    const plain = await pixels(view);
    const box = hexBox(view, emptyLand.id, 0.4);
    const ground = TERRAIN_FILL[emptyLand.terrain!];
    expect(countColour(image, box, ground, 3)).toBe(countColour(plain, box, ground, 3));
    expect(countColour(image, box, ground, 3)).toBeGreaterThan(50);
    // The encoded picture has the same size as the canvas, and an empty highlight draws the whole table.
    expect(pngSize(await rendererFor('terra-mystica')!(view, 'en', { highlight: [emptyLand.id] }))).toEqual({ width: layout.width, height: mapPictureHeight(layout) });
    expect(pngSize(await rendererFor('terra-mystica')!(view, 'en', { highlight: [] }))).toEqual({ width: layout.width, height: layout.height });
  });

  it('crowns hexes of a town', async () => {
    const crown = '#e3b12b';
    const town = withCell(view, built.id, { town: 1 });
    expect(countColour(await pixels(town), hexBox(view, built.id, 0.9), crown, 4)).toBeGreaterThan(40);
    expect(countColour(await pixels(view), hexBox(view, built.id, 0.9), crown, 4)).toBe(0);
  });

  it('draws a bridge in its owner colour across the river', async () => {
    const from = view.cells.find((cell) => cell.id === 'C3')!;
    const to = view.cells.find((cell) => cell.id === 'D4')!;
    expect(from.row + 1).toBe(to.row);
    const seat = built.building!.seat;
    const bridged: TmView = { ...view, bridges: [{ a: 'C3', b: 'D4', seat }] };
    const colour = TERRAIN_COLOUR[FACTIONS[view.players[seat].faction!].home];
    const a = hexBox(view, 'C3', 0);
    const b = hexBox(view, 'D4', 0);
    const middle = { x: (a.x + b.x) / 2 - 8, y: (a.y + b.y) / 2 - 8, w: 16, h: 16 };
    expect(countColour(await pixels(bridged), middle, colour, 3)).toBeGreaterThan(40);
    expect(countColour(await pixels(view), middle, colour, 3)).toBe(0);
  });
});

describe('cult board', () => {
  const base = lateView(fivePlayers);
  // Everyone at step 0 with no keys and no priests out, so only the seat under test shows elsewhere.
  const blank: TmView = {
    ...base,
    players: base.players.map((player) => ({ ...player, cults: [0, 0, 0, 0], keys: 0 })),
    cultSpaces: { FIRE: [null, null, null, null], WATER: [null, null, null, null], EARTH: [null, null, null, null], AIR: [null, null, null, null] },
  };
  const seat = 2;
  const colour = TERRAIN_COLOUR[FACTIONS[blank.players[seat].faction!].home];
  const geometry = cultGeometry(tmLayout(blank, 'en').cults);
  const around = (x: number, y: number) => ({ x: x - CULT_TOKEN, y: y - CULT_TOKEN, w: 2 * CULT_TOKEN, h: 2 * CULT_TOKEN });
  const withPlayer = (patch: Partial<TmView['players'][number]>): TmView => ({
    ...blank,
    players: blank.players.map((player) => (player.seat === seat ? { ...player, ...patch } : player)),
  });

  it('puts each seat token on its step of each cult', async () => {
    const earth = geometry.columns[2];
    const at7 = around(earth.x + earth.w / 2, geometry.stepY(7));
    expect(countColour(await pixels(withPlayer({ cults: [0, 0, 7, 0] })), at7, colour, 3)).toBeGreaterThan(150);
    expect(countColour(await pixels(blank), at7, colour, 3)).toBe(0);
  });

  it('shows priests on the order spaces', async () => {
    const space = geometry.spaces.WATER[0];
    const placed: TmView = { ...blank, cultSpaces: { ...blank.cultSpaces, WATER: [seat, null, null, null] } };
    expect(countColour(await pixels(placed), space, colour, 3)).toBeGreaterThan(150);
    expect(countColour(await pixels(blank), space, colour, 3)).toBe(0);
  });

  it('lists the keys players hold', async () => {
    expect(countColour(await pixels(withPlayer({ keys: 1 })), geometry.keys, colour, 3)).toBeGreaterThan(150);
    expect(countColour(await pixels(blank), geometry.keys, colour, 3)).toBe(0);
  });
});

describe('scoring, bonus tiles, power actions and turn order', () => {
  const view = lateView(fivePlayers);
  const geometry = tilesGeometry(tmLayout(view, 'en').tiles);

  it('frames the scoring tile of the current round only', async () => {
    const image = await pixels(view);
    geometry.scoringRows.forEach((row, i) => {
      const framed = countColour(image, row, CURRENT_ROUND_FILL, 2) > 1000;
      expect({ round: i + 1, framed }).toEqual({ round: i + 1, framed: i + 1 === view.round });
    });
  });

  it('shows the coins lying on bonus tiles', async () => {
    const coin = '#e8b923';
    const pool = view.bonusPool.map((tile, i) => ({ ...tile, coins: i === 0 ? 2 : 0 }));
    const image = await pixels({ ...view, bonusPool: pool });
    expect(countColour(image, geometry.bonusRows[0], coin, 4)).toBeGreaterThan(100);
    expect(countColour(image, geometry.bonusRows[1], coin, 4)).toBe(0);
  });

  it('crosses out the power actions used this round', async () => {
    const image = await pixels({ ...view, powerActionsUsed: ['ACT2', 'ACT6'] });
    const crossed = geometry.actions.map((box) => countColour(image, box, USED_CROSS, 2) > 100);
    expect(crossed).toEqual([false, true, false, false, false, true]);
  });

  it('fades passed seats in the turn order and rings the active one', async () => {
    const order = [0, 1, 2, 3, 4];
    const players = view.players.map((player) => ({ ...player, passed: player.seat === 3 }));
    const image = await pixels({ ...view, order, players, active: 1, passOrder: [3] });
    const y = geometry.order.y + 22;
    // The label's width shifts all tokens alike, so each seat's colour is looked for along the whole row.
    const band = (grow = 0) => ({ x: geometry.order.x, y: y - ORDER_TOKEN - grow, w: geometry.order.w, h: 2 * (ORDER_TOKEN + grow) });
    const colourOf = (seat: number) => TERRAIN_COLOUR[FACTIONS[view.players[seat].faction!].home];
    expect(countColour(image, band(), colourOf(2), 3)).toBeGreaterThan(150);
    expect(countColour(image, band(), colourOf(3), 3)).toBeLessThan(20);
    expect(countColour(image, band(6), THEME.highlight, 3)).toBeGreaterThan(100);
  });
});

describe('faction panels', () => {
  const view = lateView(fivePlayers);
  const layout = tmLayout(view, 'en');
  const player = view.players[0];
  const as = (patch: Partial<TmView['players'][number]>) => ({ ...player, ...patch });
  const panel = (seat: number) => factionGeometry(layout.factions[seat], layout.chipRows, incomeShown(view));

  it('show shipping, the terraforming level with its workers per spade, bridges and keys, as each faction has them', () => {
    expect(trackLine('en', as({ faction: 'giants', shipping: 1, dig: 2, bridgesLeft: 2, keys: 1 }))).toBe('Shipping 1 · Dig 2 (1 W/spade) · Bridges 2 · Keys 1');
    // Fakirs fly a carpet instead of shipping; Darklings have no terraforming track.
    expect(trackLine('en', as({ faction: 'fakirs', carpetRange: 2, dig: 1, bridgesLeft: 3, keys: 0 }))).toBe('Carpet 2 · Dig 1 (2 W/spade) · Bridges 3 · Keys 0');
    expect(trackLine('en', as({ faction: 'darklings', shipping: 0, bridgesLeft: 3, keys: 0 }))).toBe('Shipping 0 · Bridges 3 · Keys 0');
  });

  it('frame the panel of the seat on the move', async () => {
    const image = await pixels({ ...view, active: 1 });
    const edge = (box: { x: number; y: number; w: number }) => ({ x: box.x, y: box.y, w: box.w, h: 4 });
    expect(countColour(image, edge(layout.factions[1]), THEME.highlight, 3)).toBeGreaterThan(300);
    expect(countColour(image, edge(layout.factions[0]), THEME.highlight, 3)).toBe(0);
  });

  it('grey out building kinds with none left on the board', async () => {
    const colour = TERRAIN_COLOUR[FACTIONS[player.faction!].home];
    const stronghold = panel(0).buildings[3];
    const withPlayer = (built: number) => ({ ...view, players: view.players.map((p) => (p.seat === 0 ? { ...p, built: { ...p.built, SH: built } } : p)) });
    expect(countColour(await pixels(withPlayer(0)), stronghold, colour, 3)).toBeGreaterThan(100);
    expect(countColour(await pixels(withPlayer(1)), stronghold, colour, 3)).toBe(0);
  });

  it('mark passed seats', async () => {
    const header = panel(0).header;
    const passed = { ...view, players: view.players.map((p) => ({ ...p, passed: p.seat === 0 })) };
    const image = await pixels(passed);
    expect(countColour(image, header, PASSED_FILL, 2)).toBeGreaterThan(200);
    // Anti-aliased text edges may touch the pill's grey here and there, never a pill's area.
    expect(countColour(image, panel(1).header, PASSED_FILL, 2)).toBeLessThan(40);
  });
});

describe('the three maps', () => {
  it('draws Fjords and Lakes, starting each map at its first row of cells', async () => {
    for (const map of ['fjords', 'lakes']) {
      const view = lateView(playTmGame(3, `tm-render-${map}`, { map }));
      expect(view.map).toBe(map);
      const png = await rendererFor('terra-mystica')!(view, 'en');
      expect(isPng(png)).toBe(true);
      expect(png.length).toBeLessThan(PNG_BUDGET);
      const layout = tmLayout(view, 'en');
      const geometry = mapGeometry(view.cells, layout.map);
      const firstRow = Math.min(...view.cells.map((cell) => cell.row));
      const first = view.cells.find((cell) => cell.row === firstRow)!;
      // The top corner of the first row's hexes touches the top of the map area.
      expect(cellCentre(geometry, first.row, first.slot).y - geometry.size).toBeCloseTo(layout.map.y, 6);
    }
    // The Lakes map leaves row A empty (snellman's layout), so it starts at row B.
    expect(Math.min(...lateView(playTmGame(2, 'tm-lakes-rows', { map: 'lakes' })).cells.map((cell) => cell.row))).toBe(1);
  });
});

describe('tile supply', () => {
  it('greys out the favor and town tiles none are left of', async () => {
    const view = lateView(fivePlayers);
    const layout = tmLayout(view, 'en');
    const supply: TmView = { ...view, favorSupply: { ...view.favorSupply, FAV1: 0, FAV2: 1 }, townSupply: { ...view.townSupply, TW1: 0, TW2: 2 } };
    const geometry = supplyGeometry(layout.supply, supplyTowns(supply).length);
    const image = await pixels(supply);
    const greyed = (box: { x: number; y: number; w: number; h: number }) => countColour(image, box, EMPTY_CHIP, 2) > 0.5 * box.w * box.h;
    expect([greyed(geometry.favors[0]), greyed(geometry.favors[1])]).toEqual([true, false]);
    expect([greyed(geometry.towns[0]), greyed(geometry.towns[1])]).toEqual([true, false]);
  });
});

describe('highlights from the engine', () => {
  it('outline every hex a set-up dwelling prompt offers', async () => {
    const game = games[1];
    const state = game.states.find((s) => s.phase === 'dwellings')!;
    const seat = terraMystica.awaiting(state)[0];
    const result = terraMystica.prompt(state, seat, []);
    const highlight = 'prompt' in result ? (result.prompt.highlight ?? []) : [];
    expect(highlight.length).toBeGreaterThan(3);
    const view = terraMystica.view(state, null);
    const image = await pixels(view, { highlight });
    for (const id of highlight) {
      expect({ id, outlined: countColour(image, hexBox(view, id, 1), THEME.highlight, 3) > 300 }).toEqual({ id, outlined: true });
    }
  });
});

describe('terraformed hexes', () => {
  it('keep a dot of the terrain printed on the board', async () => {
    const view = lateView(fivePlayers);
    const cell = view.cells.find((c) => !c.river && c.building === null && c.terrain !== 'R' && c.printed === c.terrain)!;
    const changed = withCell(view, cell.id, { printed: 'R' });
    const box = hexBox(view, cell.id, 0.8);
    expect(countColour(await pixels(changed), box, TERRAIN_COLOUR.R, 3)).toBeGreaterThan(50);
    expect(countColour(await pixels(view), box, TERRAIN_COLOUR.R, 3)).toBe(0);
  });
});
