// A small Discord-flavoured markdown renderer: escapes HTML first, then formats.
import { timestampText } from './timestamps.js';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * Renders Discord markdown to HTML. `lookup` resolves mentions: { user(id) → name, channel(id) → name }, and may give
 * the reader's `locale` and `now()` (the local Discord's clock, in ms) for timestamps.
 */
export function markdown(text, lookup) {
  if (!text) return '';
  const blocks = [];
  // Code blocks and inline code are cut out first so nothing inside them is formatted.
  let src = String(text).replace(/```(?:\w*\n)?([\s\S]*?)```/g, (_, code) => {
    blocks.push(`<pre><code>${escapeHtml(code.replace(/\n$/, ''))}</code></pre>`);
    return `\u0000${blocks.length - 1}\u0000`;
  });
  src = src.replace(/`([^`\n]+)`/g, (_, code) => {
    blocks.push(`<code>${escapeHtml(code)}</code>`);
    return `\u0000${blocks.length - 1}\u0000`;
  });
  let html = escapeHtml(src);
  html = html
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => `<span class="mention">@${escapeHtml(lookup.user(id))}</span>`)
    .replace(/&lt;#(\d+)&gt;/g, (_, id) => `<span class="mention" data-channel-link="${id}">#${escapeHtml(lookup.channel(id))}</span>`)
    .replace(/&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;/g, (_, seconds, style = 'f') => {
      const text = timestampText(Number(seconds), style, lookup.now?.() ?? Date.now(), lookup.locale ?? 'en-US');
      return `<span class="timestamp-chip" data-seconds="${seconds}" data-style="${style}">${escapeHtml(text)}</span>`;
    })
    .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, (_, label, url) => `<a href="${url}" target="_blank" rel="noreferrer">${label}</a>`)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/__([^_]+)__/g, '<u>$1</u>')
    .replace(/(^|[^*])\*([^*\n]+)\*/g, '$1<em>$2</em>')
    .replace(/(^|\W)_([^_\n]+)_(?=\W|$)/g, '$1<em>$2</em>')
    .replace(/~~([^~]+)~~/g, '<s>$1</s>')
    .replace(/\|\|([^|]+)\|\|/g, '<span class="spoiler" tabindex="0">$1</span>');
  html = html
    .split('\n')
    .map((line) => {
      const heading = /^(#{1,3}) (.*)$/.exec(line);
      if (heading) return `<span class="h${heading[1].length}">${heading[2]}</span>`;
      if (line.startsWith('-# ')) return `<span class="subtext">${line.slice(3)}</span>`;
      if (line.startsWith('&gt; ')) return `<span class="quote">${line.slice(5)}</span>`;
      if (/^[-*] /.test(line)) return `<span class="bullet">• ${line.slice(2)}</span>`;
      return line;
    })
    .join('<br>');
  return html.replace(/\u0000(\d+)\u0000/g, (_, i) => blocks[Number(i)]);
}
