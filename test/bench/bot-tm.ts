/**
 * bot.click_to_reply.terra-mystica.ms_p50 / ms_p95: the round trip through the local Discord from the click that
 * completes a Terra Mystica move to the new board being visible in the game's thread (persist, any automatic moves,
 * draw the table with the real Terra Mystica renderer, post, strip the old board), over action-phase moves of a
 * seeded 4-player game driven by clicks like a person would.
 */
import { performance } from 'node:perf_hooks';
import { renderers, renderScoreChart } from '../../renderers';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { createRng, nextInt } from '../../src/engine/rng';
import { engines } from '../../src/games';
import type { TmState } from '../../src/games/terra-mystica/types';
import { currentBoard, panelVersion, weightedPick } from '../bot/fixtures/tm-clicks';
import { Harness, panelChoices, refusalOf } from '../bot/harness';
import { percentile, round, type Metric } from './metric';

const MOVES = 30;

export async function bench(): Promise<Metric[]> {
  const engine = engines['terra-mystica'];
  const h = await Harness.start({ engines: { 'terra-mystica': engine }, renderers, scoreChart: renderScoreChart });
  const samples: number[] = [];
  try {
    const users: UserInfo[] = [await h.user('Artus'), await h.user('Isolde'), await h.user('Kay'), await h.user('Lancelot')];
    const game = await h.startGame(users[0], users.slice(1), { game: 'terra-mystica', seating: 'joined' });
    const rng = createRng('bench-tm');
    const open = new Map<string, ControlMessage>();
    while (samples.length < MOVES) {
      const record = await h.record(game.id);
      if (record.status !== 'running') break;
      const awaited = engine.awaiting(record.snapshot);
      const seat = awaited[nextInt(rng, awaited.length)];
      const player = users.find((u) => u.id === record.seats[seat].userId) as UserInfo;
      const kept = open.get(player.id);
      let panel = kept && panelVersion(kept) === record.version ? kept : await h.play(player, await currentBoard(h, game.id, game.channelId, player));
      open.delete(player.id);
      for (let clicks = 0; clicks < 40; clicks++) {
        const choices = panelChoices(panel);
        const choice = choices[weightedPick(rng, choices)];
        const customId = choice.component.custom_id ?? '';
        const started = performance.now();
        const result = choice.value === undefined ? await h.click(player, panel, customId) : await h.select(player, panel, customId, choice.value);
        if (refusalOf(result)) throw new Error(refusalOf(result));
        if ((await h.record(game.id)).version === record.version) {
          panel = result.message ?? panel;
          continue;
        }
        await currentBoard(h, game.id, game.channelId, player);
        // Setting up (factions, first dwellings, bonus tiles) is not what players wait on during a game.
        if ((record.snapshot as TmState).phase === 'actions') samples.push(performance.now() - started);
        if (result.message && panelChoices(result.message).length > 0) open.set(player.id, result.message);
        break;
      }
    }
  } finally {
    await h.close();
  }
  return [
    { metric: 'bot.click_to_reply.terra-mystica.ms_p50', value: round(percentile(samples, 50), 1), unit: 'ms' },
    { metric: 'bot.click_to_reply.terra-mystica.ms_p95', value: round(percentile(samples, 95), 1), unit: 'ms' },
  ];
}
