import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { engines } from '../../src/games';
import { nim } from '../engine/toy-engine';
import { race } from './fixtures/race-engine';
import { Harness, refusalOf, stubRenderer } from './harness';

describe('smaller promises: clear refusals, one vote, no pings from lobbies and votes', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let cid: UserInfo;
  let dora: UserInfo;
  let eve: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { race, nim, 'terra-mystica': engines['terra-mystica'] }, renderers: { race: stubRenderer, nim: stubRenderer, 'terra-mystica': stubRenderer } });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
    cid = await h.user('Cid');
    dora = await h.user('Dora');
    eve = await h.user('Eve');
  });
  afterAll(async () => h?.close());

  it('calls a click of a version newer than the store’s (data restored from an older copy) what it is, not “older”', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const saved = await h.record(game.id);
    await h.raceAdd(game, ann, 1);
    const board = await h.boardOf(game.id, game.channelId, ben);
    await h.bot.ctx.locks.idle();
    // The store goes back to the copy from before Ann's move; the board on Discord shows the newer version.
    await h.store.saveGame(saved);
    const result = await h.play(ben, board);
    expect(result.content).toBe('This button belongs to a newer position than the one the bot has saved (its data was restored from an earlier copy). Nothing was changed.');
    expect((await h.record(game.id)).version).toBe(saved.version);
  });

  it('posts exactly one vote message for four simultaneous /undo; the others hear privately that a vote is open', async () => {
    const game = await h.startGame(ann, [ben, cid, dora], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(game, ann, 1);
    await h.bot.ctx.locks.idle();
    const publicBefore = (await h.control.messages(game.channelId, eve.id)).length;
    const asked = await Promise.all([ann, ben, cid, dora].map((user) => h.command(user, 'undo', {}, game.channelId)));
    await h.bot.ctx.locks.idle();
    const version = (await h.record(game.id)).version;
    const seen = await h.control.messages(game.channelId, eve.id);
    // Eve is no player: she sees the public messages only — one more than before, the vote.
    expect(seen.length).toBe(publicBefore + 1);
    expect(findComponent(seen.at(-1) as ControlMessage, `v:${game.id}:${version}:undo:y`)).toBeTruthy();
    // Read again once the bot is done: a refused /undo removes its public acknowledgement and answers privately.
    const answers = await Promise.all(asked.map((result) => h.control.interaction(result.interactionId)));
    const refusals = answers.map(refusalOf).filter((text) => text !== '');
    expect(refusals).toEqual(Array(3).fill('A vote about this is already open in this channel: answer it with its buttons.'));
    expect(asked.every((result) => result.outcome === 'responded')).toBe(true);
  });

  it('never pings from a lobby or a vote, even when a player’s name reads as a mention', async () => {
    const everyone = await h.user('@everyone');
    const mimic = await h.user(`<@${ann.id}>`);
    const lobby = (await h.command(everyone, 'newgame race', { seating: 'joined', target: '9' })).message as ControlMessage;
    const id = /#([a-z0-9]{8})/.exec(lobby.content)?.[1] as string;
    const joined = (await h.click(mimic, lobby, `l:${id}:join`)).message as ControlMessage;
    expect(joined.content).toContain(`<@${ann.id}>`);
    expect(joined.content).toContain('@everyone');
    const shown = (await h.control.messages(lobby.channel_id, ann.id)).find((m) => m.id === lobby.id) as ControlMessage;
    expect({ mentions: shown.mentions, everyone: shown.mention_everyone }).toEqual({ mentions: [], everyone: false });

    await h.click(everyone, joined, `l:${id}:start`);
    const record = await h.record(id);
    const channelId = record.threadId ?? record.channelId;
    await h.raceAdd({ id, channelId }, everyone, 1);
    await h.bot.ctx.locks.idle();
    const vote = (await h.command(mimic, 'undo', {}, channelId)).message as ControlMessage;
    expect(vote.content).toContain(`<@${ann.id}>`);
    expect({ mentions: vote.mentions, everyone: vote.mention_everyone }).toEqual({ mentions: [], everyone: false });
  });

  it('refuses a Terra Mystica log with the wrong number of factions with the reason, not “Line 0”', async () => {
    const solo = 'setup witches\nwitches: build E7\n';
    const opened = await h.control.runCommand({ userId: ann.id, channelId: h.gamesChannel, name: 'newgame terra-mystica', options: { log: { filename: 'solo.txt', content: solo } }, settle: true });
    expect(opened.message?.content).toBe('**solo.txt** cannot be continued. The log cannot be read: the log sets up fewer than two factions');
    const six = ['witches', 'nomads', 'giants', 'auren', 'swarmlings', 'dwarves'].map((faction) => `setup ${faction}`).join('\n');
    const crowded = await h.control.runCommand({ userId: ann.id, channelId: h.gamesChannel, name: 'newgame terra-mystica', options: { log: { filename: 'six.txt', content: `${six}\n` } }, settle: true });
    expect(crowded.message?.content).toBe('**six.txt** cannot be continued. The log cannot be read: Terra Mystica is played by 2 to 5 players.');
  });
});
