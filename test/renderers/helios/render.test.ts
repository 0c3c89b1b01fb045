import { describe, expect, it } from 'vitest';
import { expectInsideAndApart } from '../layout-checks';
import { helios } from '../../../src/games/helios/engine';
import type { PlacedTile } from '../../../src/games/helios/types';
import type { HeliosView, PlayerView } from '../../../src/games/helios/view';
import { rendererFor, renderers } from '../../../renderers';
import { drawHelios } from '../../../renderers/helios';
import { actionTileBox, offerCentre, OFFER_HEX } from '../../../renderers/helios/display';
import { cellCentre, heliosLayout, HEX, panelParts, WIDTH } from '../../../renderers/helios/layout';
import { rowSlot, rowTray } from '../../../renderers/helios/player-panel';
import { ACTION_STYLE, BOARD, MANA, REACH, SUN, TERRAIN } from '../../../renderers/helios/style';
import { countColour, decodePng, encodePng, isPng, playerStyle, pngSize, THEME, type Box, type DecodedImage } from '../../../renderers/kit';
import { firstView, milestones, playGame, type PlayedGame } from './views';

/** A budget well under Discord's 10 MiB upload limit that keeps posting fast. */
const PNG_BUDGET = 900 * 1024;

const games: PlayedGame[] = [playGame(2, 'hel-render-2'), playGame(3, 'hel-render-3'), playGame(4, 'hel-render-4'), playGame(3, 'hel-render-3r', false)];
const fourPlayers = games[2];

async function pixels(view: HeliosView, options = {}): Promise<DecodedImage> {
  return decodePng(await encodePng(drawHelios(view, 'en', options)));
}

/** The square inside a board cell (a hex of HEX corner radius holds a square of side HEX). */
function cellBox(view: HeliosView, seat: number, id: string): Box {
  const cell = view.board.find((c) => c.id === id);
  if (!cell) throw new Error(`no cell ${id}`);
  const { x, y } = cellCentre(panelParts(heliosLayout(view.players.length).panels[seat]).board, cell);
  return { x: x - HEX / 2, y: y - HEX / 2, w: HEX, h: HEX };
}

/** The whole hex of a cell (its bounding box), where a frame along the edge lies. */
function hexBox(view: HeliosView, seat: number, id: string): Box {
  const inner = cellBox(view, seat, id);
  const cx = inner.x + HEX / 2;
  const cy = inner.y + HEX / 2;
  return { x: cx - HEX, y: cy - HEX * 0.87, w: 2 * HEX, h: HEX * 1.74 };
}

/** The middle band of a cell, where cubes, temples and marks sit (below the coordinate). */
function contentBox(view: HeliosView, seat: number, id: string): Box {
  const box = cellBox(view, seat, id);
  const cx = box.x + HEX / 2;
  const cy = box.y + HEX / 2;
  return { x: cx - 16, y: cy - 10, w: 32, h: 26 };
}

/** A copy of the view with one player changed. */
function withPlayer(view: HeliosView, seat: number, change: (player: PlayerView) => void): HeliosView {
  const copy = structuredClone(view);
  change(copy.players[seat]);
  return copy;
}

function setTile(player: PlayerView, cell: string, tile: PlacedTile): void {
  player.tiles = [...player.tiles.filter((t) => t.cell !== cell), { cell, tile }];
}

const endOf = (game: PlayedGame) => milestones(game)[2].view;
const busyView = firstView(fourPlayers, (v) => v.phase === 'actions' && v.turn?.stage === 'take' && v.players.every((p) => p.tiles.length >= 3));

describe('layout', () => {
  it('keeps every panel inside the image and apart from the others', () => {
    for (const seats of [2, 3, 4]) {
      const layout = heliosLayout(seats);
      const boxes: Box[] = [layout.title, layout.actions, layout.offer, layout.persons, layout.legend, ...layout.panels];
      expectInsideAndApart(boxes, layout.width, layout.height, seats);
    }
  });

  it('is phone-sized: about 1500 px wide, and the legend takes the free place beside an odd last panel', () => {
    expect(WIDTH).toBeGreaterThanOrEqual(1400);
    expect(WIDTH).toBeLessThanOrEqual(1600);
    const three = heliosLayout(3);
    expect(three.legend.y).toBe(three.panels[2].y);
    expect(heliosLayout(4).legend.y).toBeGreaterThan(heliosLayout(4).panels[3].y + heliosLayout(4).panels[3].h);
  });

  it('fits every board cell inside its panel’s board area', () => {
    const view = busyView;
    const board = panelParts(heliosLayout(4).panels[0]).board;
    for (const cell of view.board) {
      const { x, y } = cellCentre(board, cell);
      expect(x - HEX).toBeGreaterThanOrEqual(board.x - 0.5);
      expect(x + HEX).toBeLessThanOrEqual(board.x + board.w + 0.5);
      expect(y - HEX).toBeGreaterThanOrEqual(board.y - HEX * 0.14);
      expect(y + HEX).toBeLessThanOrEqual(board.y + board.h + HEX * 0.14);
    }
  });
});

