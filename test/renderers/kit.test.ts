import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GlobalFonts } from '@napi-rs/canvas';
import {
  axialToOffset,
  axialToPixel,
  cellName,
  columnLetter,
  contrastRatio,
  countColour,
  createSurface,
  decodePng,
  distance,
  drawIcon,
  drawPlayerMarker,
  drawWrappedText,
  ellipsize,
  cropSurface,
  encodeAndRelease,
  encodePicture,
  encodePng,
  releaseSurface,
  clearSpareCanvases,
  spareCanvasCount,
  SPARE_PIXELS,
  encodePngParts,
  MAX_PICTURE_BYTES,
  PALETTE_FIRST_PIXELS,
  fitFontSize,
  font,
  fontDirectory,
  hexBounds,
  hexDistance,
  hexNeighbours,
  ICONS,
  inkOn,
  isPng,
  linearScale,
  mix,
  niceTicks,
  offsetToAxial,
  parseHex,
  pixelAt,
  pixelToAxial,
  playerStyle,
  PLAYER_STYLES,
  CATEGORY_COLOURS,
  pngSize,
  registerFonts,
  SANS,
  SANS_CONDENSED,
  simulateColourBlindness,
  toHex,
  wrapText,
  type IconName,
  type HexLayout,
} from '../../renderers/kit';

describe('fonts', () => {
  it('registers the bundled DejaVu files from node_modules under our own family names', () => {
    registerFonts();
    const directory = fontDirectory();
    expect(directory.split(path.sep).slice(-3)).toEqual(['node_modules', 'dejavu-fonts-ttf', 'ttf']);
    expect(existsSync(path.join(directory, 'DejaVuSans.ttf'))).toBe(true);
    const sans = GlobalFonts.families.find((family) => family.family === SANS);
    expect(sans?.styles.map((style) => style.weight).sort()).toEqual([400, 700]);
  });

  // Each family must be measured with its own file: a missing family would fall back to one and the same face.
  it('draws with the registered families: bold is wider than regular, condensed narrower than sans', () => {
    const { ctx } = createSurface(10, 10, '#ffffff');
    const width = (spec: string) => {
      ctx.font = spec;
      return ctx.measureText('Wohnhaus Überbauen 1234').width;
    };
    expect(width(font({ size: 30, bold: true }))).toBeGreaterThan(width(font({ size: 30 })));
    expect(width(font({ size: 30, family: SANS_CONDENSED }))).toBeLessThan(width(font({ size: 30 })) * 0.95);
  });
});

describe('colour helpers', () => {
  it('parses and writes hex colours', () => {
    expect(parseHex('#0072B2')).toEqual({ r: 0, g: 114, b: 178 });
    expect(parseHex('#fa0')).toEqual({ r: 255, g: 170, b: 0 });
    expect(toHex({ r: 0, g: 114, b: 178 })).toBe('#0072b2');
    expect(() => parseHex('blue')).toThrow();
  });

  it('mixes and measures contrast per WCAG', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(inkOn('#F0E442')).toBe('#1a1a1a');
    expect(inkOn('#0072B2')).toBe('#ffffff');
  });
});

describe('player palette', () => {
  it('gives every player a distinct colour, shape and letter, and readable ink', () => {
    const unique = (values: unknown[]) => new Set(values.map(String)).size;
    expect(unique(PLAYER_STYLES.map((s) => s.colour))).toBe(PLAYER_STYLES.length);
    expect(unique(PLAYER_STYLES.map((s) => s.shape))).toBe(PLAYER_STYLES.length);
    expect(unique(PLAYER_STYLES.map((s) => s.letter))).toBe(PLAYER_STYLES.length);
    expect(unique(PLAYER_STYLES.map((s) => s.dash))).toBe(PLAYER_STYLES.length);
    for (const style of PLAYER_STYLES) expect(contrastRatio(style.colour, style.ink)).toBeGreaterThanOrEqual(4.5);
    expect(playerStyle(PLAYER_STYLES.length)).toBe(PLAYER_STYLES[0]);
  });

  it('keeps player colours apart for protanopes and deuteranopes, and category colours too', () => {
    for (const kind of ['protanopia', 'deuteranopia'] as const) {
      const apart = (colours: readonly string[], min: number) => {
        for (let i = 0; i < colours.length; i++) {
          for (let j = i + 1; j < colours.length; j++) {
            const d = distance(simulateColourBlindness(colours[i], kind), simulateColourBlindness(colours[j], kind));
            expect({ kind, pair: [colours[i], colours[j]], apart: d >= min }).toEqual({ kind, pair: [colours[i], colours[j]], apart: true });
          }
        }
      };
      apart(PLAYER_STYLES.map((s) => s.colour), 50);
      apart(CATEGORY_COLOURS, 30);
    }
    // A chart segment never looks like a player: every category colour is far from every player colour.
    for (const category of CATEGORY_COLOURS) {
      for (const style of PLAYER_STYLES) {
        const seen = Math.min(distance(parseHex(category), parseHex(style.colour)), ...(['protanopia', 'deuteranopia'] as const).map((kind) => distance(simulateColourBlindness(category, kind), simulateColourBlindness(style.colour, kind))));
        expect({ category, player: style.colour, apart: seen >= 50 }).toEqual({ category, player: style.colour, apart: true });
      }
    }
    // The simulation itself: red and green, far apart normally, come close for a deuteranope.
    const normal = distance(parseHex('#d00000'), parseHex('#00a000'));
    const seen = distance(simulateColourBlindness('#d00000', 'deuteranopia'), simulateColourBlindness('#00a000', 'deuteranopia'));
    expect(seen).toBeLessThan(normal / 3);
  });
});

