import { describe, expect, it } from 'vitest';
import { moduleById } from '../../src/games/index';

/** The games' search tuning as measured (the modules' comments say against what); a change must be measured again. */
describe('the search tuning of each game', () => {
  it('City of Rome and Pandoria play for what the lead over the average gains; Helios by the lead over the best', () => {
    expect(moduleById('city-of-rome')?.search?.gainScale).toBe(8);
    expect(moduleById('pandoria')?.search?.gainScale).toBe(4);
    expect(moduleById('pandoria')?.search?.playoutMoves).toBe(2);
    expect(moduleById('helios')?.search?.gainScale).toBeUndefined();
  });

  it('Terra Mystica plays the other seats at random inside the tree from three seats on', () => {
    const tm = moduleById('terra-mystica');
    const othersAtRandom = (seats: number) => tm?.search?.othersAtRandom?.(tm.engine.setup({}, seats, 's'));
    expect(othersAtRandom(2)).toBe(false);
    expect(othersAtRandom(3)).toBe(true);
    expect(othersAtRandom(4)).toBe(true);
    // The other games search every seat's steps.
    for (const id of ['city-of-rome', 'pandoria', 'helios']) expect(moduleById(id)?.search?.othersAtRandom).toBeUndefined();
  });
});
