import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { interactiveComponents } from '../../src/emulator';
import { advanceSoleSteps, backPath, isSoleStep, walkPath, type PromptWalk } from '../../src/bot/game/choice-path';
import { parseCustomId } from '../../src/bot/base/custom-id';
import type { RaceState } from './fixtures/race-engine';
import { paths } from './fixtures/path-engine';
import { Harness, panelChoices, refusalOf, stubRenderer } from './harness';

const state = paths.setup({}, 2, 'sole');

function walked(seat: number, path: string[]): PromptWalk {
  const walk = walkPath(paths, state, seat, path);
  if (!walk.ok || !('prompt' in walk)) throw new Error(`no decision at ${path.join('.')}`);
  return walk;
}

describe('sole steps of the choice tree', () => {
  it('takes a menu of one option that leads on, marking the step as the only choice', () => {
    const at = advanceSoleSteps(paths, state, 0, ['one'], walked(0, ['one']));
    expect(at.path).toEqual(['one', 'mid']);
    expect(at.walk.prompt.title).toEqual({ key: 'test.way' });
    expect(at.walk.chosen).toEqual([{ key: 'test.one' }, { key: 'test.mid' }]);
    expect(at.walk.sole).toEqual([false, true]);
  });

  it('passes through several sole steps from the root of a seat with one way to go', () => {
    const at = advanceSoleSteps(paths, state, 1, [], walked(1, []));
    expect(at.path).toEqual(['one', 'mid']);
    expect(at.walk.sole).toEqual([true, true]);
  });

  it('never takes a single option that finishes the move, confirms, or is risky', () => {
    for (const branch of ['leaf', 'conf', 'risk']) {
      const walk = walked(0, [branch]);
      expect(walk.prompt.options).toHaveLength(1);
      expect(advanceSoleSteps(paths, state, 0, [branch], walk).path).toEqual([branch]);
    }
    expect(isSoleStep(walked(0, ['leaf']).prompt)).toBe(true);
    expect(isSoleStep(walked(0, ['conf']).prompt)).toBe(false);
    expect(isSoleStep(walked(0, ['risk']).prompt)).toBe(false);
    expect(isSoleStep(walked(0, []).prompt)).toBe(false);
  });

  it('leads Back to the last decision the player made, skipping the steps taken for them', () => {
    expect(backPath(['one', 'mid'], [false, true])).toEqual([]);
    expect(backPath(['risk', 'burn'], [false, false])).toEqual(['risk']);
    expect(backPath(['a', 'b', 'c', 'd'], [true, false, true, true])).toEqual(['a']);
    expect(backPath(['one', 'mid'], [true, true])).toBeNull();
    expect(backPath([], [])).toBeNull();
  });
});

/** The path of each labelled button of a panel (Back and Cancel included). */
function buttonPaths(panel: ControlMessage): Record<string, string[] | null> {
  const out: Record<string, string[] | null> = {};
  for (const component of interactiveComponents(panel)) {
    const parsed = parseCustomId(component.custom_id ?? '');
    out[component.label ?? ''] = parsed.ok && 'id' in parsed && 'path' in parsed.id ? parsed.id.path : null;
  }
  return out;
}

const button = (panel: ControlMessage, label: string) => interactiveComponents(panel).find((c) => c.label === label)?.custom_id ?? '';

describe('sole steps in the panel through the local Discord', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { paths }, renderers: { paths: stubRenderer } });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
  });
  afterAll(async () => h?.close());

  async function clickTo(user: UserInfo, panel: ControlMessage, label: string): Promise<ControlMessage> {
    const result = await h.click(user, panel, button(panel, label));
    expect(refusalOf(result)).toBe('');
    if (!result.message) throw new Error(`no panel after ${label}: ${JSON.stringify(result)}`);
    return result.message;
  }

  it('shows the decision after a one-option menu, names the step taken, and goes Back to before it', async () => {
    const game = await h.startGame(ann, [ben], { game: 'paths', seating: 'joined' });
    const root = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    expect(panelChoices(root).map((c) => c.component.label)).toEqual(['test.one', 'test.leaf', 'test.conf', 'test.risk', 'test.hints', 'test.few']);

    const way = await clickTo(ann, root, 'test.one');
    expect(way.content).toContain('Chosen: test.one › test.mid (only choice)\n**test.way**');
    expect(buttonPaths(way)).toMatchObject({ 'test.x': ['one', 'mid', 'x'], 'test.y': ['one', 'mid', 'y'], Back: [] });

    // Back lands on the menu Ann chose from, which stays put (no loop into the one-option menu).
    const again = await clickTo(ann, way, 'Back');
    expect(again.content).not.toContain('Chosen:');
    expect(panelChoices(again)).toHaveLength(6);
    expect((await h.record(game.id)).version).toBe(1);

    // A single confirm and a single risky option wait for the click.
    const sure = await clickTo(ann, again, 'test.conf');
    expect(sure.content).toContain('**test.sure**');
    const risky = await clickTo(ann, await clickTo(ann, sure, 'Back'), 'test.risk');
    expect(interactiveComponents(risky).find((c) => c.label === 'test.burn')?.style).toBe(4);
    const afterRisk = await clickTo(ann, risky, 'test.burn');
    expect(afterRisk.content).toContain('Chosen: test.risk › test.burn\n');
    expect(buttonPaths(afterRisk).Back).toEqual(['risk']);
    expect((await h.record(game.id)).version).toBe(1);

    // A click after which a single option finishes the move plays it at once (issue 19: the click decided it; the
    // single option is a formality such as "Slot 1 (empty)").
    const root2 = await clickTo(ann, await clickTo(ann, afterRisk, 'Back'), 'Back');
    expect(panelChoices(root2)).toHaveLength(6);
    const leaf = await clickTo(ann, root2, 'test.leaf');
    expect(leaf.content).toMatch(/^Played: /);
    const played = await h.record(game.id);
    expect(played.version).toBe(2);
    expect((played.snapshot as RaceState).points).toEqual([3, 0]);

    // Ben has one way to go from the root: his panel opens at the first real decision, with nothing to go back to.
    const benPanel = await h.play(ben, await h.boardOf(game.id, game.channelId, ben));
    expect(benPanel.content).toContain('Chosen: test.one (only choice) › test.mid (only choice)\n**test.way**');
    expect(interactiveComponents(benPanel).map((c) => c.label)).toEqual(['test.x', 'test.y', 'Cancel']);
    await clickTo(ben, benPanel, 'test.y');
    expect(((await h.record(game.id)).snapshot as RaceState).points).toEqual([3, 2]);
    expect(h.log.errors).toEqual([]);
  });

  it('names the steps taken for the player in German too', async () => {
    const gerd = await h.user('Gerd', { locale: 'de' });
    const game = await h.startGame(ann, [gerd], { game: 'paths', seating: 'joined' });
    const root = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    await clickTo(ann, root, 'test.leaf');
    const panel = await h.play(gerd, await h.boardOf(game.id, game.channelId, gerd));
    expect(panel.content).toContain('Gewählt: test.one (einzige Möglichkeit) › test.mid (einzige Möglichkeit)');
  });
});
