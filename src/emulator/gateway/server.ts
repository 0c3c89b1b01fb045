import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { EmulatorCore } from '../context';
import type { Json, JsonObject } from '../model';
import { guildCreateJson, memberJson, userJson } from '../serialize';
import { shardOf } from '../snowflake';
import { intentFor, PRIVILEGED_INTENTS } from './intents';
import { GatewayCloseCodes, GatewayOpcodes } from 'discord-api-types/v10';

/** How many past dispatches a session keeps for replay on resume. */
const REPLAY_BUFFER = 1000;

interface BufferedDispatch {
  seq: number;
  frame: string;
}

export interface GatewaySession {
  id: string;
  shardId: number;
  shardCount: number;
  intents: number;
  seq: number;
  buffer: BufferedDispatch[];
  socket: WebSocket | null;
  disconnectedAt: number | null;
  identifiedAt: number;
  resumes: number;
}

export interface SessionInfo {
  id: string;
  shard: [number, number];
  connected: boolean;
  seq: number;
  resumes: number;
  intents: number;
}

/** The WebSocket gateway @discordjs/ws talks to: HELLO, IDENTIFY/READY, heartbeats, RESUME with replay, shards. */
export class GatewayServer {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, GatewaySession>();
  private readonly sockets = new Set<WebSocket>();
  private readonly readyListeners = new Set<(session: SessionInfo) => void>();

  constructor(private readonly core: EmulatorCore) {
    this.wss.on('connection', (socket, req) => this.onConnection(socket, req));
  }

  get url(): string {
    return `${this.core.baseUrl.replace(/^http/, 'ws')}/gateway`;
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== '/gateway' && path !== '/gateway/') {
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
  }

  /** Called whenever a session becomes ready (identify) or resumes. */
  onReady(listener: (session: SessionInfo) => void): () => void {
    this.readyListeners.add(listener);
    return () => this.readyListeners.delete(listener);
  }

  sessionInfos(): SessionInfo[] {
    return [...this.sessions.values()].map((s) => this.info(s));
  }

  private info(s: GatewaySession): SessionInfo {
    return {
      id: s.id,
      shard: [s.shardId, s.shardCount],
      connected: s.socket !== null && s.socket.readyState === WebSocket.OPEN,
      seq: s.seq,
      resumes: s.resumes,
      intents: s.intents,
    };
  }

  /** Is some session (connected, or dropped but still resumable) receiving events for this guild (or DMs when null)? */
  hasListenerFor(guildId: string | null): boolean {
    return this.sessionsFor(guildId).length > 0;
  }

  /** Sends an event to the sessions whose shard owns the guild; DMs (null) go to shard 0, as on Discord. */
  dispatch(guildId: string | null, event: string, data: JsonObject): number {
    // Message events carry guild_id on the gateway; the REST message object has none.
    if (guildId !== null && event.startsWith('MESSAGE_') && data.guild_id === undefined) data = { ...data, guild_id: guildId };
    const targets = this.sessionsFor(guildId);
    for (const session of targets) {
      const needed = intentFor(event, guildId !== null);
      if (needed !== 0 && (session.intents & needed) === 0) continue;
      this.send(session, event, data);
    }
    return targets.length;
  }

  private sessionsFor(guildId: string | null): GatewaySession[] {
    this.expireSessions();
    return [...this.sessions.values()].filter((s) =>
      guildId === null ? s.shardId === 0 : shardOf(guildId, s.shardCount) === s.shardId,
    );
  }

  /** Drops the connections without a close frame (the client sees 1006 and resumes). */
  drop(shardId?: number): number {
    let dropped = 0;
    for (const session of this.sessions.values()) {
      if (shardId !== undefined && session.shardId !== shardId) continue;
      if (session.socket) {
        session.socket.terminate();
        dropped += 1;
      }
    }
    return dropped;
  }

  /** Asks clients to reconnect and resume (opcode 7). */
  requestReconnect(shardId?: number): number {
    let asked = 0;
    for (const session of this.sessions.values()) {
      if (shardId !== undefined && session.shardId !== shardId) continue;
      if (session.socket?.readyState === WebSocket.OPEN) {
        this.raw(session.socket, { op: GatewayOpcodes.Reconnect, d: null, s: null, t: null });
        asked += 1;
      }
    }
    return asked;
  }

