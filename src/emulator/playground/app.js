// The playground: a Discord-like view over the emulator's control API. Acts as one user at a time.
import { api, subscribe } from './api.js';
import { createComposer } from './composer.js';
import { ICONS, renderMessage } from './render.js';
import { tickTimestamps } from './timestamps.js';

const LOCALES = ['en-US', 'en-GB', 'de', 'fr', 'es-ES', 'it', 'nl', 'pl', 'pt-BR', 'sv-SE'];
const $ = (selector) => document.querySelector(selector);

const page = {
  snapshot: null,
  commands: [],
  texts: {},
  textsLocale: null,
  me: null,
  guildId: null,
  /** { kind: 'channel', channelId } or { kind: 'dm' } */
  view: null,
  messages: [],
  dismissed: new Set(),
  failed: new Map(),
  busy: new Set(),
  unread: new Map(),
  highlight: null,
};

function t(key, params = {}) {
  const template = page.texts[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

const meUser = () => page.snapshot?.users.find((u) => u.id === page.me) ?? null;
const guild = () => page.snapshot?.guilds.find((g) => g.id === page.guildId) ?? page.snapshot?.guilds[0] ?? null;
const myDmChannel = () => page.snapshot?.dms.find((d) => d.userId === page.me)?.channelId ?? null;
const userName = (id) => page.snapshot?.users.find((u) => u.id === id)?.name ?? id;
function channelById(id) {
  for (const g of page.snapshot?.guilds ?? []) {
    const found = [...g.channels, ...g.threads].find((c) => c.id === id);
    if (found) return { ...found, guildId: g.id };
  }
  return null;
}
const currentChannelId = () => (page.view?.kind === 'dm' ? myDmChannel() : page.view?.channelId ?? null);

function channelLabel() {
  if (page.view?.kind === 'dm') return `@${page.snapshot?.application.name ?? 'bot'}`;
  const channel = channelById(page.view?.channelId);
  return channel ? `${channel.parentId ? '↳ ' : '#'}${channel.name}` : '';
}

// ── data ───────────────────────────────────────────────────────────────────

async function loadState() {
  page.snapshot = await api.state();
  if (!page.guildId || !page.snapshot.guilds.some((g) => g.id === page.guildId)) page.guildId = page.snapshot.guilds[0]?.id ?? null;
  const humans = page.snapshot.users.filter((u) => !u.bot);
  if (!humans.some((u) => u.id === page.me)) page.me = humans[humans.length - 1]?.id ?? null;
  if (!page.view || (page.view.kind === 'channel' && !channelById(page.view.channelId))) {
    const channels = guild()?.channels ?? [];
    const preferred = channels.find((c) => c.name === 'games') ?? channels[0];
    page.view = preferred ? { kind: 'channel', channelId: preferred.id } : null;
  }
}

async function loadTexts() {
  const locale = meUser()?.locale ?? navigator.language ?? 'en-US';
  if (page.textsLocale === locale) return;
  const { texts } = await api.texts(locale);
  page.texts = texts;
  page.textsLocale = locale;
  document.documentElement.lang = locale;
  document.title = t('emu.title');
}

async function loadCommands() {
  page.commands = await api.commands();
}

async function loadMessages() {
  if (!page.me || !page.view) {
    page.messages = [];
    return;
  }
  if (page.view.kind === 'dm') page.messages = await api.dms(page.me);
  else page.messages = await api.messages(page.view.channelId, page.me);
  const channelId = currentChannelId();
  if (channelId) page.unread.delete(channelId);
}

/** Commands a Discord client would offer here: guild commands of this guild and global ones (DMs: global only). */
function availableCommands() {
  const inDm = page.view?.kind === 'dm';
  return page.commands.filter((c) => {
    if (c.type !== 1) return false;
    if (inDm) return !c.guild_id && c.dm_permission !== false && (!Array.isArray(c.contexts) || c.contexts.includes(1));
    return !c.guild_id || c.guild_id === page.guildId;
  });
}

// ── rendering ──────────────────────────────────────────────────────────────

function renderAll() {
  renderRail();
  renderSidebar();
  renderHeader();
  renderMessages();
  composer.refresh();
}

function renderRail() {
  const rail = $('#rail');
  rail.replaceChildren();
  for (const g of page.snapshot?.guilds ?? []) {
    const icon = document.createElement('button');
    icon.className = `guild-icon${g.id === page.guildId ? ' active' : ''}`;
    icon.title = g.name;
    icon.textContent = g.name.split(/\s+/).map((w) => w[0]).join('').slice(0, 3);
    icon.addEventListener('click', () => {
      page.guildId = g.id;
      const first = g.channels.find((c) => c.name === 'games') ?? g.channels[0];
      void openView(first ? { kind: 'channel', channelId: first.id } : null);
    });
    rail.append(icon);
  }
}

function channelEntry(channel, nested) {
  const entry = document.createElement('a');
  entry.href = '#';
  entry.className = `channel${nested ? ' thread' : ''}${page.view?.channelId === channel.id ? ' active' : ''}${page.unread.get(channel.id) ? ' unread' : ''}${channel.archived ? ' archived' : ''}`;
  entry.dataset.channelId = channel.id;
  entry.dataset.testid = nested ? `thread-${channel.name}` : `channel-${channel.name}`;
  entry.innerHTML = `<span class="hash">${nested ? ICONS.thread : '#'}</span><span class="name"></span>`;
  entry.querySelector('.name').textContent = channel.name;
  entry.addEventListener('click', (event) => {
    event.preventDefault();
    void openView({ kind: 'channel', channelId: channel.id });
  });
  return entry;
}

function renderSidebar() {
  const g = guild();
  $('#guild-name').textContent = g?.name ?? '';
  const list = $('#channels');
  list.replaceChildren();
  const heading = document.createElement('div');
  heading.className = 'section-title';
  heading.textContent = t('emu.textChannels');
  list.append(heading);
  for (const channel of g?.channels ?? []) {
    list.append(channelEntry(channel, false));
    for (const thread of g.threads.filter((th) => th.parentId === channel.id)) list.append(channelEntry(thread, true));
  }
  const dmTitle = document.createElement('div');
  dmTitle.className = 'section-title';
  dmTitle.textContent = t('emu.directMessages');
  list.append(dmTitle);
  const dm = document.createElement('a');
  dm.href = '#';
  const unread = myDmChannel() ? page.unread.get(myDmChannel()) ?? 0 : 0;
  dm.className = `channel dm${page.view?.kind === 'dm' ? ' active' : ''}${unread ? ' unread' : ''}`;
  dm.dataset.testid = 'dm-link';
  dm.innerHTML = `<span class="hash">@</span><span class="name"></span>${unread ? `<span class="badge" data-testid="dm-unread">${unread}</span>` : ''}`;
  dm.querySelector('.name').textContent = page.snapshot?.application.name ?? 'bot';
  dm.addEventListener('click', (event) => {
    event.preventDefault();
    void openView({ kind: 'dm' });
  });
  list.append(dm);

  const select = $('#user-select');
  select.replaceChildren();
  for (const user of (page.snapshot?.users ?? []).filter((u) => !u.bot)) {
    const option = document.createElement('option');
    option.value = user.id;
    option.textContent = `${user.name} (${user.locale}${user.admin ? ', mod' : ''}${user.dmsOpen ? '' : `, ${t('emu.dmsClosed')}`})`;
    select.append(option);
  }
  select.value = page.me ?? '';
  $('#acting-as').textContent = t('emu.actingAs');
  $('#dms-open-label').textContent = t('emu.dmsOpen');
  $('#dms-open').checked = meUser()?.dmsOpen ?? true;
  $('#new-user').title = t('emu.newUser');
  const online = (page.snapshot?.gateway.sessions ?? []).some((s) => s.connected);
  const status = $('#bot-status');
  status.className = `bot-status ${online ? 'online' : 'offline'}`;
  status.textContent = t(online ? 'emu.botOnline' : 'emu.botOffline');
  renderClock();
}

/** How far the local Discord's clock is ahead of this page's (time travel moves it), so timestamps read its time. */
let clockOffsetMs = 0;
const localDiscordNow = () => Date.now() + clockOffsetMs;
function setClock({ now }) {
  clockOffsetMs = Date.parse(now) - Date.now();
  tickTimestamps($('#messages'), localDiscordNow(), meUser()?.locale ?? 'en-US');
}

/** Time travel: the local Discord's clock (the bot's too) jumps forward, e.g. to let a player's time run out. */
const CLOCK_STEPS = [
  [60 * 60 * 1000, 'emu.clock.hour'],
  [12 * 60 * 60 * 1000, 'emu.clock.halfDay'],
  [24 * 60 * 60 * 1000, 'emu.clock.day'],
  [3 * 24 * 60 * 60 * 1000, 'emu.clock.threeDays'],
];

function renderClock() {
  const select = $('#clock-amount');
  const chosen = select.value;
  select.replaceChildren(
    ...CLOCK_STEPS.map(([ms, key]) => {
      const option = document.createElement('option');
      option.value = String(ms);
      option.textContent = t(key);
      return option;
    }),
  );
  if (chosen) select.value = chosen;
  select.title = t('emu.clock.hint');
  $('#clock-advance').title = t('emu.clock.hint');
}

function renderHeader() {
  const channel = page.view?.kind === 'channel' ? channelById(page.view.channelId) : null;
  $('#chat-title').textContent = channelLabel();
  $('#chat-topic').textContent = channel?.topic ?? '';
}

function renderMessages() {
  const box = $('#messages');
  const nearBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
  const ctx = {
    me: page.me,
    locale: meUser()?.locale ?? 'en-US',
    t,
    lookup: { user: userName, channel: (id) => channelById(id)?.name ?? id, locale: meUser()?.locale ?? 'en-US', now: localDiscordNow },
    failed: page.failed,
    busy: page.busy,
    onClick: (message, customId) => void act(message, () => api.click({ userId: page.me, messageId: message.id, customId })),
    onSelect: (message, customId, values) => void act(message, () => api.select({ userId: page.me, messageId: message.id, customId, values })),
    onJump: (link) => void jump(link),
    onOpenChannel: (id) => void openView({ kind: 'channel', channelId: id }),
    onDismiss: (id) => {
      page.dismissed.add(id);
      renderMessages();
    },
  };
  box.replaceChildren();
  if (!page.me) {
    box.append(notice(t('emu.pickUserFirst')));
    return;
  }
  const visible = page.messages.filter((m) => !page.dismissed.has(m.id));
  if (visible.length === 0) box.append(notice(t('emu.noMessages')));
  for (const message of visible) box.append(renderMessage(message, ctx));
  if (page.highlight) {
    const target = document.getElementById(`m-${page.highlight}`);
    if (target) {
      target.classList.add('highlight');
      target.scrollIntoView({ block: 'center' });
      page.highlight = null;
      return;
    }
  }
  if (nearBottom || box.dataset.fresh !== 'no') {
    box.scrollTop = box.scrollHeight;
    // Images grow the list once loaded; stay at the bottom while they arrive.
    for (const img of box.querySelectorAll('img')) {
      if (!img.complete) img.addEventListener('load', () => (box.scrollTop = box.scrollHeight), { once: true });
    }
  }
  box.dataset.fresh = 'no';
}

function notice(text) {
  const node = document.createElement('div');
  node.className = 'notice';
  node.textContent = text;
  return node;
}

// ── actions ────────────────────────────────────────────────────────────────

async function openView(view) {
  page.view = view;
  $('#messages').dataset.fresh = 'yes';
  updateHash();
  await loadMessages();
  renderAll();
}

async function jump(link) {
  const channel = channelById(link.channelId);
  if (channel) {
    page.guildId = channel.guildId;
    page.highlight = link.messageId;
    await openView({ kind: 'channel', channelId: channel.id });
  } else if (link.channelId === myDmChannel()) {
    page.highlight = link.messageId;
    await openView({ kind: 'dm' });
  }
}

/** Runs a click or select; shows "This interaction failed" under the message when the bot did not answer in time. */
async function act(message, call) {
  page.busy.add(message.id);
  page.failed.delete(message.id);
  renderMessages();
  try {
    const result = await call();
    if (result.outcome === 'failed') page.failed.set(message.id, t('emu.failed'));
    if (result.callbackType === 9 && result.modal) openModal(result);
  } catch (error) {
    page.failed.set(message.id, error instanceof Error ? error.message : String(error));
  } finally {
    page.busy.delete(message.id);
  }
  await loadMessages();
  renderMessages();
}

async function runCommand(request) {
  const channelId = page.view?.kind === 'dm' ? 'dm' : page.view?.channelId;
  const result = await api.command({ userId: page.me, channelId, ...request });
  if (result.outcome === 'failed') composer.showError(t('emu.failed'));
  if (result.callbackType === 9 && result.modal) openModal(result);
  await loadMessages();
  renderMessages();
}

function openModal(result) {
  const dialog = $('#modal-dialog');
  const form = $('#modal-form');
  $('#modal-title').textContent = result.modal.title ?? '';
  const fields = $('#modal-fields');
  fields.replaceChildren();
  const inputs = [];
  for (const row of result.modal.components ?? []) {
    const label = row.type === 18 ? row.label : undefined;
    const children = row.type === 18 ? [row.component] : row.components ?? [];
    for (const input of children) {
      if (!input || input.type !== 4) continue;
      const wrap = document.createElement('label');
      wrap.className = 'modal-field';
      const caption = document.createElement('span');
      caption.textContent = label ?? input.label ?? input.custom_id;
      const control = document.createElement(input.style === 2 ? 'textarea' : 'input');
      control.dataset.testid = `modal-${input.custom_id}`;
      control.value = input.value ?? '';
      control.placeholder = input.placeholder ?? '';
      if (input.required !== false) control.required = true;
      if (input.max_length) control.maxLength = input.max_length;
      wrap.append(caption, control);
      fields.append(wrap);
      inputs.push({ id: input.custom_id, control });
    }
  }
  $('#modal-submit').textContent = t('emu.submit');
  $('#modal-cancel').textContent = t('emu.cancel');
  form.onsubmit = async (event) => {
    event.preventDefault();
    const values = Object.fromEntries(inputs.map((i) => [i.id, i.control.value]));
    dialog.close();
    const submitted = await api.submitModal({ userId: page.me, interactionId: result.interactionId, values });
    if (submitted.outcome === 'failed') composer.showError(t('emu.failed'));
    await loadMessages();
    renderMessages();
  };
  dialog.showModal();
}

function openUserDialog() {
  const dialog = $('#user-dialog');
  $('#user-dialog-title').textContent = t('emu.newUser');
  $('#new-name-label').textContent = t('emu.userName');
  $('#new-locale-label').textContent = t('emu.locale');
  $('#new-dms-label').textContent = t('emu.dmsOpen');
  $('#new-admin-label').textContent = t('emu.admin');
  $('#user-create').textContent = t('emu.create');
  $('#user-cancel').textContent = t('emu.cancel');
  const locale = $('#new-locale');
  if (locale.childElementCount === 0) {
    for (const code of LOCALES) {
      const option = document.createElement('option');
      option.value = option.textContent = code;
      locale.append(option);
    }
  }
  $('#new-name').value = '';
  dialog.showModal();
}

async function createUser(event) {
  event.preventDefault();
  const name = $('#new-name').value.trim();
  if (!name) return;
  const user = await api.createUser({ name, locale: $('#new-locale').value, dmsOpen: $('#new-dms').checked, admin: $('#new-admin').checked });
  $('#user-dialog').close();
  page.me = user.id;
  await refreshEverything();
}

async function refreshEverything() {
  await loadState();
  await loadTexts();
  await loadCommands();
  await loadMessages();
  updateHash();
  renderAll();
}

function updateHash() {
  const params = new URLSearchParams();
  if (page.me) params.set('user', page.me);
  if (page.view?.kind === 'dm') params.set('channel', 'dm');
  else if (page.view?.channelId) params.set('channel', page.view.channelId);
  history.replaceState(null, '', `#${params}`);
  if (page.me) localStorage.setItem('playground.me', page.me);
}

function readHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  page.me = params.get('user') ?? localStorage.getItem('playground.me');
  const channel = params.get('channel');
  if (channel === 'dm') page.view = { kind: 'dm' };
  else if (channel) page.view = { kind: 'channel', channelId: channel };
}

// ── live updates ───────────────────────────────────────────────────────────

let reloadTimer = null;
let stateTimer = null;
/** Message events about channels the page did not know yet; replayed once the state is reloaded. */
let unplaced = [];
function scheduleMessages() {
  clearTimeout(reloadTimer);
  reloadTimer = setTimeout(async () => {
    await loadMessages();
    renderMessages();
  }, 40);
}
function scheduleState() {
  clearTimeout(stateTimer);
  stateTimer = setTimeout(async () => {
    await loadState();
    const replay = unplaced;
    unplaced = [];
    for (const event of replay) if (event.channelId === myDmChannel() || channelById(event.channelId)) onEvent(event);
    renderSidebar();
    renderHeader();
  }, 60);
}

function onEvent(event) {
  if (event.kind === 'message') {
    if (event.visibleTo !== null && event.visibleTo !== page.me) return;
    const known = event.channelId === myDmChannel() || channelById(event.channelId);
    if (!known) {
      // A channel we have not seen yet, e.g. the DM the bot just opened: learn about it first.
      unplaced.push(event);
      scheduleState();
      return;
    }
    if (event.channelId === currentChannelId()) scheduleMessages();
    else if (event.action === 'create') {
      const isMine = event.channelId === myDmChannel() || channelById(event.channelId);
      if (isMine) {
        page.unread.set(event.channelId, (page.unread.get(event.channelId) ?? 0) + 1);
        renderSidebar();
      }
    }
  } else if (event.kind === 'channel' || event.kind === 'user') {
    scheduleState();
  } else if (event.kind === 'commands') {
    void loadCommands().then(() => composer.refresh());
  }
}

// ── start ──────────────────────────────────────────────────────────────────

const composer = createComposer($('#composer'), {
  t,
  locale: () => meUser()?.locale ?? 'en-US',
  commands: availableCommands,
  users: () => (page.snapshot?.users ?? []).filter((u) => !u.bot),
  channels: () => guild()?.channels ?? [],
  channelLabel,
  run: runCommand,
  autocomplete: async (request) => {
    const channelId = page.view?.kind === 'dm' ? 'dm' : page.view?.channelId;
    const result = await api.autocomplete({ userId: page.me, channelId, ...request });
    return result.choices ?? [];
  },
});

$('#user-select').addEventListener('change', async (event) => {
  page.me = event.target.value;
  page.dismissed.clear();
  page.failed.clear();
  await loadTexts();
  await loadMessages();
  updateHash();
  renderAll();
});
$('#dms-open').addEventListener('change', async (event) => {
  if (page.me) await api.updateUser(page.me, { dmsOpen: event.target.checked });
  await loadState();
  renderSidebar();
});
$('#messages').addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('[data-channel-link]') : null;
  if (link) void openView({ kind: 'channel', channelId: link.getAttribute('data-channel-link') });
});
$('#clock-advance').addEventListener('click', () => void api.advanceClock(Number($('#clock-amount').value)).then(setClock));
$('#new-user').addEventListener('click', openUserDialog);
$('#user-form').addEventListener('submit', (event) => void createUser(event));
$('#user-cancel').addEventListener('click', () => $('#user-dialog').close());
$('#modal-cancel').addEventListener('click', () => $('#modal-dialog').close());

readHash();
await api.clock().then(setClock);
await refreshEverything();
// Relative timestamps ("in 12 hours") count by themselves, as in Discord.
setInterval(() => tickTimestamps($('#messages'), localDiscordNow(), meUser()?.locale ?? 'en-US'), 1000);
subscribe(onEvent);
setInterval(async () => {
  const before = JSON.stringify(page.snapshot);
  await loadState();
  if (JSON.stringify(page.snapshot) !== before) renderSidebar();
}, 4000);
if (!page.me) openUserDialog();
document.body.dataset.ready = 'true';
