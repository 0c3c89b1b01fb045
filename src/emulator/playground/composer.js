// The slash-command box: suggests registered commands, shows their options as fields, and runs them.

const SUBCOMMAND = 1;
const GROUP = 2;
const STRING = 3;
const INTEGER = 4;
const BOOLEAN = 5;
const USER = 6;
const CHANNEL = 7;
const MENTIONABLE = 9;
const NUMBER = 10;
const ATTACHMENT = 11;

const el = (tag, className, attrs = {}) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [key, value] of Object.entries(attrs)) if (value !== undefined && value !== null) node.setAttribute(key, String(value));
  return node;
};

/** A picked file as the control API takes it for an attachment option: base64 content, name and type. */
const fileOption = async (file) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { filename: file.name, content: btoa(binary), encoding: 'base64', ...(file.type ? { contentType: file.type } : {}) };
};

/** Localized name/description as the user's Discord client would show them. */
const localized = (thing, field, locale) => {
  const map = thing[`${field}_localizations`];
  return (map && (map[locale] || map[locale.slice(0, 2)])) || thing[field];
};

/** Splits "/cmd sub key:value key2:"two words"" into words and options. */
export function parseCommandLine(text) {
  const body = text.trim().replace(/^\//, '');
  const options = {};
  const words = [];
  const pattern = /([\w-]+):(?:"([^"]*)"|(\S+))|(\S+)/gu;
  for (const match of body.matchAll(pattern)) {
    if (match[1]) options[match[1]] = match[2] ?? match[3];
    else words.push(match[4]);
  }
  return { words, options };
}

/**
 * host: {
 *   t(key, params), locale(), commands() → registered commands usable here, users() → [{id,name}],
 *   channels() → [{id,name}], channelLabel() → "#games", run({ name, options }) → Promise, autocomplete(request) → Promise<choices>
 * }
 */
