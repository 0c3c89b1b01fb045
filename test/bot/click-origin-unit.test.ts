import { MessageFlags, MessageFlagsBitField, type Message } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { fitsMessage } from '../../src/bot/game/click-origin';
import { parseCustomId, type ComponentId } from '../../src/bot/base/custom-id';

/**
 * The parts of a message the check reads, for the cases the local Discord cannot produce: it never delivers a click
 * on a message the clicker cannot see (another user's ephemeral panel), which a modified client might still claim.
 */
function message(customIds: string[], options: { ephemeralFor?: string; ephemeral?: boolean; guildId?: string | null; authorId?: string }): Message {
  return {
    flags: new MessageFlagsBitField(options.ephemeralFor || options.ephemeral ? MessageFlags.Ephemeral : 0),
    interactionMetadata: options.ephemeralFor ? { user: { id: options.ephemeralFor } } : null,
    guildId: options.guildId === undefined ? 'guild' : options.guildId,
    author: { id: options.authorId ?? 'bot' },
    components: [{ toJSON: () => ({ type: 1, components: customIds.map((custom_id) => ({ type: 2, custom_id })) }) }],
  } as unknown as Message;
}

const resolve = async (customId: string): Promise<ComponentId | null> => {
  const parsed = parseCustomId(customId);
  return parsed.ok && 'id' in parsed ? parsed.id : null;
};
const id = (customId: string) => (parseCustomId(customId) as { id: ComponentId }).id;
const panel = ['p:ab12cd34:5:add', 'x:ab12cd34:5'];

describe('where a click may act', () => {
  it('takes panel ids on the clicker’s own ephemeral panel of that game only', async () => {
    expect(await fitsMessage(id('x:ab12cd34:5'), message(panel, { ephemeralFor: 'ann' }), 'ann', 'bot', resolve)).toBe(true);
    // Another user's ephemeral panel, the same message public, and a panel of another game.
    expect(await fitsMessage(id('x:ab12cd34:5'), message(panel, { ephemeralFor: 'ben' }), 'ann', 'bot', resolve)).toBe(false);
    expect(await fitsMessage(id('x:ab12cd34:5'), message(panel, {}), 'ann', 'bot', resolve)).toBe(false);
    expect(await fitsMessage(id('x:zz12cd34:5'), message(panel, { ephemeralFor: 'ann' }), 'ann', 'bot', resolve)).toBe(false);
    // An ephemeral message without the interaction it answered is still only ever seen (and clicked) by its recipient.
    expect(await fitsMessage(id('x:ab12cd34:5'), message(panel, { ephemeral: true }), 'ann', 'bot', resolve)).toBe(true);
  });

  it('takes panel ids in the bot’s own DM, not on a DM message of someone else', async () => {
    const dm = ['p:ab12cd34:5:y', 'p:ab12cd34:5:n'];
    expect(await fitsMessage(id('p:ab12cd34:5:y'), message(dm, { guildId: null }), 'ann', 'bot', resolve)).toBe(true);
    expect(await fitsMessage(id('p:ab12cd34:5:y'), message(dm, { guildId: null, authorId: 'ann' }), 'ann', 'bot', resolve)).toBe(false);
  });

  it('takes a board, lobby or vote id only on a message of the same game and kind', async () => {
    const board = message(['g:ab12cd34:5:play', 'g:ab12cd34:5:status'], {});
    expect(await fitsMessage(id('g:ab12cd34:5:log'), board, 'ann', 'bot', resolve)).toBe(true);
    expect(await fitsMessage(id('l:ab12cd34:join'), board, 'ann', 'bot', resolve)).toBe(false);
    expect(await fitsMessage(id('v:ab12cd34:5:undo:y'), board, 'ann', 'bot', resolve)).toBe(false);
    const vote = message(['v:ab12cd34:5:undo:y', 'v:ab12cd34:5:undo:n'], {});
    expect(await fitsMessage(id('v:ab12cd34:5:abandon:y'), vote, 'ann', 'bot', resolve)).toBe(false);
    expect(await fitsMessage(id('v:ab12cd34:5:undo:n'), vote, 'ann', 'bot', resolve)).toBe(true);
  });

  it('takes "My hand / my board" only on a board or /status answer of that game that carries it', async () => {
    const board = message(['g:ab12cd34:5:play', 'm:ab12cd34', 'g:ab12cd34:5:status'], {});
    expect(await fitsMessage(id('m:ab12cd34'), board, 'ann', 'bot', resolve)).toBe(true);
    expect(await fitsMessage(id('m:zz12cd34'), board, 'ann', 'bot', resolve)).toBe(false);
    // Not on a board without it (the surface differs), and it does not turn a board into a panel.
    expect(await fitsMessage(id('m:ab12cd34'), message(['g:ab12cd34:5:play'], {}), 'ann', 'bot', resolve)).toBe(false);
    expect(await fitsMessage(id('p:ab12cd34:5:add'), board, 'ann', 'bot', resolve)).toBe(false);
    expect(await fitsMessage(id('m:ab12cd34'), message(['m:ab12cd34'], { ephemeralFor: 'ann' }), 'ann', 'bot', resolve)).toBe(true);
  });
});
