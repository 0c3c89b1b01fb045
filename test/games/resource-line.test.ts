import { describe, expect, it } from 'vitest';
import { engines } from '../../src/games';
import type { CorState } from '../../src/games/city-of-rome/types';
import type { HeliosState } from '../../src/games/helios/types';
import type { TmState } from '../../src/games/terra-mystica/types';
import { t } from '../../src/i18n';

/** Each game's resource line (engine capability resourceLine): what a panel shows its player in one line. */
describe('resource lines', () => {
  it('Terra Mystica: coins, workers, priests, the three power bowls and VP; before the faction pick it says so', () => {
    const tm = engines['terra-mystica'];
    const state = tm.setup({}, 3, 'res') as TmState;
    expect(t('en', tm.resourceLine!(state, 1))).toBe('No faction chosen yet');
    const player = state.players[1];
    Object.assign(player, { faction: 'witches', c: 15, w: 3, p: 1, bowls: [5, 7, 0], vp: 20 });
    expect(t('en', tm.resourceLine!(state, 1))).toBe('Coins 15 · Workers 3 · Priests 1 · Power 5/7/0 · VP 20');
    expect(t('de', tm.resourceLine!(state, 1))).toBe('Münzen 15 · Arbeiter 3 · Priester 1 · Macht 5/7/0 · SP 20');
  });

  it('Pandoria: crystals, gold, wood, figures in supply, hand cards and points', () => {
    const pandoria = engines.pandoria;
    const state = pandoria.setup({ variant: 'b' }, 3, 'res');
    expect(t('en', pandoria.resourceLine!(state, 1))).toBe('Crystals 4 · Gold 3 · Wood 7 · Figures in supply 5 · Cards in hand 4 · Points 0');
  });

  it('City of Rome: coins, influence, hand cards and what the city scores now', () => {
    const rome = engines['city-of-rome'];
    const state = rome.setup({}, 3, 'res') as CorState;
    expect(t('en', rome.resourceLine!(state, 1))).toBe('Coins 5 · Influence 0 · Cards in hand 0 · Points now 5');
    state.players[1].coins = 11;
    state.players[1].influence = 3;
    expect(t('de', rome.resourceLine!(state, 1))).toMatch(/^Geld 11 · Einfluss 3 · Handkarten 0 · Punkte jetzt \d+$/);
  });

  it('Helios: cubes per colour on the tiles, mana, temples and VP', () => {
    const helios = engines.helios;
    const state = helios.setup({}, 3, 'res') as HeliosState;
    expect(t('en', helios.resourceLine!(state, 1))).toBe('Brown 0 · Grey 0 · Green 0 · Blue 0 · Black 0 · Mana 1 · Temples 0 · VP 0');
    state.players[1].tiles['0,0'] = { kind: 'land', color: 'blue', res: ['blue', 'blue'] } as HeliosState['players'][number]['tiles'][string];
    state.players[1].vp = 4;
    expect(t('en', helios.resourceLine!(state, 1))).toBe('Brown 0 · Grey 0 · Green 0 · Blue 2 · Black 0 · Mana 1 · Temples 0 · VP 4');
  });

  it('every game has one', () => {
    for (const engine of Object.values(engines)) expect({ game: engine.id, line: typeof engine.resourceLine }).toEqual({ game: engine.id, line: 'function' });
  });
});
