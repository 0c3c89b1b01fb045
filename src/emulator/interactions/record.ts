import type { Json, JsonObject } from '../model';

/**
 * Why an interaction failed from the user's point of view ("This interaction failed"): no answer in 3 s, no gateway
 * session, an HTTP endpoint that answered an error or nothing, or an HTTP answer Discord refuses.
 */
export type FailureReason = 'timeout' | 'no_gateway_session' | 'endpoint_error' | 'invalid_response';

/** One interaction through its life: created, dispatched, acknowledged (or failed), then edited and followed up. */
export interface InteractionRecord {
  id: string;
  token: string;
  type: number;
  userId: string;
  channelId: string;
  guildId: string | null;
  /** Virtual-clock time of creation: the 3-second window and 15-minute token lifetime count from here. */
  createdAt: number;
  commandName: string | null;
  /** The message a component sat on (component and modal-submit interactions). */
  sourceMessageId: string | null;
  /** The INTERACTION_CREATE body as dispatched. */
  payload: JsonObject;
  callbackType: number | null;
  /** The message @original names: the reply (4/5) or the component's message (6/7). */
  originalMessageId: string | null;
  ephemeral: boolean;
  followUpIds: string[];
  modal: JsonObject | null;
  choices: Json[] | null;
  failure: FailureReason | null;
  /** A deferred response (5/6) is settled by its first edit or follow-up. */
  settled: boolean;
  /** Error codes the bot's calls on this interaction got back (e.g. 40060, 10062), in order. */
  errors: number[];
}
