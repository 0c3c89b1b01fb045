// Renders Discord message JSON (legacy and Components V2) as Discord-like DOM.
import { escapeHtml, markdown } from './markdown.js';

const FLAG_EPHEMERAL = 1 << 6;
const FLAG_LOADING = 1 << 7;
const FLAG_V2 = 1 << 15;
const TYPE_THREAD_CREATED = 18;

const el = (tag, className, attrs = {}) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [key, value] of Object.entries(attrs)) if (value !== undefined && value !== null) node.setAttribute(key, String(value));
  return node;
};

/** Small inline icons (no emoji font needed). */
export const ICONS = {
  thread: '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 3h13a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H9l-5 4V6a3 3 0 0 1 0-3zm3 5v2h10V8H7zm0 4v2h7v-2H7z"/></svg>',
  eye: '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 5C6 5 2 12 2 12s4 7 10 7 10-7 10-7-4-7-10-7zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8zm0-2a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"/></svg>',
  file: '<svg class="icon file-svg" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 2h8l6 6v14H6zM13 3.5V9h5.5z"/></svg>',
  warn: '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2 1 21h22zm-1 7h2v6h-2zm0 8h2v2h-2z"/></svg>',
};

const initials = (name) => (name || '?').trim().slice(0, 1).toUpperCase();

/** A stable colour per user id for avatars. */
function avatarColour(id) {
  const palette = ['#5865f2', '#3ba55c', '#faa61a', '#ed4245', '#eb459e', '#1abc9c', '#9b59b6', '#e67e22'];
  let hash = 0;
  for (const ch of String(id)) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length];
}

const displayName = (user) => user.global_name || user.username;

/** Discord's jump links (https://discord.com/channels/guild/channel/message) open inside the page. */
export function parseJumpLink(url) {
  const match = /^https?:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/channels\/(@me|\d+)\/(\d+)(?:\/(\d+))?/.exec(url || '');
  return match ? { guildId: match[1], channelId: match[2], messageId: match[3] || null } : null;
}

/**
 * ctx: { me, t(key, params), lookup: { user(id), channel(id) }, failed: Map(messageId → text), busy: Set(messageId),
 *        onClick(message, customId), onSelect(message, customId, values), onJump(link), onOpenChannel(id), onDismiss(id) }
 */
export function renderMessage(message, ctx) {
  const ephemeral = Boolean(message.ephemeral) || (message.flags & FLAG_EPHEMERAL) !== 0;
  const item = el('article', `message${ephemeral ? ' ephemeral' : ''}`, { 'data-testid': 'message', 'data-message-id': message.id, id: `m-${message.id}` });

  if (message.type === TYPE_THREAD_CREATED) {
    item.classList.add('system');
    const line = el('div', 'system-line');
    const who = `<strong>${escapeHtml(displayName(message.author))}</strong>`;
    const thread = `<a href="#" class="thread-link">${escapeHtml(message.content)}</a>`;
    line.innerHTML = `${ICONS.thread} ${ctx.t('emu.startedThread', { name: who, thread })}`;
    line.querySelector('.thread-link')?.addEventListener('click', (event) => {
      event.preventDefault();
      if (message.thread) ctx.onOpenChannel(message.thread.id);
    });
    item.append(line);
    return item;
  }

  const meta = message.interaction_metadata;
  if (meta && meta.name) {
    const used = el('div', 'reply-context');
    used.innerHTML = `↳ ${ctx.t('emu.usedCommand', { name: `<strong>${escapeHtml(displayName(meta.user))}</strong>`, command: `<span class="command-chip">/${escapeHtml(meta.name)}</span>` })}`;
    item.append(used);
  }

  const avatar = el('div', 'avatar');
  avatar.textContent = initials(displayName(message.author));
  avatar.style.background = avatarColour(message.author.id);
  const body = el('div', 'body');
  const header = el('div', 'header');
  const name = el('span', 'author');
  name.textContent = displayName(message.author);
  header.append(name);
  if (message.author.bot) {
    const tag = el('span', 'bot-tag');
    tag.textContent = ctx.t('emu.botTag');
    header.append(tag);
  }
  const time = el('time', 'time', { datetime: message.timestamp });
  time.textContent = new Date(message.timestamp).toLocaleTimeString(ctx.locale, { hour: '2-digit', minute: '2-digit' });
  header.append(time);
  if (message.edited_timestamp) {
    const edited = el('span', 'edited');
    edited.textContent = ctx.t('emu.edited');
    header.append(edited);
  }
  body.append(header);

  if ((message.flags & FLAG_LOADING) !== 0) {
    const thinking = el('div', 'thinking');
    thinking.innerHTML = `${escapeHtml(ctx.t('emu.thinking', { name: displayName(message.author) }))}<span class="dots"><i></i><i></i><i></i></span>`;
    body.append(thinking);
  }
  if (message.content) {
    const content = el('div', 'content md');
    content.innerHTML = markdown(message.content, ctx.lookup);
    body.append(content);
  }
  const v2 = (message.flags & FLAG_V2) !== 0;
  const embedded = new Set();
  for (const embed of message.embeds || []) {
    body.append(renderEmbed(embed, ctx));
    for (const part of [embed.image, embed.thumbnail]) if (part && part.url) embedded.add(part.url);
  }
  if (!v2) {
    const files = (message.attachments || []).filter((a) => !embedded.has(a.url));
    if (files.length > 0) body.append(renderAttachments(files));
  }
  if ((message.components || []).length > 0) {
    const components = el('div', v2 ? 'components v2' : 'components');
    for (const component of message.components) components.append(renderComponent(component, message, ctx));
    body.append(components);
  }
  if (message.thread) {
    const link = el('a', 'thread-chip', { href: '#' });
    link.innerHTML = `${ICONS.thread} ${escapeHtml(message.thread.name)} — ${escapeHtml(ctx.t('emu.openThread'))}`;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      ctx.onOpenChannel(message.thread.id);
    });
    body.append(link);
  }
  const failure = ctx.failed.get(message.id);
  if (failure) {
    const failed = el('div', 'interaction-failed', { 'data-testid': 'interaction-failed' });
    failed.innerHTML = `${ICONS.warn} ${escapeHtml(failure)}`;
    body.append(failed);
  }
  if (ephemeral) {
    const note = el('div', 'ephemeral-note', { 'data-testid': 'ephemeral-note' });
    note.innerHTML = `${ICONS.eye} ${escapeHtml(ctx.t('emu.onlyYou'))} · `;
    const dismiss = el('a', 'dismiss', { href: '#' });
    dismiss.textContent = ctx.t('emu.dismiss');
    dismiss.addEventListener('click', (event) => {
      event.preventDefault();
      ctx.onDismiss(message.id);
    });
    note.append(dismiss);
    body.append(note);
  }
  if (ctx.busy.has(message.id)) item.classList.add('busy');
  item.append(avatar, body);
  return item;
}