describe('text helpers', () => {
  const { ctx } = createSurface(10, 10, '#ffffff');
  const style = { size: 30, minSize: 12, colour: '#000000' };

  it('shrinks a long text to fit and leaves a short one alone', () => {
    expect(fitFontSize(ctx, 'Rome', 400, style)).toBe(30);
    const size = fitFontSize(ctx, 'Tempel der Fortuna und des Saturnus', 320, style);
    expect(size).toBeLessThan(30);
    ctx.font = font({ size });
    expect(ctx.measureText('Tempel der Fortuna und des Saturnus').width).toBeLessThanOrEqual(320);
    ctx.font = font({ size: size + 1 });
    expect(ctx.measureText('Tempel der Fortuna und des Saturnus').width).toBeGreaterThan(320);
    // It never goes below the minimum, even when the text still does not fit.
    expect(fitFontSize(ctx, 'Tempel der Fortuna und des Saturnus', 50, style)).toBe(12);
  });

  it('ellipsizes text that cannot fit even at the smallest size', () => {
    ctx.font = font({ size: 24 });
    const cut = ellipsize(ctx, 'Bernhard von Lichtenstein-Ottobeuren', 150);
    expect(cut.endsWith('…')).toBe(true);
    expect(ctx.measureText(cut).width).toBeLessThanOrEqual(150);
    expect(ellipsize(ctx, 'Ada', 150)).toBe('Ada');
  });

  it('breaks an over-long word after its hyphens, and shrinks until every line fits', () => {
    ctx.font = font({ size: 20, bold: true });
    const narrow = ctx.measureText('Luxus-Wohnhaus').width - 10;
    expect(wrapText(ctx, 'Luxus-Wohnhaus (4)', narrow, { size: 20, bold: true })).toEqual(['Luxus-', 'Wohnhaus (4)']);
    const drawn = drawWrappedText(ctx, 'Wohnhaus (2)', { x: 0, y: 0, w: 70, h: 100 }, { size: 24, minSize: 10, bold: true, colour: '#000' });
    expect(drawn).toEqual(['Wohnhaus', '(2)']);
    expect(drawn.some((line) => line.includes('…'))).toBe(false);
  });

  it('wraps at spaces within the width and cuts what does not fit the box', () => {
    const text = 'When building a market, gain one coin for each adjacent card';
    const lines = wrapText(ctx, text, 220, { size: 20 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    ctx.font = font({ size: 20 });
    for (const line of lines) expect(ctx.measureText(line).width).toBeLessThanOrEqual(220);
    const drawn = drawWrappedText(ctx, text, { x: 0, y: 0, w: 220, h: 50 }, { size: 20, minSize: 20, colour: '#000' });
    expect(drawn.length).toBe(2);
    expect(drawn[1].endsWith('…')).toBe(true);
  });
});

describe('hex geometry', () => {
  const layouts: HexLayout[] = [
    { orientation: 'pointy', size: 40, origin: { x: 100, y: 80 } },
    { orientation: 'flat', size: 40, origin: { x: 100, y: 80 } },
  ];

  it('converts offset to axial and back for both orientations and parities', () => {
    for (const orientation of ['pointy', 'flat'] as const) {
      for (const parity of ['odd', 'even'] as const) {
        for (let row = -3; row < 9; row++) {
          for (let col = -3; col < 9; col++) {
            expect(axialToOffset(offsetToAxial(col, row, orientation, parity), orientation, parity)).toEqual({ col, row });
          }
        }
      }
    }
    // odd-r: row 1 is pushed right, so (0,1) lies down-right of (0,0).
    expect(offsetToAxial(0, 1, 'pointy', 'odd')).toEqual({ q: 0, r: 1 });
    expect(offsetToAxial(0, 1, 'pointy', 'even')).toEqual({ q: -1, r: 1 });
  });

  it('places neighbours one hex width apart and finds the hex under a pixel', () => {
    for (const layout of layouts) {
      const centre = { q: 2, r: -1 };
      const c = axialToPixel(centre, layout);
      for (const n of hexNeighbours(centre)) {
        const p = axialToPixel(n, layout);
        expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(layout.size * Math.sqrt(3), 6);
        expect(hexDistance(centre, n)).toBe(1);
        expect(pixelToAxial(p.x + 5, p.y - 5, layout)).toEqual(n);
      }
    }
    expect(hexDistance({ q: 0, r: 0 }, { q: 3, r: -1 })).toBe(3);
  });

  it('bounds a set of hexes by their corners', () => {
    const layout = layouts[0];
    const box = hexBounds([{ q: 0, r: 0 }], layout);
    expect(box.w).toBeCloseTo(layout.size * Math.sqrt(3), 6);
    expect(box.h).toBeCloseTo(layout.size * 2, 6);
  });
});

describe('labels and scales', () => {
  it('names columns like a spreadsheet and rows from 1', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
    expect(cellName(2, 3)).toBe('C4');
  });

  it('picks round tick steps that cover the data', () => {
    expect(niceTicks(0, 89, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0, 7, 5)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(-12, 30, 4)).toEqual([-20, 0, 20, 40]);
    expect(linearScale([0, 10], [100, 0])(2.5)).toBe(75);
  });
});

describe('icons and markers', () => {
  it('every icon paints inside its box and nowhere else', async () => {
    for (const name of Object.keys(ICONS) as IconName[]) {
      const surface = createSurface(200, 200, '#ffffff');
      drawIcon(surface.ctx, name, 100, 100, 80);
      const image = decodePng(await encodePng(surface));
      const inside = 80 * 80 - countColour(image, { x: 60, y: 60, w: 80, h: 80 }, '#ffffff', 0);
      const everywhere = 200 * 200 - countColour(image, { x: 0, y: 0, w: 200, h: 200 }, '#ffffff', 0);
      expect({ name, paints: inside > 300 }).toEqual({ name, paints: true });
      // Outlines may spill a few pixels over the edge, never further.
      const near = 96 * 96 - countColour(image, { x: 52, y: 52, w: 96, h: 96 }, '#ffffff', 0);
      expect({ name, outside: everywhere - near }).toEqual({ name, outside: 0 });
    }
  });

  it('a player marker shows the player colour and its letter in the contrasting ink', async () => {
    for (let index = 0; index < 4; index++) {
      const surface = createSurface(120, 120, '#ffffff');
      drawPlayerMarker(surface.ctx, index, 60, 60, 40);
      const image = decodePng(await encodePng(surface));
      const style = playerStyle(index);
      expect(countColour(image, { x: 20, y: 20, w: 80, h: 80 }, style.colour, 2)).toBeGreaterThan(1000);
      expect(countColour(image, { x: 40, y: 40, w: 40, h: 40 }, style.ink, 30)).toBeGreaterThan(40);
    }
  });
});

describe('png helpers', () => {
  it('encodes, recognises and decodes a PNG', async () => {
    const surface = createSurface(64, 32, '#0072b2');
    const png = await encodePng(surface);
    expect(isPng(png)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 64, height: 32 });
    expect(isPng(Buffer.from('GIF89a not a png at all....'))).toBe(false);
    const image = decodePng(png);
    expect(pixelAt(image, 10, 10)).toBe('#0072b2');
    expect(countColour(image, { x: 0, y: 0, w: 64, h: 32 }, '#0072b2')).toBe(64 * 32);
  });

  it('encodes opaque surfaces as 8-bit RGB without alpha, keeping every drawn colour', async () => {
    const surface = createSurface(40, 20, '#ffffff');
    surface.ctx.fillStyle = '#d55e00';
    surface.ctx.fillRect(0, 0, 20, 20);
    const png = await encodePng(surface);
    // IHDR: bit depth at byte 24, colour type at byte 25 (2 = truecolour RGB, 6 would be RGBA).
    expect({ depth: png[24], colourType: png[25] }).toEqual({ depth: 8, colourType: 2 });
    const image = decodePng(png);
    expect(pixelAt(image, 5, 5)).toBe('#d55e00');
    expect(pixelAt(image, 30, 5)).toBe('#ffffff');
  });

  it('cuts parts from one surface while encoding exactly as cropping it first, a margin of background around each', async () => {
    const surface = createSurface(90, 70, '#ffffff');
    surface.ctx.fillStyle = '#d55e00';
    surface.ctx.fillRect(10, 10, 50, 40);
    drawPlayerMarker(surface.ctx, 1, 60, 40, 18);
    const boxes = [
      { x: 0, y: 0, w: 45.5, h: 35 },
      { x: 40.2, y: 30, w: 60, h: 50 },
    ];
    const parts = await encodePngParts(surface, boxes, '#f4ecdc', 6);
    expect(parts.map((png) => pngSize(png))).toEqual([
      { width: 46 + 12, height: 35 + 12 },
      { width: 50 + 12, height: 40 + 12 },
    ]);
    for (const [index, png] of parts.entries()) {
      const cut = decodePng(png);
      const cropped = decodePng(await encodePng(cropSurface(surface, boxes[index], '#f4ecdc', 6)));
      expect(Buffer.from(cut.data).equals(Buffer.from(cropped.data))).toBe(true);
      expect(pixelAt(cut, 2, 2)).toBe('#f4ecdc');
    }
  });

  it('sends a picture as RGB PNG, and one over the size limit as a palette PNG under it', async () => {
    const small = createSurface(64, 32, '#0072b2');
    const rgb = await encodePicture(small);
    expect(rgb[25]).toBe(2);
    // Blocks of 200 colours in a scrambled order: RGB (3 bytes a pixel) barely compresses, a palette of them does.
    const large = createSurface(1000, 700, '#ffffff');
    let seed = 7;
    for (let y = 0; y < 700; y += 2) {
      for (let x = 0; x < 1000; x += 2) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        const colour = seed % 200;
        large.ctx.fillStyle = `rgb(${(colour * 37) % 256}, ${(colour * 91) % 256}, ${(colour * 53) % 256})`;
        large.ctx.fillRect(x, y, 2, 2);
      }
    }
    expect((await encodePng(large)).length).toBeGreaterThan(MAX_PICTURE_BYTES);
    const compact = await encodePicture(large);
    // Colour type 3: indexed colour.
    expect({ colourType: compact[25], under: compact.length <= MAX_PICTURE_BYTES }).toEqual({ colourType: 3, under: true });
    expect(pngSize(compact)).toEqual({ width: 1000, height: 700 });
    // As large as a whole table: straight to the palette, however plain.
    expect(PALETTE_FIRST_PIXELS).toBe(2_500_000);
    const table = await encodePicture(createSurface(2000, 1250, '#0072b2'));
    expect({ colourType: table[25], ...pngSize(table) }).toEqual({ colourType: 3, width: 2000, height: 1250 });
    // libimagequant may move a colour by a level: the same to the eye.
    expect(countColour(decodePng(table), { x: 0, y: 0, w: 2000, h: 1250 }, '#0072b2', 1)).toBe(2000 * 1250);
  });
});

