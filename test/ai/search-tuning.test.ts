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
});