function renderEmbed(embed, ctx) {
  const box = el('div', 'embed');
  if (typeof embed.color === 'number') box.style.borderLeftColor = `#${embed.color.toString(16).padStart(6, '0')}`;
  const main = el('div', 'embed-main');
  if (embed.author && embed.author.name) {
    const author = el('div', 'embed-author');
    author.textContent = embed.author.name;
    main.append(author);
  }
  if (embed.title) {
    const title = el(embed.url ? 'a' : 'div', 'embed-title', embed.url ? { href: embed.url, target: '_blank', rel: 'noreferrer' } : {});
    title.innerHTML = markdown(embed.title, ctx.lookup);
    main.append(title);
  }
  if (embed.description) {
    const description = el('div', 'embed-description md');
    description.innerHTML = markdown(embed.description, ctx.lookup);
    main.append(description);
  }
  if (embed.fields && embed.fields.length > 0) {
    const fields = el('div', 'embed-fields');
    for (const field of embed.fields) {
      const cell = el('div', field.inline ? 'embed-field inline' : 'embed-field');
      cell.innerHTML = `<div class="embed-field-name">${markdown(field.name, ctx.lookup)}</div><div class="embed-field-value md">${markdown(field.value, ctx.lookup)}</div>`;
      fields.append(cell);
    }
    main.append(fields);
  }
  if (embed.image && embed.image.url) main.append(image(embed.image.url, 'embed-image'));
  if (embed.footer && embed.footer.text) {
    const footer = el('div', 'embed-footer');
    footer.textContent = embed.footer.text;
    main.append(footer);
  }
  box.append(main);
  if (embed.thumbnail && embed.thumbnail.url) box.append(image(embed.thumbnail.url, 'embed-thumbnail'));
  return box;
}

function image(url, className, alt = '') {
  const link = el('a', `${className}-link`, { href: url, target: '_blank', rel: 'noreferrer' });
  const img = el('img', className, { src: url, alt, loading: 'lazy', 'data-testid': 'image' });
  link.append(img);
  return link;
}

function renderAttachments(files) {
  const box = el('div', 'attachments');
  for (const file of files) {
    if ((file.content_type || '').startsWith('image/')) box.append(image(file.url, 'attachment-image', file.description || file.filename));
    else box.append(fileLink(file.url, file.filename, file.size));
  }
  return box;
}

function fileLink(url, name, size) {
  const link = el('a', 'file', { href: url, target: '_blank', rel: 'noreferrer' });
  link.innerHTML = `<span class="file-icon">${ICONS.file}</span><span><span class="file-name">${escapeHtml(name)}</span>${size ? `<span class="file-size">${Math.ceil(size / 1024)} KB</span>` : ''}</span>`;
  return link;
}

