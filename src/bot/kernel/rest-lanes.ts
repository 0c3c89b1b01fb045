// Interaction answers must not wait behind the bot's own traffic. Discord exempts interaction callbacks and webhook
// calls (follow-ups, editReply on /webhooks/{app}/{token}) from its global 50 requests/s. @discordjs/rest 2.6 sends
// callbacks through its BurstHandler, outside its global limiter, but webhook calls go through the SequentialHandler
// like every other route: they count against its own 50/s, and after any global 429 they wait with everything else
// until the reset. A deferred answer's editReply can so be held up by a burst of board edits or reminders.
//
// The lanes: interaction routes go to a second REST instance with no global limit (the per-route buckets still
// apply there); the bot's own calls pass a priority gate that, once a second's budget is spent, starts board edits
// before pings and reminders. @discordjs/rest stays behind the gate and keeps enforcing Discord's real limits.
import { REST, RESTEvents, type InternalRequest, type ResponseLike } from 'discord.js';

/** Which queue a request waits in: interaction answers, board edits, everything else the bot starts on its own. */
export type Lane = 'answer' | 'board' | 'ping';

export type Classify = (request: Pick<InternalRequest, 'method' | 'fullRoute'>) => Lane;

/** Lanes by route: interaction callbacks and webhook-token calls answer; message edits are board updates. */
export const laneOf: Classify = ({ method, fullRoute }) => {
  if (/^\/interactions\/\d+\/[^/]+\/callback$/.test(fullRoute) || /^\/webhooks\/\d+\/[^/]+(\/|$)/.test(fullRoute)) return 'answer';
  if (method === 'PATCH' && /^\/channels\/\d+\/messages\/\d+$/.test(fullRoute)) return 'board';
  return 'ping';
};

/**
 * Starts at most `perSecond` tasks per one-second window; when tasks wait, board edits go before pings.
 * It orders requests and does not replace @discordjs/rest's limiter, whose windows are not aligned with these.
 */
export class PriorityGate {
  private readonly waiting: Record<'board' | 'ping', (() => void)[]> = { board: [], ping: [] };
  private windowStart = Number.NEGATIVE_INFINITY;
  private started = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  async run<T>(lane: 'board' | 'ping', task: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.waiting[lane].push(resolve);
      this.pump();
    });
    return task();
  }

  /** How many tasks wait in each lane. */
  get queued(): { board: number; ping: number } {
    return { board: this.waiting.board.length, ping: this.waiting.ping.length };
  }

  private pump(): void {
    const now = this.now();
    if (now >= this.windowStart + 1000) {
      this.windowStart = now;
      this.started = 0;
    }
    while (this.started < this.perSecond) {
      const next = this.waiting.board.shift() ?? this.waiting.ping.shift();
      if (!next) return;
      this.started++;
      next();
    }
    if (this.timer === null && this.waiting.board.length + this.waiting.ping.length > 0) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.pump();
      }, this.windowStart + 1000 - now);
    }
  }
}

export interface RestLanesOptions {
  /** Bot-initiated requests the gate starts per second: a margin under @discordjs/rest's 50 so its FIFO wait seldom engages. */
  perSecond?: number;
  classify?: Classify;
  /** The bot token, for an answer route that is sent with authorization (discord.js sends them without). */
  token?: string;
}

export interface RestLanes {
  /** The REST instance interaction answers go through. */
  answers: REST;
  gate: PriorityGate;
  /** Puts `rest` back as it was. */
  uninstall(): void;
}

/** Splits the requests of `rest` (discord.js's `client.rest`) into the lanes; events of the answer lane are re-emitted on `rest`. */
export function installRestLanes(rest: REST, options: RestLanesOptions = {}): RestLanes {
  const classify = options.classify ?? laneOf;
  const answers = new REST({ ...rest.options, globalRequestsPerSecond: Number.POSITIVE_INFINITY });
  if (options.token) answers.setToken(options.token);
  answers.on(RESTEvents.Response, (request, response) => rest.emit(RESTEvents.Response, request, response));
  answers.on(RESTEvents.RateLimited, (info) => rest.emit(RESTEvents.RateLimited, info));
  answers.on(RESTEvents.Debug, (message) => rest.emit(RESTEvents.Debug, message));
  const gate = new PriorityGate(options.perSecond ?? 45);
  const own = rest.queueRequest.bind(rest);
  rest.queueRequest = (request: InternalRequest): Promise<ResponseLike> => {
    const lane = classify(request);
    return lane === 'answer' ? answers.queueRequest(request) : gate.run(lane, () => own(request));
  };
  return {
    answers,
    gate,
    uninstall() {
      Reflect.deleteProperty(rest, 'queueRequest');
      answers.clearHashSweeper();
      answers.clearHandlerSweeper();
    },
  };
}
