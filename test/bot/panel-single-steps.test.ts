/**
 * Single-option panels in a seeded Terra Mystica game played by clicks: every panel the players see is counted, and
 * a panel whose only forward choice leads on to a further decision (not a move, not a confirm, not a risky branch)
 * is a pointless click the bot should have taken by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult, ControlMessage, UserInfo } from '../../src/emulator';
import { parseCustomId } from '../../src/bot/base/custom-id';
import { createRng } from '../../src/engine/rng';
import { engines } from '../../src/games';
import type { TmState } from '../../src/games/terra-mystica/types';
import { playTmByClicks } from './fixtures/tm-clicks';
import { Harness, panelChoices, type PanelChoice, stubRenderer } from './harness';

const tm = engines['terra-mystica'];

interface PanelCount {
  panels: number;
  single: number;
  /** Single-option panels whose option only leads on to another panel. */
  pointless: number;
  examples: string[];
  /** The most option hints one panel listed in its text (more go into a select menu, beside their options). */
  hintLines: number;
}

/** The path a button or option select would walk to; null for a group select. */
function pathOf(choice: PanelChoice): string[] | null {
  const parsed = parseCustomId(choice.component.custom_id ?? '');
  if (!parsed.ok || !('id' in parsed)) return null;
  const id = parsed.id;
  if (id.kind === 'panel') return id.path;
  if (id.kind === 'pick' && choice.value !== undefined) return [...id.path, choice.value];
  return null;
}

describe('single-option panels in a Terra Mystica game by clicks', () => {
  let h: Harness;
  let users: UserInfo[];

  beforeAll(async () => {
    h = await Harness.start({ engines: { 'terra-mystica': tm }, renderers: { 'terra-mystica': stubRenderer } });
    users = [await h.user('Artus'), await h.user('Isolde'), await h.user('Kay')];
  });
  afterAll(async () => h?.close());

  it('shows no panel whose only option merely leads on to the next decision, nor a long list of hints', async () => {
    const game = await h.startGame(users[0], users.slice(1), { game: 'terra-mystica', seating: 'joined', starter: true });
    const count: PanelCount = { panels: 0, single: 0, pointless: 0, examples: [], hintLines: 0 };

    const inspect = async (user: UserInfo, panel: ControlMessage | null | undefined) => {
      const choices = panel ? panelChoices(panel) : [];
      if (!panel || choices.length === 0) return;
      count.panels++;
      count.hintLines = Math.max(count.hintLines, panel.content.split('\n').filter((line) => line.startsWith('• ')).length);
      if (choices.length !== 1) return;
      count.single++;
      const record = await h.record(game.id);
      const seat = record.seats.findIndex((s) => s.userId === user.id);
      const path = pathOf(choices[0]);
      if (!path || path.length === 0) return;
      const parent = tm.prompt(record.snapshot as TmState, seat, path.slice(0, -1));
      const next = tm.prompt(record.snapshot as TmState, seat, path);
      const option = 'prompt' in parent ? parent.prompt.options[0] : undefined;
      if ('prompt' in parent && parent.prompt.kind !== 'confirm' && option?.tone !== 'danger' && 'prompt' in next) {
        count.pointless++;
        if (count.examples.length < 5) count.examples.push(panel.content);
      }
    };
    // The click player works on a harness whose answers are inspected on their way back.
    const watched = new Proxy(h, {
      get(target, property, receiver) {
        if (property === 'play')
          return async (user: UserInfo, board: ControlMessage) => {
            const panel = await target.play(user, board);
            await inspect(user, panel);
            return panel;
          };
        if (property === 'click' || property === 'select')
          return async (user: UserInfo, message: ControlMessage, customId: string, value?: string) => {
            const result: ActionResult = property === 'click' ? await target.click(user, message, customId) : await target.select(user, message, customId, value ?? '');
            await inspect(user, result.message);
            return result;
          };
        return Reflect.get(target, property, receiver);
      },
    });

    const stats = await playTmByClicks(watched, game.id, game.channelId, users, createRng('panel-single-steps'), { weights: { set: 0 } });
    expect((await h.record(game.id)).status).toBe('finished');
    console.info(`TM by clicks: ${stats.moves} moves, ${stats.clicks} clicks, ${count.panels} panels, ${count.single} with one option, ${count.pointless} of them pointless`);
    expect(count.panels).toBeGreaterThan(stats.moves);
    expect(count.examples).toEqual([]);
    expect(count.pointless).toBe(0);
    expect(count.hintLines).toBeLessThanOrEqual(5);
    expect(h.log.errors).toEqual([]);
  }, 300_000);
});