function renderComponent(component, message, ctx) {
  switch (component.type) {
    case 1: {
      const row = el('div', 'action-row');
      for (const child of component.components || []) row.append(renderComponent(child, message, ctx));
      return row;
    }
    case 2:
      return renderButton(component, message, ctx);
    case 3:
      return renderSelect(component, message, ctx);
    case 9: {
      const section = el('div', 'section');
      const texts = el('div', 'section-texts');
      for (const child of component.components || []) texts.append(renderComponent(child, message, ctx));
      section.append(texts);
      if (component.accessory) {
        const accessory = el('div', 'section-accessory');
        accessory.append(renderComponent(component.accessory, message, ctx));
        section.append(accessory);
      }
      return section;
    }
    case 10: {
      const text = el('div', 'text-display md');
      text.innerHTML = markdown(component.content, ctx.lookup);
      return text;
    }
    case 11:
      return image(component.media && component.media.url, 'thumbnail', component.description || '');
    case 12: {
      const gallery = el('div', `gallery count-${Math.min((component.items || []).length, 4)}`);
      for (const item of component.items || []) gallery.append(image(item.media && item.media.url, 'gallery-image', item.description || ''));
      return gallery;
    }
    case 13: {
      const url = component.file && component.file.url;
      const attachment = (message.attachments || []).find((a) => a.url === url);
      return fileLink(url, attachment ? attachment.filename : url, attachment && attachment.size);
    }
    case 14:
      return el('hr', `separator spacing-${component.spacing || 1}${component.divider === false ? ' invisible' : ''}`);
    case 17: {
      const container = el('div', 'container');
      if (typeof component.accent_color === 'number') container.style.borderLeftColor = `#${component.accent_color.toString(16).padStart(6, '0')}`;
      for (const child of component.components || []) container.append(renderComponent(child, message, ctx));
      return container;
    }
    default: {
      const unsupported = el('div', 'unsupported');
      unsupported.textContent = ctx.t('emu.unsupported');
      return unsupported;
    }
  }
}

function renderButton(component, message, ctx) {
  const style = component.style || 2;
  const label = `${component.emoji && component.emoji.name ? `${component.emoji.name} ` : ''}${component.label || ''}`.trim();
  if (style === 5) {
    const link = el('a', 'btn style-5', { href: component.url, target: '_blank', rel: 'noreferrer', 'data-testid': 'link-button' });
    link.textContent = `${label} ↗`;
    if (component.disabled) link.classList.add('disabled');
    const jump = parseJumpLink(component.url);
    if (jump) {
      link.addEventListener('click', (event) => {
        event.preventDefault();
        ctx.onJump(jump);
      });
    }
    return link;
  }
  const button = el('button', `btn style-${style}`, { type: 'button', 'data-custom-id': component.custom_id, 'data-testid': 'button' });
  button.textContent = label;
  button.disabled = Boolean(component.disabled) || ctx.busy.has(message.id);
  if (component.disabled) button.classList.add('is-disabled');
  button.addEventListener('click', () => ctx.onClick(message, component.custom_id));
  return button;
}

function renderSelect(component, message, ctx) {
  const wrap = el('div', 'select-wrap');
  const multiple = (component.max_values || 1) > 1;
  const select = el('select', 'select', { 'data-custom-id': component.custom_id, 'data-testid': 'select' });
  select.multiple = multiple;
  select.disabled = Boolean(component.disabled) || ctx.busy.has(message.id);
  if (!multiple) {
    const placeholder = el('option', '', { value: '' });
    placeholder.textContent = component.placeholder || ctx.t('emu.choose');
    placeholder.disabled = true;
    placeholder.selected = true;
    select.append(placeholder);
  }
  for (const option of component.options || []) {
    const node = el('option', '', { value: option.value, title: option.description || '' });
    node.textContent = `${option.emoji && option.emoji.name ? `${option.emoji.name} ` : ''}${option.label}${option.description ? ` — ${option.description}` : ''}`;
    select.append(node);
  }
  wrap.append(select);
  if (multiple) {
    select.size = Math.min((component.options || []).length, 6);
    const confirm = el('button', 'btn style-1 confirm', { type: 'button', 'data-testid': 'select-confirm' });
    confirm.textContent = ctx.t('emu.confirmSelection');
    confirm.disabled = select.disabled;
    confirm.addEventListener('click', () => {
      const values = [...select.selectedOptions].map((o) => o.value);
      ctx.onSelect(message, component.custom_id, values);
    });
    wrap.append(confirm);
  } else {
    select.addEventListener('change', () => ctx.onSelect(message, component.custom_id, [select.value]));
  }
  return wrap;
}
