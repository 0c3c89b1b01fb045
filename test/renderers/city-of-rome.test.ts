import { describe, expect, it } from 'vitest';
import { expectInsideAndApart } from './layout-checks';
import { cityOfRome } from '../../src/games/city-of-rome/engine';
import { cellId, cellLabel, type CorPlayerView, type CorView } from '../../src/games/city-of-rome/view';
import { rendererFor, renderers } from '../../renderers';
import { drawCityOfRome } from '../../renderers/city-of-rome';
import { cityWindow, openLots } from '../../renderers/city-of-rome/city-window';
import { boardLayout, cellBox, PANEL_HEIGHT, WIDTH } from '../../renderers/city-of-rome/layout';
import { fieldBox } from '../../renderers/city-of-rome/strip-panel';
import { statusLine, roundLine } from '../../renderers/city-of-rome/status';
import { PUBLIC_FILL } from '../../renderers/city-of-rome/card-style';
import { cardTitle } from '../../renderers/city-of-rome/card-title';
import { cardInfo } from '../../src/games/city-of-rome/cards';
import { t } from '../../src/i18n';
import { columnLetter, countColour, decodePng, encodePng, isPng, playerStyle, pngSize, rowNumber, THEME, type DecodedImage } from '../../renderers/kit';
import type { Box } from '../../renderers/kit';
import { firstView, milestones, playGame, type PlayedGame } from './cor-views';

/** A budget well under Discord's 10 MiB upload limit that keeps posting fast. */
const PNG_BUDGET = 900 * 1024;

const games: PlayedGame[] = [
  playGame(2, true, 'render-2s'),
  playGame(3, true, 'render-3s'),
  playGame(4, true, 'render-4s'),
  playGame(3, false, 'render-3'),
  playGame(4, false, 'render-4'),
];
const fourPlayers = games[2];

async function pixels(view: CorView, options = {}): Promise<DecodedImage> {
  return decodePng(await encodePng(drawCityOfRome(view, 'en', options)));
}

const cityWith = (frame: Partial<CorPlayerView['frame']>, cells: [number, number][]): Pick<CorPlayerView, 'city' | 'frame'> => ({
  city: cells.map(([row, col]) => ({ row, col, card: 'II-04', pointTokens: 0, brickToken: false, emissary: false })),
  frame: {
    minRow: Math.min(...cells.map(([r]) => r)),
    maxRow: Math.max(...cells.map(([r]) => r)),
    minCol: Math.min(...cells.map(([, c]) => c)),
    maxCol: Math.max(...cells.map(([, c]) => c)),
    growMinRow: 0,
    growMaxRow: 6,
    growMinCol: 0,
    growMaxCol: 5,
    ...frame,
  },
});

describe('city window', () => {
  it('shows the cards plus one ring of cells the city may still grow into', () => {
    const start = cityWith({ growMinRow: 0, growMaxRow: 6, growMinCol: 0, growMaxCol: 5 }, [[3, 2], [3, 3]]);
    expect(cityWindow(start)).toEqual({ minRow: 2, maxRow: 4, minCol: 1, maxCol: 4 });
    expect(openLots(start, cityWindow(start))).toEqual([
      { row: 2, col: 2 },
      { row: 2, col: 3 },
      { row: 3, col: 1 },
      { row: 3, col: 4 },
      { row: 4, col: 2 },
      { row: 4, col: 3 },
    ]);
  });

  it('never reaches past the 4×4 limit: a city 4 wide gets no ring left or right', () => {
    const wide = cityWith({ growMinCol: 1, growMaxCol: 4, growMinRow: 0, growMaxRow: 6 }, [[3, 1], [3, 2], [3, 3], [3, 4]]);
    expect(cityWindow(wide)).toEqual({ minRow: 2, maxRow: 4, minCol: 1, maxCol: 4 });
    expect(openLots(wide, cityWindow(wide)).every((lot) => lot.row !== 3)).toBe(true);
  });

  it('is at most 5×5, and only the bounding box once the game is over', () => {
    const square = cityWith({ growMinRow: 1, growMaxRow: 5, growMinCol: 1, growMaxCol: 5 }, [[2, 2], [3, 3], [4, 4], [2, 4], [4, 2]]);
    const window = cityWindow(square);
    expect(window.maxRow - window.minRow + 1).toBe(5);
    expect(window.maxCol - window.minCol + 1).toBe(5);
    expect(cityWindow(square, false)).toEqual({ minRow: 2, maxRow: 4, minCol: 2, maxCol: 4 });
  });

  it('labels cells as the engine names them in prompts', () => {
    for (let row = 0; row < 7; row++) for (let col = 0; col < 6; col++) expect(`${columnLetter(col)}${rowNumber(row)}`).toBe(cellLabel(row, col));
  });
});