  close(): void {
    for (const socket of this.sockets) socket.terminate();
    this.sockets.clear();
    this.sessions.clear();
    this.wss.close();
  }

  private onConnection(socket: WebSocket, req: IncomingMessage): void {
    this.sockets.add(socket);
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    if (query.get('v') !== null && query.get('v') !== '10') {
      socket.close(GatewayCloseCodes.InvalidAPIVersion, 'Invalid API version.');
      return;
    }
    if ((query.get('encoding') ?? 'json') !== 'json' || query.has('compress')) {
      // Only plain JSON text frames are spoken here; discord.js only asks for more with zlib-sync installed.
      socket.close(GatewayCloseCodes.DecodeError, 'Only encoding=json without compression is supported by the emulator.');
      return;
    }
    let session: GatewaySession | null = null;
    this.raw(socket, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.core.options.heartbeatIntervalMs }, s: null, t: null });
    socket.on('message', (data: RawData, isBinary: boolean) => {
      const payload = decode(data, isBinary);
      if (!payload) {
        socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
        return;
      }
      this.core.info(`gateway <- op ${payload.op}`);
      switch (payload.op) {
        case GatewayOpcodes.Heartbeat:
          this.raw(socket, { op: GatewayOpcodes.HeartbeatAck, d: null, s: null, t: null });
          return;
        case GatewayOpcodes.Identify:
          if (session) socket.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
          else session = this.identify(socket, payload.d);
          return;
        case GatewayOpcodes.Resume:
          if (session) socket.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
          else session = this.resume(socket, payload.d);
          return;
        case GatewayOpcodes.RequestGuildMembers:
          if (!session) socket.close(GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
          else this.guildMembers(session, payload.d);
          return;
        case GatewayOpcodes.PresenceUpdate:
        case GatewayOpcodes.VoiceStateUpdate:
          if (!session) socket.close(GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
          return;
        default:
          socket.close(GatewayCloseCodes.UnknownOpcode, 'Unknown opcode.');
      }
    });
    socket.on('close', () => {
      this.sockets.delete(socket);
      if (session && session.socket === socket) {
        session.socket = null;
        session.disconnectedAt = Date.now();
      }
    });
    socket.on('error', () => socket.terminate());
  }

  private identify(socket: WebSocket, d: unknown): GatewaySession | null {
    const data = asObject(d);
    const { token } = this.core.state.application;
    if (!data || typeof data.token !== 'string' || stripBot(data.token) !== token) {
      socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return null;
    }
    const intents = data.intents;
    if (typeof intents !== 'number' || !Number.isInteger(intents) || intents < 0 || intents >= 2 ** 26) {
      socket.close(GatewayCloseCodes.InvalidIntents, 'Invalid intent(s).');
      return null;
    }
    if ((intents & PRIVILEGED_INTENTS & ~this.core.options.privilegedIntents) !== 0) {
      socket.close(GatewayCloseCodes.DisallowedIntents, 'Disallowed intent(s).');
      return null;
    }
    const shard: unknown[] = Array.isArray(data.shard) ? (data.shard as unknown[]) : [0, 1];
    const [shardId, shardCount] = shard;
    if (typeof shardId !== 'number' || typeof shardCount !== 'number' || shardCount < 1 || shardId < 0 || shardId >= shardCount) {
      socket.close(GatewayCloseCodes.InvalidShard, 'Invalid shard.');
      return null;
    }
    const session: GatewaySession = {
      id: randomBytes(16).toString('hex'),
      shardId,
      shardCount,
      intents,
      seq: 0,
      buffer: [],
      socket,
      disconnectedAt: null,
      identifiedAt: Date.now(),
      resumes: 0,
    };
    this.sessions.set(session.id, session);
    const state = this.core.state;
    const guilds = [...state.guilds.values()].filter(
      (g) => g.members.has(state.application.botUserId) && shardOf(g.id, shardCount) === shardId,
    );
    this.send(session, 'READY', {
      v: 10,
      user: { ...userJson(state.botUser), verified: true, mfa_enabled: false, email: null },
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      session_type: 'normal',
      resume_gateway_url: this.url,
      shard: [shardId, shardCount],
      application: { id: state.application.id, flags: 0 },
      private_channels: [],
      presences: [],
      relationships: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      user_settings: {},
      auth: {},
    });
    // Discord sends GUILD_CREATE for every guild listed in READY whatever the intents.
    for (const guild of guilds) this.send(session, 'GUILD_CREATE', guildCreateJson(this.core, guild));
    this.core.info(`gateway: shard ${shardId}/${shardCount} identified (session ${session.id})`);
    this.notifyReady(session);
    return session;
  }

  private resume(socket: WebSocket, d: unknown): GatewaySession | null {
    const data = asObject(d);
    const { token } = this.core.state.application;
    if (!data || typeof data.token !== 'string' || stripBot(data.token) !== token) {
      socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return null;
    }
    this.expireSessions();
    const session = typeof data.session_id === 'string' ? this.sessions.get(data.session_id) : undefined;
    const seq = typeof data.seq === 'number' ? data.seq : 0;
    if (!session || seq > session.seq) {
      this.raw(socket, { op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null });
      return null;
    }
    if (session.socket && session.socket !== socket) session.socket.terminate();
    session.socket = socket;
    session.disconnectedAt = null;
    session.resumes += 1;
    for (const entry of session.buffer) if (entry.seq > seq) socket.send(entry.frame);
    this.send(session, 'RESUMED', {});
    this.core.info(`gateway: session ${session.id} resumed from seq ${seq}`);
    this.notifyReady(session);
    return session;
  }

  private guildMembers(session: GatewaySession, d: unknown): void {
    const data = asObject(d);
    const guild = data && typeof data.guild_id === 'string' ? this.core.state.guilds.get(data.guild_id) : undefined;
    if (!data || !guild) return;
    const wanted = Array.isArray(data.user_ids) ? data.user_ids.map(String) : typeof data.user_ids === 'string' ? [data.user_ids] : null;
    const query = typeof data.query === 'string' ? data.query.toLowerCase() : '';
    const limit = typeof data.limit === 'number' && data.limit > 0 ? data.limit : Infinity;
    const members = [...guild.members.values()]
      .filter((m) => (wanted ? wanted.includes(m.userId) : this.core.state.requireUser(m.userId).username.startsWith(query)))
      .slice(0, limit);
    this.send(session, 'GUILD_MEMBERS_CHUNK', {
      guild_id: guild.id,
      members: members.map((m) => memberJson(this.core, m)),
      chunk_index: 0,
      chunk_count: 1,
      not_found: wanted ? wanted.filter((id) => !guild.members.has(id)) : [],
      nonce: typeof data.nonce === 'string' ? data.nonce : undefined,
    });
  }

  private send(session: GatewaySession, event: string, data: JsonObject): void {
    session.seq += 1;
    const frame = JSON.stringify({ op: GatewayOpcodes.Dispatch, t: event, s: session.seq, d: data });
    session.buffer.push({ seq: session.seq, frame });
    if (session.buffer.length > REPLAY_BUFFER) session.buffer.splice(0, session.buffer.length - REPLAY_BUFFER);
    if (session.socket?.readyState === WebSocket.OPEN) session.socket.send(frame);
    this.core.info(`gateway -> ${event} (shard ${session.shardId}, seq ${session.seq})`);
  }

  private raw(socket: WebSocket, payload: { op: number; d: Json; s: null; t: null }): void {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(payload));
  }

  private notifyReady(session: GatewaySession): void {
    const info = this.info(session);
    for (const listener of this.readyListeners) listener(info);
  }

  private expireSessions(): void {
    const limit = Date.now() - this.core.options.sessionResumeWindowMs;
    for (const [id, session] of this.sessions) {
      if (session.socket === null && session.disconnectedAt !== null && session.disconnectedAt < limit) this.sessions.delete(id);
    }
  }
}

function stripBot(token: string): string {
  return token.replace(/^Bot\s+/i, '');
}

function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function decode(data: RawData, isBinary: boolean): { op: number; d: unknown } | null {
  if (isBinary) return null;
  const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
  try {
    const parsed = JSON.parse(text) as unknown;
    const obj = asObject(parsed);
    return obj && typeof obj.op === 'number' ? { op: obj.op, d: obj.d } : null;
  } catch {
    return null;
  }
}
