import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import type { PandoriaView } from '../../../src/games/pandoria/view';
import { ALL_CELLS } from '../../../src/games/pandoria/geometry';
import { drawPandoria, renderPandoria } from '../../../renderers/pandoria';
import { renderers } from '../../../renderers';
import { cellBox, COMPACT_PLAYER_HEIGHT, pandoriaLayout, playerPanelHeight, WIDTH, PLAYER_HEIGHT } from '../../../renderers/pandoria/layout';
import { slotBox, trackCellBox } from '../../../renderers/pandoria/player-panel';
import { BUILDING_FILL, marketCardBox, SPELL_FILL } from '../../../renderers/pandoria/side-panel';
import { BOARD_COLOURS, RESOURCE_COLOURS, TERRAIN_FILL } from '../../../renderers/pandoria/style';
import { roundLine, statusLine } from '../../../renderers/pandoria/status';
import { countColour, decodePng, encodePng, isPng, playerStyle, pngSize, THEME, type Box, type DecodedImage } from '../../../renderers/kit';
import { firstView, milestones, playGame, type PlayedGame } from './views';

/** A budget well under Discord's 10 MiB upload limit that keeps posting fast. */
const PNG_BUDGET = 1100 * 1024;
const NAMES = ['Ada', 'Bo', 'Cem', 'Dana'];

const games: PlayedGame[] = [
  playGame(2, { variant: 'b', sets: 'all' }, 'render-2b'),
  playGame(3, { variant: 'b', sets: 'all', artifacts: true }, 'render-3b'),
  playGame(4, { variant: 'b', sets: 'both' }, 'render-4b'),
  playGame(3, { variant: 'family' }, 'render-3f'),
  playGame(4, { variant: 'famspell' }, 'render-4fs'),
  playGame(2, { variant: 'a', artifacts: true }, 'render-2a'),
];
const threeB = games[1];

async function pixels(view: PandoriaView, options = {}): Promise<DecodedImage> {
  return decodePng(await encodePng(drawPandoria(view, 'en', options)));
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
/** The inner part of a hex box, clear of its neighbours. */
const inner = (box: Box): Box => ({ x: box.x + 14, y: box.y + 8, w: box.w - 28, h: box.h - 16 });

describe('layout', () => {
  it('keeps every panel inside the image and apart from the others, for 2–4 players', () => {
    for (const seats of [2, 3, 4]) {
      const layout = pandoriaLayout(seats);
      const boxes = [layout.title, layout.board, layout.side, ...layout.players];
      for (const box of boxes) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.w).toBeLessThanOrEqual(layout.width);
        expect(box.y + box.h).toBeLessThanOrEqual(layout.height);
      }
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect({ seats, i, j, overlap: overlaps(boxes[i], boxes[j]) }).toEqual({ seats, i, j, overlap: false });
    }
    expect(pandoriaLayout(4).height - pandoriaLayout(2).height).toBe(PLAYER_HEIGHT + 20);
    expect(WIDTH).toBeGreaterThanOrEqual(1400);
    expect(WIDTH).toBeLessThanOrEqual(1600);
  });

  it('gives the family versions (no building slots) shorter realm boards', () => {
    expect(playerPanelHeight(milestones(games[3])[1].view)).toBe(COMPACT_PLAYER_HEIGHT);
    expect(playerPanelHeight(milestones(games[4])[1].view)).toBe(COMPACT_PLAYER_HEIGHT);
    expect(playerPanelHeight(milestones(games[5])[1].view)).toBe(PLAYER_HEIGHT);
    expect(pandoriaLayout(4, COMPACT_PLAYER_HEIGHT).height).toBeLessThan(pandoriaLayout(4).height);
  });

  it('puts all 16 × 14 cells of the board inside the board panel', () => {
    const { board } = pandoriaLayout(3);
    expect(ALL_CELLS).toHaveLength(16 * 14);
    for (const cell of ALL_CELLS) {
      const box = cellBox(board, cell);
      expect(box.x).toBeGreaterThanOrEqual(board.x);
      expect(box.y).toBeGreaterThanOrEqual(board.y);
      expect(box.x + box.w).toBeLessThanOrEqual(board.x + board.w);
      expect(box.y + box.h).toBeLessThanOrEqual(board.y + board.h);
    }
  });

  it('puts odd columns half a hex lower, as the engine’s neighbours assume', () => {
    const { board } = pandoriaLayout(2);
    expect(cellBox(board, 'B4').y - cellBox(board, 'A4').y).toBeCloseTo(cellBox(board, 'A4').h / 2, 5);
    expect(cellBox(board, 'C4').y).toBeCloseTo(cellBox(board, 'A4').y, 5);
  });
});