describe('card titles', () => {
  it('name player-coloured cards without the box colour, and every other card by its catalog name', () => {
    expect(cardTitle(cardInfo('SH-purple'), 'de')).toBe('Schrein');
    expect(cardTitle(cardInfo('S-white-H'), 'en')).toBe('House');
    expect(cardTitle(cardInfo('S-brown-V'), 'de')).toBe('Gemüse');
    const fortuna = cardInfo('III-17');
    expect(cardTitle(fortuna, 'de')).toBe(t('de', fortuna.name));
    expect(cardTitle(fortuna, 'de')).not.toBe(fortuna.name.key);
  });
});

describe('layout', () => {
  it('keeps every panel inside the image and apart from the others', () => {
    for (const seats of [2, 3, 4]) {
      const layout = boardLayout(seats);
      const boxes: Box[] = [layout.title, layout.strip, layout.offer, layout.influence, layout.legend, ...layout.cities];
      expectInsideAndApart(boxes, layout.width, layout.height, seats);
    }
    expect(boardLayout(2).width).toBe(WIDTH);
    expect(boardLayout(4).height - boardLayout(2).height).toBe(PANEL_HEIGHT + 20);
  });

  it('fits the largest city window inside its panel', () => {
    const panel = boardLayout(4).cities[3];
    const window = { minRow: 1, maxRow: 5, minCol: 0, maxCol: 4 };
    const corner = cellBox(panel, window, 5, 4);
    expect(corner.x + corner.w).toBeLessThanOrEqual(panel.x + panel.w);
    expect(corner.y + corner.h).toBeLessThanOrEqual(panel.y + panel.h);
  });
});

describe('status texts', () => {
  it('names who acts in every phase, in the chosen language', () => {
    const game = playGame(3, false, 'status');
    const draft = firstView(game, (v) => v.phase === 'draft');
    expect(statusLine(draft, 'en', ['Ada', 'Bo', 'Cem'])).toContain(['Ada', 'Bo', 'Cem'][draft.draft!.holder]);
    expect(roundLine(draft, 'de')).toBe('Startauswahl');
    const place = firstView(game, (v) => v.phase === 'place');
    expect(statusLine(place, 'de')).toBe(`Platz ${place.awaiting[0] + 1} setzt einen Baumeister`);
    const action = firstView(game, (v) => v.phase === 'action' && v.turn !== null);
    expect(statusLine(action, 'en')).toContain(`field ${action.turn!.field}`);
    expect(roundLine(action, 'en')).toBe(`Round ${action.round} of 14`);
    const school: CorView = { ...action, school: { seat: 1, deck: 'III', count: 3 } };
    expect(statusLine(school, 'en', ['Ada', 'Bo', 'Cem'])).toBe('Bo keeps 1 of 3 cards from deck III');
    const end = milestones(game)[2].view;
    expect(statusLine(end, 'de')).toBe('Spielende – Schlusswertung');
  });
});

