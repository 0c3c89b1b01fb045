// The page's client for the emulator's control API (same origin).

async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return undefined;
  const payload = await response.json();
  if (!response.ok) throw new Error(payload && payload.error ? payload.error : response.statusText);
  return payload;
}

const query = (params) => new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== null)).toString();

export const api = {
  state: () => call('GET', '/control/state'),
  commands: () => call('GET', '/control/commands'),
  texts: (locale) => call('GET', `/playground/texts.json?${query({ locale })}`),
  createUser: (request) => call('POST', '/control/users', request),
  updateUser: (userId, patch) => call('PATCH', `/control/users/${userId}`, patch),
  messages: (channelId, userId) => call('GET', `/control/messages?${query({ channelId, userId })}`),
  dms: (userId) => call('GET', `/control/dms?${query({ userId })}`),
  command: (request) => call('POST', '/control/command', request),
  autocomplete: (request) => call('POST', '/control/autocomplete', request),
  click: (request) => call('POST', '/control/click', request),
  select: (request) => call('POST', '/control/select', request),
  submitModal: (request) => call('POST', '/control/modal', request),
  advanceClock: (advanceMs) => call('POST', '/control/clock', { advanceMs }),
  clock: () => call('GET', '/control/clock'),
};

/** Calls `onEvent` for every change the emulator streams; reconnects when the stream drops. */
export function subscribe(onEvent) {
  const source = new EventSource('/control/events');
  source.onmessage = (event) => {
    try {
      onEvent(JSON.parse(event.data));
    } catch {
      // A malformed event is skipped; the next one refreshes anyway.
    }
  };
  return () => source.close();
}