describe('status texts', () => {
  it('names who acts and what, the round, the last round and the end, in the chosen language', () => {
    const view = firstView(threeB, (v) => v.step === 'figure');
    expect(statusLine(view, 'en', NAMES)).toBe(`${NAMES[view.awaiting[0]]}: place a figure`);
    expect(statusLine(view, 'de', NAMES)).toBe(`${NAMES[view.awaiting[0]]}: Figur platzieren`);
    expect(roundLine(view, 'de')).toBe(`Runde ${view.round}`);
    expect(roundLine({ ...view, lastRound: true }, 'en')).toBe(`Round ${view.round} · Last round`);
    const pending: PandoriaView = { ...view, awaiting: [2], pending: { kind: 'haunt', seat: 2, target: 0 } };
    expect(statusLine(pending, 'en', NAMES)).toBe('Cem decides: where the haunting figure goes');
    expect(statusLine(milestones(threeB)[2].view, 'de')).toBe('Spielende – Schlusswertung');
  });
});

describe('Pandoria board image', () => {
  it('draws setup, middle and end of every variant for 2, 3 and 4 players as PNGs of the layout size under budget', async () => {
    for (const game of games) {
      for (const { label, view } of milestones(game)) {
        const png = await renderPandoria(view, game.seats === 3 ? 'de' : 'en', { playerNames: NAMES });
        const id = { seats: game.seats, variant: game.options.variant, label };
        expect({ ...id, png: isPng(png) }).toEqual({ ...id, png: true });
        expect(pngSize(png)).toEqual({ width: WIDTH, height: pandoriaLayout(game.seats, playerPanelHeight(view)).height });
        expect(png.length).toBeLessThan(PNG_BUDGET);
      }
    }
  }, 60_000);

  it('fills laid spaces with their terrain colour and leaves empty land plain', async () => {
    const view = milestones(threeB)[1].view;
    const image = await pixels(view);
    const { board } = pandoriaLayout(3);
    const space = view.board.spaces.find((s) => !s.closed && !view.board.figures.some((f) => f.cell === s.cell))!;
    expect(countColour(image, inner(cellBox(board, space.cell)), TERRAIN_FILL[space.terrain], 2)).toBeGreaterThan(600);
    const laid = new Set(view.board.spaces.map((s) => s.cell));
    const empty = ALL_CELLS.find((cell) => /^[G-J]\d+$/.test(cell) && !laid.has(cell) && !view.board.lakes.some((l) => l.cells.includes(cell)) && cell !== 'G0' && cell !== 'H0' && cell !== 'I0' && cell !== 'J0')!;
    const emptyBox = inner(cellBox(board, empty));
    expect(countColour(image, emptyBox, BOARD_COLOURS.emptyLand, 2)).toBeGreaterThan(600);
    for (const fill of Object.values(TERRAIN_FILL)) expect(countColour(image, emptyBox, fill, 2)).toBe(0);
  });

  it('puts each figure on its cell in its player colour', async () => {
    const view = firstView(threeB, (v) => v.board.figures.some((f) => !f.spirit && !v.board.pieces.some((p) => p.cell === f.cell)));
    const figure = view.board.figures.find((f) => !f.spirit && !view.board.pieces.some((p) => p.cell === f.cell))!;
    const box = cellBox(pandoriaLayout(3).board, figure.cell);
    const colour = playerStyle(figure.seat).colour;
    const withFigure = countColour(await pixels(view), box, colour, 3);
    const without: PandoriaView = { ...view, board: { ...view.board, figures: view.board.figures.filter((f) => f !== figure) } };
    expect(withFigure).toBeGreaterThan(250);
    expect(countColour(await pixels(without), box, colour, 3)).toBeLessThan(withFigure / 4);
  });

  it('draws castles and fortresses in their owner’s colour', async () => {
    const view = firstView(threeB, (v) => v.board.pieces.some((p) => !v.board.figures.some((f) => f.cell === p.cell)));
    const piece = view.board.pieces.find((p) => !view.board.figures.some((f) => f.cell === p.cell))!;
    const box = inner(cellBox(pandoriaLayout(3).board, piece.cell));
    const colour = playerStyle(piece.seat).colour;
    const withPiece = countColour(await pixels(view), box, colour, 3);
    const without: PandoriaView = { ...view, board: { ...view.board, pieces: view.board.pieces.filter((p) => p !== piece) } };
    expect(withPiece).toBeGreaterThan(200);
    expect(countColour(await pixels(without), box, colour, 3)).toBeLessThan(withPiece / 4);
  });

  it('stripes the spaces of closed regions', async () => {
    const view = firstView(threeB, (v) => v.board.spaces.some((s) => s.closed && !v.board.figures.some((f) => f.cell === s.cell)));
    const space = view.board.spaces.find((s) => s.closed && !view.board.figures.some((f) => f.cell === s.cell))!;
    const box = inner(cellBox(pandoriaLayout(3).board, space.cell));
    const open: PandoriaView = { ...view, board: { ...view.board, spaces: view.board.spaces.map((s) => (s === space ? { ...s, closed: false } : s)) } };
    expect(countColour(await pixels(view), box, BOARD_COLOURS.closedHatch, 8)).toBeGreaterThan(150);
    expect(countColour(await pixels(open), box, BOARD_COLOURS.closedHatch, 8)).toBeLessThan(40);
  });

  it('rings an outer path in gold while it keeps a region open', async () => {
    const view = milestones(threeB)[1].view;
    const path = view.board.paths[0];
    const box = cellBox(pandoriaLayout(3).board, path.cell);
    const keeping: PandoriaView = { ...view, board: { ...view.board, paths: view.board.paths.map((p) => (p === path ? { ...p, keepsOpen: ['B5'] } : { ...p, keepsOpen: [] })) } };
    const idle: PandoriaView = { ...keeping, board: { ...keeping.board, paths: keeping.board.paths.map((p) => ({ ...p, keepsOpen: [] })) } };
    expect(countColour(await pixels(keeping), box, THEME.gold, 3)).toBeGreaterThan(400);
    expect(countColour(await pixels(idle), box, THEME.gold, 3)).toBe(0);
  });

  it('highlights the cells a prompt names, and frames the player on turn', async () => {
    const view = firstView(threeB, (v) => v.step === 'place' && v.round > 2);
    const { board, players } = pandoriaLayout(3);
    const box = cellBox(board, 'G5');
    const lit = await pixels(view, { highlight: ['G5', 'not-a-cell'] });
    expect(countColour(lit, box, THEME.highlight, 3)).toBeGreaterThan(600);
    expect(countColour(await pixels(view), box, THEME.highlight, 3)).toBe(0);
    const edge = (p: Box) => ({ x: p.x - 2, y: p.y + 100, w: 5, h: 150 });
    const acting = view.awaiting[0];
    expect(countColour(lit, edge(players[acting]), THEME.highlight, 3)).toBeGreaterThan(500);
    expect(countColour(lit, edge(players[(acting + 1) % 3]), THEME.highlight, 3)).toBe(0);
  });

  it('fills each resource track up to the amount', async () => {
    const view = milestones(threeB)[1].view;
    const image = await pixels(view);
    const { players } = pandoriaLayout(3);
    view.players.forEach((player, seat) => {
      (['crystal', 'gold', 'wood'] as const).forEach((resource, i) => {
        const filled = Array.from({ length: player.cap }, (_, cell) => countColour(image, trackCellBox(players[seat], i, cell, player.cap), RESOURCE_COLOURS[resource], 2) > 100);
        expect({ seat, resource, filled: filled.filter(Boolean).length }).toEqual({ seat, resource, filled: Math.min(player.cap, player.res[resource]) });
      });
    });
  });

  it('shows the market cards and the buildings on the slots', async () => {
    const view = firstView(threeB, (v) => v.market.length > 0 && v.players.some((p) => p.slots.some((s) => s.top !== null && 'card' in s.top)));
    const image = await pixels(view);
    const { side, players } = pandoriaLayout(3);
    expect(countColour(image, marketCardBox(side, 0), SPELL_FILL, 2)).toBeGreaterThan(3000);
    const emptyMarket = await pixels({ ...view, market: [] });
    expect(countColour(emptyMarket, marketCardBox(side, 0), SPELL_FILL, 2)).toBe(0);
    const owner = view.players.find((p) => p.slots.some((s) => s.top !== null && 'card' in s.top))!;
    const slot = owner.slots.findIndex((s) => s.top !== null && 'card' in s.top);
    const area = slotBox(players[owner.seat], slot, owner.slots.length);
    expect(countColour(image, area, BUILDING_FILL, 2)).toBeGreaterThan(3000);
    const bare = owner.slots.map(() => ({ top: null, covered: 0 }));
    const cleared = await pixels({ ...view, players: view.players.map((p) => (p === owner ? { ...p, slots: bare } : p)) });
    expect(countColour(cleared, area, BUILDING_FILL, 2)).toBe(0);
  });

  it('writes its texts in the requested language', async () => {
    const view = milestones(threeB)[1].view;
    const [en, de] = await Promise.all([renderPandoria(view, 'en'), renderPandoria(view, 'de')]);
    expect(en.equals(de)).toBe(false);
  });
});

describe('only public views reach the renderer', () => {
  it('the public view holds no hand and no held tile at any step of 2–4 player games', () => {
    for (const game of games) {
      for (const state of game.states) {
        const view = pandoria.view(state, null);
        expect(view.viewer).toBeNull();
        for (const player of view.players) {
          expect(player.hand).toBeUndefined();
          expect(player.tiles).toBeUndefined();
        }
      }
    }
  });

  it('the registry refuses a seat’s private view and anything that is not a view', async () => {
    const own = pandoria.view(threeB.states[20], 0);
    expect(own.players[0].hand).toBeDefined();
    await expect(renderers.pandoria(own, 'en')).rejects.toThrow(/public view/);
    await expect(renderers.pandoria({ stones: 3 }, 'en')).rejects.toThrow(/public view/);
    await expect(renderers.pandoria(null, 'en')).rejects.toThrow(/not a view/);
  });
});