describe('City of Rome board image', () => {
  it('draws setup, middle and end of 2, 3 and 4 player games (with and without shrine) as PNGs under budget', async () => {
    const render = rendererFor('city-of-rome')!;
    for (const game of games) {
      for (const { label, view } of milestones(game)) {
        const png = await render(view, game.seats === 3 ? 'de' : 'en', { playerNames: ['Ada', 'Bo', 'Cem', 'Dana'] });
        expect({ game: game.seats, shrine: game.shrine, label, png: isPng(png) }).toEqual({ game: game.seats, shrine: game.shrine, label, png: true });
        expect(pngSize(png)).toEqual({ width: WIDTH, height: boardLayout(game.seats).height });
        expect(png.length).toBeLessThan(PNG_BUDGET);
      }
    }
  });

  it('puts a builder on the strip in its player colour', async () => {
    const view = firstView(fourPlayers, (v) => v.strip.occupants.some((seat) => seat !== null));
    const field = view.strip.occupants.findIndex((seat) => seat !== null);
    const seat = view.strip.occupants[field]!;
    const box = fieldBox(boardLayout(4).strip, field);
    const slot = { x: box.x, y: box.y + box.h - 70, w: box.w, h: 70 };
    const colour = playerStyle(seat).colour;
    expect(countColour(await pixels(view), slot, colour, 3)).toBeGreaterThan(400);
    const empty: CorView = { ...view, strip: { ...view.strip, occupants: view.strip.occupants.map(() => null) } };
    expect(countColour(await pixels(empty), slot, colour, 3)).toBe(0);
  });

  it('puts a builder on the card it built, in its player colour', async () => {
    const view = firstView(fourPlayers, (v) => v.phase !== 'end' && v.players.some((p) => p.city.some((c) => c.emissary)));
    const player = view.players.find((p) => p.city.some((c) => c.emissary))!;
    const cell = player.city.find((c) => c.emissary)!;
    const box = cellBox(boardLayout(4).cities[player.seat], cityWindow(player), cell.row, cell.col);
    const corner = { x: box.x, y: box.y, w: box.w / 2, h: box.h / 2 };
    const colour = playerStyle(player.seat).colour;
    const withBuilder = countColour(await pixels(view), corner, colour, 3);
    const without: CorView = {
      ...view,
      players: view.players.map((p) => (p === player ? { ...p, city: p.city.map((c) => ({ ...c, emissary: false })) } : p)),
    };
    expect(withBuilder).toBeGreaterThan(200);
    expect(countColour(await pixels(without), corner, colour, 3)).toBeLessThan(withBuilder / 4);
  });

  it('highlights the cells a prompt names in the acting city, and frames the seat on turn', async () => {
    const view = firstView(fourPlayers, (v) => v.phase === 'action' && v.turn !== null);
    const seat = view.turn!.seat;
    const player = view.players[seat];
    const lot = openLots(player, cityWindow(player))[0];
    const box = cellBox(boardLayout(4).cities[seat], cityWindow(player), lot.row, lot.col);
    const lit = await pixels(view, { highlight: [cellId(lot.row, lot.col)] });
    expect(countColour(lit, box, THEME.highlightFill, 2)).toBeGreaterThan(3000);
    expect(countColour(await pixels(view), box, THEME.highlightFill, 2)).toBe(0);
    const panel = boardLayout(4).cities[seat];
    const edge = (p: Box) => ({ x: p.x - 3, y: p.y + 200, w: 6, h: 200 });
    expect(countColour(lit, edge(panel), THEME.highlight, 3)).toBeGreaterThan(800);
    const other = boardLayout(4).cities[(seat + 1) % 4];
    expect(countColour(lit, edge(other), THEME.highlight, 3)).toBe(0);
  });

  it('colours public buildings by their colour', async () => {
    const end = milestones(fourPlayers)[2].view;
    const player = end.players.find((p) => p.city.some((c) => end.cards[c.card].kind === 'public'))!;
    const cell = player.city.find((c) => end.cards[c.card].kind === 'public')!;
    const colour = PUBLIC_FILL[end.cards[cell.card].colour!];
    const box = cellBox(boardLayout(4).cities[player.seat], cityWindow(player, false), cell.row, cell.col);
    expect(countColour(await pixels(end), box, colour, 3)).toBeGreaterThan(2000);
  });

  it('writes its texts in the requested language', async () => {
    const view = milestones(fourPlayers)[1].view;
    const [en, de] = await Promise.all([renderers['city-of-rome'](view, 'en'), renderers['city-of-rome'](view, 'de')]);
    expect(en.equals(de)).toBe(false);
  });
});

describe('only public views reach the renderer', () => {
  it('the public view holds no hand, no school draw and no draft packet at any step', () => {
    for (const game of games.slice(0, 3)) {
      for (const state of game.states) {
        const view = cityOfRome.view(state, null);
        expect(view.viewer).toBeNull();
        for (const player of view.players) expect(player.hand).toBeUndefined();
        expect(view.school?.cards).toBeUndefined();
        expect(view.draft?.cards).toBeUndefined();
      }
    }
  });

  it('the registry refuses a seat’s private view and anything that is not a City of Rome view', async () => {
    const state = fourPlayers.states[10];
    const own = cityOfRome.view(state, 0);
    expect(own.players[0].hand).toBeDefined();
    await expect(renderers['city-of-rome'](own, 'en')).rejects.toThrow(/public view/);
    await expect(renderers['city-of-rome']({ stones: 3 }, 'en')).rejects.toThrow(/public view/);
    expect(rendererFor('no-such-game')).toBeUndefined();
  });

  it('shows each player’s running score (what the city scores now) in the city header', async () => {
    const game = playGame(3, false, 'running-score');
    const state = game.states[Math.floor(game.states.length / 2)];
    const view = cityOfRome.view(state, null);
    const scores = cityOfRome.scores(state);
    expect(view.players.map((p) => p.points)).toEqual(scores.map((line) => line.preview));
    const header = { ...boardLayout(3).cities[0], h: 100 };
    const withPoints = (points: number): CorView => ({ ...view, players: view.players.map((p, seat) => (seat === 0 ? { ...p, points } : p)) });
    const [low, high] = await Promise.all([pixels(withPoints(4)), pixels(withPoints(37))]);
    let differing = 0;
    for (let y = header.y; y < header.y + header.h; y++) {
      for (let x = header.x; x < header.x + header.w; x++) {
        const i = (y * low.width + x) * 4;
        if (low.data[i] !== high.data[i] || low.data[i + 1] !== high.data[i + 1]) differing++;
      }
    }
    expect(differing).toBeGreaterThan(50);
  });
});