describe('spare canvases', () => {
  it('draws the next picture of a size on a canvas given back, as on a new one', async () => {
    clearSpareCanvases();
    const first = createSurface(61, 37, '#ffffff');
    first.ctx.fillStyle = '#d55e00';
    first.ctx.translate(5, 5);
    first.ctx.beginPath();
    first.ctx.rect(0, 0, 10, 10);
    first.ctx.clip();
    first.ctx.fillRect(0, 0, 40, 30);
    await encodeAndRelease(first);
    expect(spareCanvasCount()).toBe(1);
    // Another size gets a new canvas.
    expect(createSurface(60, 37, '#ffffff').canvas).not.toBe(first.canvas);
    const second = createSurface(61, 37, '#0072b2');
    expect(second.canvas).toBe(first.canvas);
    expect(spareCanvasCount()).toBe(0);
    // No pixel, transform or clip of the first picture is left.
    expect(countColour(decodePng(await encodePng(second)), { x: 0, y: 0, w: 61, h: 37 }, '#0072b2')).toBe(61 * 37);
    second.ctx.fillStyle = '#000000';
    second.ctx.fillRect(30, 20, 4, 4);
    expect(pixelAt(decodePng(await encodePng(second)), 31, 21)).toBe('#000000');
  });

  it('keeps at most SPARE_PIXELS of canvases, the oldest given up first', () => {
    clearSpareCanvases();
    const side = Math.floor(Math.sqrt(SPARE_PIXELS / 3));
    const surfaces = Array.from({ length: 4 }, () => createSurface(side, side, '#ffffff'));
    surfaces.forEach((surface) => releaseSurface(surface));
    expect(spareCanvasCount()).toBe(3);
    expect(createSurface(side, side, '#ffffff').canvas).toBe(surfaces[3].canvas);
    expect(createSurface(side, side, '#ffffff').canvas).toBe(surfaces[2].canvas);
    expect(createSurface(side, side, '#ffffff').canvas).toBe(surfaces[1].canvas);
    expect(spareCanvasCount()).toBe(0);
  });
});