export function createComposer(root, host) {
  const popup = el('div', 'command-popup', { 'data-testid': 'command-popup', hidden: '' });
  const panel = el('div', 'options-panel', { 'data-testid': 'options-panel', hidden: '' });
  const bar = el('form', 'composer-bar');
  const input = el('input', 'command-input', { 'data-testid': 'command-input', autocomplete: 'off', spellcheck: 'false' });
  const send = el('button', 'send', { type: 'submit', 'data-testid': 'command-send' });
  const error = el('div', 'composer-error', { 'data-testid': 'composer-error', role: 'alert' });
  bar.append(input, send);
  root.replaceChildren(popup, panel, bar, error);

  let chosen = null;
  let path = [];
  let fields = new Map();
  let highlighted = 0;

  const refreshTexts = () => {
    input.placeholder = host.t('emu.commandPlaceholder', { channel: host.channelLabel() });
    send.textContent = host.t('emu.send');
  };

  const matches = () => {
    const { words } = parseCommandLine(input.value);
    const prefix = (words[0] || '').toLowerCase();
    return host.commands().filter((c) => c.name.startsWith(prefix) || localized(c, 'name', host.locale()).toLowerCase().startsWith(prefix));
  };

  const showPopup = () => {
    const list = input.value.startsWith('/') && !chosen ? matches() : [];
    popup.replaceChildren();
    if (!input.value.startsWith('/') || chosen) {
      popup.hidden = true;
      return;
    }
    if (host.commands().length === 0) {
      const empty = el('div', 'popup-empty');
      empty.textContent = host.t('emu.noCommands');
      popup.append(empty);
    }
    highlighted = Math.min(highlighted, Math.max(0, list.length - 1));
    list.forEach((command, index) => {
      const item = el('button', `popup-item${index === highlighted ? ' active' : ''}`, { type: 'button', 'data-testid': `command-${command.name}` });
      item.innerHTML = '<span class="popup-name"></span><span class="popup-description"></span>';
      item.querySelector('.popup-name').textContent = `/${command.name}`;
      item.querySelector('.popup-description').textContent = localized(command, 'description', host.locale());
      item.addEventListener('mousedown', (event) => {
        event.preventDefault();
        choose(command);
      });
      popup.append(item);
    });
    popup.hidden = popup.childElementCount === 0;
  };

  const choose = (command) => {
    chosen = command;
    const { words, options } = parseCommandLine(input.value);
    path = words.slice(1);
    if (!input.value.trim().startsWith(`/${command.name}`)) input.value = `/${command.name} `;
    popup.hidden = true;
    renderFields(options);
    input.focus();
  };

  const leafOptions = () => {
    let level = chosen ? chosen.options || [] : [];
    for (const word of path) {
      const next = level.find((o) => o.name === word && (o.type === SUBCOMMAND || o.type === GROUP));
      if (!next) break;
      level = next.options || [];
    }
    return level;
  };

  const subcommandChoices = () => {
    const out = [];
    for (const option of chosen ? chosen.options || [] : []) {
      if (option.type === SUBCOMMAND) out.push({ words: [option.name], label: option.name });
      if (option.type === GROUP) for (const sub of option.options || []) out.push({ words: [option.name, sub.name], label: `${option.name} ${sub.name}` });
    }
    return out;
  };

  const renderFields = (inline = {}) => {
    panel.replaceChildren();
    fields = new Map();
    if (!chosen) {
      panel.hidden = true;
      return;
    }
    const subs = subcommandChoices();
    if (subs.length > 0) {
      const field = el('label', 'option-field');
      const caption = el('span', 'option-name');
      caption.textContent = host.t('emu.subcommand');
      const select = el('select', '', { 'data-testid': 'option-subcommand' });
      for (const sub of subs) {
        const node = el('option', '', { value: sub.words.join(' ') });
        node.textContent = sub.label;
        select.append(node);
      }
      const current = subs.find((s) => s.words.join(' ') === path.join(' ')) || subs[0];
      path = current.words;
      select.value = current.words.join(' ');
      select.addEventListener('change', () => {
        path = select.value.split(' ');
        input.value = `/${chosen.name} ${select.value} `;
        renderFields();
      });
      field.append(caption, select);
      panel.append(field);
    }
    for (const option of leafOptions()) {
      if (option.type === SUBCOMMAND || option.type === GROUP) continue;
      const field = el('label', `option-field${option.required ? ' required' : ''}`);
      const caption = el('span', 'option-name');
      caption.textContent = localized(option, 'name', host.locale());
      caption.title = `${localized(option, 'description', host.locale())} (${host.t(option.required ? 'emu.required' : 'emu.optional')})`;
      const control = optionControl(option);
      if (inline[option.name] !== undefined) control.input.value = inline[option.name];
      fields.set(option.name, { option, input: control.input });
      field.append(caption, control.node);
      panel.append(field);
    }
    panel.hidden = panel.childElementCount === 0;
  };

  /** The field for one option: `node` goes into the panel, `input` holds the value. */
  const optionControl = (option) => {
    const testid = `option-${option.name}`;
    const choices = option.choices || [];
    if (choices.length > 0 || option.type === BOOLEAN || option.type === USER || option.type === MENTIONABLE || option.type === CHANNEL) {
      const select = el('select', '', { 'data-testid': testid });
      const blank = el('option', '', { value: '' });
      blank.textContent = option.required ? '—' : `(${host.t('emu.optional')})`;
      select.append(blank);
      const add = (value, label) => {
        const node = el('option', '', { value });
        node.textContent = label;
        select.append(node);
      };
      if (option.type === BOOLEAN) {
        add('true', host.t('emu.yes'));
        add('false', host.t('emu.no'));
      } else if (option.type === USER || option.type === MENTIONABLE) {
        for (const user of host.users()) add(user.id, user.name);
      } else if (option.type === CHANNEL) {
        for (const channel of host.channels()) add(channel.id, `#${channel.name}`);
      } else {
        for (const choice of choices) add(String(choice.value), localized(choice, 'name', host.locale()));
      }
      return { node: select, input: select };
    }
    if (option.type === ATTACHMENT) {
      const picker = el('input', '', { 'data-testid': testid, type: 'file', title: host.t('emu.pickFile') });
      return { node: picker, input: picker };
    }
    const numeric = option.type === INTEGER || option.type === NUMBER;
    const control = el('input', '', {
      'data-testid': testid,
      type: numeric ? 'number' : 'text',
      min: option.min_value,
      max: option.max_value,
      step: option.type === INTEGER ? 1 : undefined,
      maxlength: option.max_length,
    });
    if (option.type === STRING && option.autocomplete) {
      const list = el('datalist', '', { id: `ac-${option.name}` });
      control.setAttribute('list', list.id);
      let timer = null;
      control.addEventListener('input', () => {
        clearTimeout(timer);
        timer = setTimeout(async () => {
          const choicesNow = await host.autocomplete({ name: commandName(), options: values(), focused: option.name }).catch(() => []);
          list.replaceChildren(...choicesNow.map((c) => el('option', '', { value: String(c.value), label: c.name })));
        }, 150);
      });
      const wrap = el('span', 'autocomplete');
      wrap.append(control, list);
      return { node: wrap, input: control };
    }
    return { node: control, input: control };
  };

  const commandName = () => [chosen.name, ...path].join(' ');

  const values = () => {
    const { options: inline } = parseCommandLine(input.value);
    const out = {};
    for (const [name, value] of Object.entries(inline)) out[name] = value;
    for (const [name, { option, input: control }] of fields) {
      const raw = control.value;
      // Files are read when the command is sent (see submit).
      if (raw === '' || raw === undefined || option.type === ATTACHMENT) continue;
      if (option.type === INTEGER || option.type === NUMBER) out[name] = Number(raw);
      else if (option.type === BOOLEAN) out[name] = raw === 'true';
      else out[name] = raw;
    }
    return out;
  };

  const reset = () => {
    chosen = null;
    path = [];
    input.value = '';
    renderFields();
    popup.hidden = true;
  };

  const submit = async () => {
    error.textContent = '';
    if (!chosen) {
      const list = matches();
      const { words } = parseCommandLine(input.value);
      const exact = list.find((c) => c.name === words[0]);
      if (!input.value.startsWith('/') || (!exact && list.length === 0)) return;
      choose(exact || list[highlighted] || list[0]);
      if (!exact) return;
    }
    const request = { name: commandName(), options: values() };
    send.disabled = true;
    try {
      for (const [name, { option, input: control }] of fields) {
        if (option.type === ATTACHMENT && control.files && control.files[0]) request.options[name] = await fileOption(control.files[0]);
      }
      await host.run(request);
      reset();
    } catch (failure) {
      error.textContent = failure instanceof Error ? failure.message : String(failure);
    } finally {
      send.disabled = false;
    }
  };

  input.addEventListener('input', () => {
    error.textContent = '';
    if (chosen && !input.value.startsWith(`/${chosen.name}`)) {
      chosen = null;
      renderFields();
    }
    if (!chosen) {
      const { words } = parseCommandLine(input.value);
      const exact = host.commands().find((c) => c.name === words[0]);
      if (exact && /\s/.test(input.value.slice(1))) choose(exact);
    } else {
      const { words } = parseCommandLine(input.value);
      const newPath = words.slice(1);
      if (newPath.join(' ') !== path.join(' ') && subcommandChoices().some((s) => s.words.join(' ') === newPath.join(' '))) {
        path = newPath;
        renderFields(parseCommandLine(input.value).options);
      }
    }
    showPopup();
  });
  input.addEventListener('keydown', (event) => {
    if (!popup.hidden && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      highlighted = Math.max(0, highlighted + (event.key === 'ArrowDown' ? 1 : -1));
      showPopup();
    } else if (event.key === 'Escape') {
      reset();
    } else if (event.key === 'Tab' && !popup.hidden) {
      event.preventDefault();
      const list = matches();
      if (list[highlighted]) choose(list[highlighted]);
    }
  });
  input.addEventListener('blur', () => setTimeout(() => (popup.hidden = true), 150));
  input.addEventListener('focus', showPopup);
  bar.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });

  refreshTexts();
  return {
    refreshTexts,
    /** Called when the registered commands or the channel changed. */
    refresh() {
      refreshTexts();
      if (chosen) {
        const again = host.commands().find((c) => c.name === chosen.name);
        if (!again) reset();
        else chosen = again;
      }
      showPopup();
    },
    showError(text) {
      error.textContent = text;
    },
  };
}