describe('Helios board image', () => {
  it('draws setup, middle and end of 2, 3 and 4 player games as PNGs of the layout’s size under budget', async () => {
    const render = rendererFor('helios')!;
    for (const game of games) {
      for (const { label, view } of milestones(game)) {
        const png = await render(view, game.seats === 3 ? 'de' : 'en', { playerNames: ['Ada', 'Bo', 'Cem', 'Dana'] });
        expect({ seats: game.seats, label, png: isPng(png) }).toEqual({ seats: game.seats, label, png: true });
        expect(pngSize(png)).toEqual({ width: WIDTH, height: heliosLayout(game.seats).height });
        expect(png.length).toBeLessThan(PNG_BUDGET);
      }
    }
  });

  it('paints a land tile in its terrain colour, and the empty field without it', async () => {
    const seat = 1;
    const { cell, tile } = busyView.players[seat].tiles.find((t) => t.tile.kind === 'land' && !t.tile.temple)!;
    const colour = TERRAIN[(tile as { color: keyof typeof TERRAIN }).color].fill;
    const box = cellBox(busyView, seat, cell);
    expect(countColour(await pixels(busyView), box, colour, 2)).toBeGreaterThan(500);
    const without = withPlayer(busyView, seat, (p) => (p.tiles = p.tiles.filter((t) => t.cell !== cell)));
    expect(countColour(await pixels(without), box, colour, 2)).toBe(0);
  });

  it('puts cubes on a tile in their own colour, a temple in white, and a special tile in gold', async () => {
    const seat = 0;
    const cell = busyView.players[seat].tiles[0].cell;
    const box = contentBox(busyView, seat, cell);
    const blueCube = withPlayer(busyView, seat, (p) => setTile(p, cell, { kind: 'land', color: 'brown', res: ['blue'], temple: false }));
    const bare = withPlayer(busyView, seat, (p) => setTile(p, cell, { kind: 'land', color: 'brown', res: [], temple: false }));
    const temple = withPlayer(busyView, seat, (p) => setTile(p, cell, { kind: 'land', color: 'brown', res: [], temple: true }));
    const special = withPlayer(busyView, seat, (p) => setTile(p, cell, { kind: 'special', special: 'land', res: [], temple: false }));
    const [withCube, withoutCube, withTemple, withSpecial] = await Promise.all([blueCube, bare, temple, special].map((v) => pixels(v)));
    expect(countColour(withCube, box, TERRAIN.blue.fill, 2)).toBeGreaterThan(150);
    expect(countColour(withoutCube, box, TERRAIN.blue.fill, 2)).toBe(0);
    expect(countColour(withTemple, box, '#ffffff', 2)).toBeGreaterThan(80);
    expect(countColour(withoutCube, box, '#ffffff', 2)).toBeLessThan(20);
    expect(countColour(withSpecial, cellBox(busyView, seat, cell), BOARD.special, 2)).toBeGreaterThan(300);
    expect(countColour(withoutCube, cellBox(busyView, seat, cell), BOARD.special, 2)).toBe(0);
  });

  it('draws each sun on its field and rings the fields it may reach, none once the game is over', async () => {
    const seat = 2;
    const player = busyView.players[seat];
    const target = player.sunTargets[0];
    expect(target).toBeDefined();
    const image = await pixels(busyView);
    expect(countColour(image, cellBox(busyView, seat, player.sun), SUN.fill, 3)).toBeGreaterThan(250);
    expect(countColour(image, cellBox(busyView, seat, target.cell), SUN.fill, 3)).toBe(0);
    expect(countColour(image, cellBox(busyView, seat, target.cell), REACH, 3)).toBeGreaterThan(60);
    const moved = withPlayer(busyView, seat, (p) => (p.sun = target.cell));
    expect(countColour(await pixels(moved), cellBox(busyView, seat, player.sun), SUN.fill, 3)).toBe(0);
    const over: HeliosView = { ...busyView, phase: 'finished', awaiting: [], turn: null };
    expect(countColour(await pixels(over), cellBox(busyView, seat, target.cell), REACH, 3)).toBe(0);
  });

  it('highlights the cells a prompt names on the acting seat’s board only, and frames the seat on turn', async () => {
    const seat = busyView.turn!.seat;
    const other = (seat + 1) % 4;
    const target = busyView.players[seat].sunTargets[0].cell;
    const lit = await pixels(busyView, { highlight: [target] });
    expect(countColour(lit, hexBox(busyView, seat, target), THEME.highlight, 3)).toBeGreaterThan(600);
    expect(countColour(lit, cellBox(busyView, seat, target), THEME.highlightFill, 3)).toBeGreaterThan(200);
    expect(countColour(lit, hexBox(busyView, other, target), THEME.highlight, 3)).toBe(0);
    expect(countColour(await pixels(busyView), hexBox(busyView, seat, target), THEME.highlight, 3)).toBe(0);
    const edge = (p: Box) => ({ x: p.x - 3, y: p.y + 200, w: 6, h: 200 });
    const panels = heliosLayout(4).panels;
    expect(countColour(lit, edge(panels[seat]), THEME.highlight, 3)).toBeGreaterThan(800);
    expect(countColour(lit, edge(panels[other]), THEME.highlight, 3)).toBe(0);
  });

  it('marks the mana and corner fields, lights a reached corner, and borders the circuit fields in yellow', async () => {
    const seat = 3;
    const mana = busyView.board.find((c) => c.marks.includes('mana') && !busyView.players[seat].tiles.some((t) => t.cell === c.id))!;
    const corner = busyView.board.find((c) => c.q === 4 && c.r === -4)!;
    const inner = busyView.board.find((c) => c.q === 3 && c.r === -3)!;
    const yellow = busyView.board.find((c) => c.marks.includes('yellow') && c.light === false)!;
    const bare = withPlayer(busyView, seat, (p) => (p.tiles = p.tiles.filter((t) => t.cell !== inner.id && t.cell !== mana.id)));
    const reached = withPlayer(bare, seat, (p) => setTile(p, inner.id, { kind: 'land', color: 'grey', res: [], temple: false }));
    const covered = withPlayer(bare, seat, (p) => setTile(p, mana.id, { kind: 'land', color: 'grey', res: [], temple: false }));
    const [open, lit, hidden] = await Promise.all([bare, reached, covered].map((v) => pixels(v)));
    expect(countColour(open, contentBox(bare, seat, mana.id), MANA, 3)).toBeGreaterThan(100);
    expect(countColour(hidden, contentBox(bare, seat, mana.id), MANA, 3)).toBe(0);
    const gold = (image: DecodedImage) => countColour(image, cellBox(bare, seat, corner.id), BOARD.cornerReached, 3);
    expect(gold(lit)).toBeGreaterThan(700);
    expect(gold(open)).toBeLessThan(150);
    expect(countColour(open, hexBox(bare, seat, yellow.id), BOARD.yellow, 3)).toBeGreaterThan(400);
    const plain = busyView.board.find((c) => !c.marks.includes('yellow') && !c.light)!;
    expect(countColour(open, hexBox(bare, seat, plain.id), BOARD.yellow, 3)).toBe(0);
  });

  it('shows the takeable tile of each action column in its colour, and the land offer in its terrain colours', async () => {
    const view = busyView;
    const image = await pixels(view);
    const layout = heliosLayout(4);
    (['land', 'build', 'sun'] as const).forEach((sym, line) => {
      const tile = view.columns[sym][0];
      if (tile) expect(countColour(image, actionTileBox(layout.actions, line, 0), ACTION_STYLE[tile.color].fill, 2)).toBeGreaterThan(800);
    });
    const empty: HeliosView = { ...view, columns: { land: [], build: [], sun: [] }, landOffer: view.landOffer.map(() => null) };
    const emptyImage = await pixels(empty);
    for (const color of ['red', 'blue', 'yellow', 'grey'] as const) {
      expect(countColour(emptyImage, actionTileBox(layout.actions, 0, 0), ACTION_STYLE[color].fill, 2)).toBe(0);
    }
    const slot = view.landOffer.findIndex((t) => t !== null);
    const { x, y } = offerCentre(layout.offer, slot);
    const hexBox = { x: x - OFFER_HEX / 2, y: y - OFFER_HEX / 2, w: OFFER_HEX, h: OFFER_HEX };
    const colour = TERRAIN[view.landOffer[slot]!.color].fill;
    expect(countColour(image, hexBox, colour, 2)).toBeGreaterThan(200);
    expect(countColour(emptyImage, hexBox, colour, 2)).toBe(0);
  });

  it('lays each player’s used action tiles in their rows, and bands the panel in the player’s colour', async () => {
    // A tile of another colour than its row (a grey tile laid there): the empty slot's outline has the row's colour.
    const rows = ['red', 'blue', 'yellow'] as const;
    const found = busyView.players.flatMap((p, seat) => rows.flatMap((row, index) => (p.rows[row][0] && p.rows[row][0].color !== row ? [{ seat, index, tile: p.rows[row][0] }] : [])))[0];
    expect(found).toBeDefined();
    const { seat, index, tile } = found;
    const panel = heliosLayout(4).panels[seat];
    const slot = rowSlot(rowTray(panelParts(panel).rows, index), 0);
    const image = await pixels(busyView);
    expect(countColour(image, slot, ACTION_STYLE[tile.color].fill, 2)).toBeGreaterThan(300);
    const cleared = withPlayer(busyView, seat, (p) => (p.rows = { red: [], blue: [], yellow: [] }));
    expect(countColour(await pixels(cleared), slot, ACTION_STYLE[tile.color].fill, 2)).toBe(0);
    const band = { x: panel.x + 1, y: panel.y + 40, w: 6, h: panel.h - 80 };
    expect(countColour(image, band, playerStyle(seat).colour, 3)).toBeGreaterThan(2000);
  });

  it('shows each player’s resource total (cubes on their tiles) in the panel header', async () => {
    const header = panelParts(heliosLayout(4).panels[0]).header;
    const differing = (a: DecodedImage, b: DecodedImage) => {
      let count = 0;
      for (let y = header.y; y < header.y + header.h; y++) {
        for (let x = header.x; x < header.x + header.w; x++) {
          const i = (y * a.width + x) * 4;
          if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) count++;
        }
      }
      return count;
    };
    const three = await pixels(withPlayer(busyView, 0, (p) => (p.cubes = 3)));
    const eleven = await pixels(withPlayer(busyView, 0, (p) => (p.cubes = 11)));
    // Only the number changes: a few hundred pixels of the header, not the whole of it.
    expect(differing(three, eleven)).toBeGreaterThan(50);
    expect(differing(three, eleven)).toBeLessThan(2000);
  });

  it('lists the persons on display with their price in mana', async () => {
    const box = heliosLayout(4).persons;
    const full = await pixels(busyView);
    const none = await pixels({ ...busyView, persons: [] });
    expect(busyView.persons.length).toBeGreaterThan(0);
    expect(countColour(full, box, MANA, 3)).toBeGreaterThan(200 * busyView.persons.length);
    expect(countColour(none, box, MANA, 3)).toBe(0);
  });

  it('writes its texts in the requested language', async () => {
    const view = milestones(fourPlayers)[1].view;
    const [en, de] = await Promise.all([renderers.helios(view, 'en'), renderers.helios(view, 'de')]);
    expect(en.equals(de)).toBe(false);
  });
});

describe('only public views reach the renderer', () => {
  it('the registry refuses a seat’s view and anything that is not a Helios view', async () => {
    const state = fourPlayers.states[20];
    const own = helios.view(state, 1);
    expect(own.you).toBe(1);
    await expect(renderers.helios(own, 'en')).rejects.toThrow(/public view/);
    await expect(renderers.helios({ players: [] }, 'en')).rejects.toThrow(/public view/);
    expect(isPng(await renderers.helios(helios.view(state, null), 'en'))).toBe(true);
  });

  it('draws the same picture for the public view whoever is on turn', async () => {
    const view = endOf(games[0]);
    const again = structuredClone(view);
    const [a, b] = await Promise.all([renderers.helios(view, 'en'), renderers.helios(again, 'en')]);
    expect(a.equals(b)).toBe(true);
  });
});
