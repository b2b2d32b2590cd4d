/**
 * What every provider page shares: the language, the texts, DOM building,
 * exact money formatting, the API client, opening the play session, and the
 * balance message the portal listens for.
 */
import { texts } from './texts.js';

const query = new URLSearchParams(location.search);
export const language = (query.get('lang') || 'EN').toUpperCase() === 'TY' ? 'TY' : 'EN';
export const searchParam = (name) => query.get(name);

const errorTexts = (() => {
  try {
    return JSON.parse(document.getElementById('error-texts')?.textContent || '{}');
  } catch {
    return {};
  }
})();

/** A text of this page in the page's language; `{name}` placeholders are filled from `values`. */
export function t(key, values = {}) {
  const text = texts[language][key] ?? texts.EN[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
}

/**
 * The text for a refusal; a limit's refusal names its window and what remains (`value`), and has its own text for
 * that (`<code>.<window>`), so the member reads how much they may still stake rather than only that a limit exists.
 */
export function errorText(code, value) {
  const detailed = value && typeof value.window === 'string' && typeof value.remaining === 'string' ? errorTexts[`${code}.${value.window}`] : undefined;
  if (detailed) return detailed.replace(/\{\{remaining\}\}/g, formatMoney(value.remaining));
  return errorTexts[code] || errorTexts['system.busy'] || code;
}

/** `h('div', { class: 'x', onclick }, child, 'text')`: text children are text nodes, never HTML. */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith('on')) element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat())
    if (child !== null && child !== undefined && child !== false) element.append(child instanceof Node ? child : String(child));
  return element;
}

/** Markup we wrote ourselves (SVG art), never data from the server. */
export function fromMarkup(markup) {
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  return template.content.firstElementChild;
}

/** '12345.6' → '12,345.60', from the exact decimal text, without floating point. */
export function formatMoney(amount) {
  const [whole, fraction = ''] = String(amount).split('.');
  const negative = whole.startsWith('-');
  const digits = (negative ? whole.slice(1) : whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${digits}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** Whole cents of a decimal text, for sums the page shows. */
export const cents = (amount) => {
  const [whole, fraction = ''] = String(amount).split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
export const fromCents = (value) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

export class ProviderError extends Error {
  /** `value`: what the refusal names besides its code (a limit's window and remaining amount). */
  constructor(code, value = null) {
    super(code);
    this.code = code;
    this.value = value;
  }
}

/** The errors after which this page can do nothing but ask for a new launch. */
export const fatalCodes = [
  'launch.token.invalid',
  'launch.token.expired',
  'launch.token.used',
  'provider.session.expired',
  'game.session.ended',
  'game.not.found',
  'game.maintenance',
];

const apiBase = '/provider/demo/api';

export async function call(path, body) {
  let response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new ProviderError('network.abnormal');
  }
  const envelope = await response.json().catch(() => null);
  if (!envelope) throw new ProviderError('system.busy');
  if (!envelope.success) throw new ProviderError(envelope.errorCode || 'system.busy', envelope.value ?? null);
  return envelope.value;
}

/** A version-4 UUID from the browser's CSPRNG (crypto.randomUUID needs a secure context; this does not). */
export function newRoundId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const storage = {
  get: (key) => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key, value) => {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode, partitioned frame): a reload then needs a new launch.
    }
  },
};

/**
 * Trades the launch token in the address for a play session, once, and takes
 * the token out of the address; a reload finds the session in this frame's
 * session storage instead.
 */
export async function openTable(engine) {
  const key = `demo-provider:${engine}`;
  const token = query.get('token');
  // The PvP room stays in the address, so a reload names the same table.
  const room = query.get('room') ?? undefined;
  if (token) {
    const table = await call('/session', { token, lang: language, room });
    storage.set(key, table.session);
    query.delete('token');
    history.replaceState(null, '', `${location.pathname}?${query}`);
    return table;
  }
  const session = storage.get(key);
  if (!session) throw new ProviderError('launch.token.invalid');
  return { ...(await call('/table', { session, lang: language, room })), session };
}

/** The portal refreshes its header balance on exactly this message. */
export function announceBalance(balance, currency) {
  window.parent.postMessage({ source: 'demo-provider', type: 'balance', balance: Number(balance), currency }, '*');
}

/**
 * The game's badge: its own lobby picture, with the vendor's initials
 * underneath for the moment it loads (or if it cannot), so no two games
 * wear the same mark.
 */
function gameBadge(game) {
  const badge = h('div', { class: 'brand-mark', 'data-testid': 'game-badge' }, h('span', {}, String(game.vendor || '').slice(0, 2)));
  if (game.icon) {
    const picture = h('img', { src: game.icon, alt: '', width: 40, height: 40, decoding: 'async' });
    picture.addEventListener('load', () => badge.classList.add('has-icon'));
    picture.addEventListener('error', () => picture.remove());
    badge.prepend(picture);
  }
  return badge;
}

/** The bar at the top: the game's badge, name and kind, and the wallet. Answers the function that updates the balance. */
export function topBar(container, { game, name = game.name, subtitle, balance, currency, extra = [] }) {
  const amount = h('b', { class: 'money', 'data-testid': 'balance' }, formatMoney(balance));
  const wallet = h('div', { class: 'wallet' }, h('small', {}, t('balance')), amount, h('span', { class: 'currency' }, currency));
  container.append(
    h(
      'header',
      { class: 'topbar' },
      gameBadge(game),
      // The game's name is the page's heading: the frame is a document of its own, read on its own.
      h('div', { class: 'title' }, h('h1', {}, name), h('span', {}, subtitle)),
      h('div', { class: 'spacer' }),
      ...extra,
      wallet,
    ),
  );
  return (next) => {
    amount.textContent = formatMoney(next);
    wallet.classList.remove('bump');
    void wallet.offsetWidth;
    wallet.classList.add('bump');
  };
}

let toastTimer;
export function showError(code, value) {
  let toast = document.querySelector('.toast');
  if (!toast) document.body.append((toast = h('div', { class: 'toast', role: 'alert' })));
  toast.textContent = errorText(code, value);
  toast.classList.add('show');
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => toast.classList.remove('show'), 3600);
}

/** Asks the portal around the frame for the game's lobby: where that is, the portal knows. */
const askForLobby = () => window.parent.postMessage({ source: 'demo-provider', type: 'lobby' }, '*');

/** Replaces the page with the reason it cannot go on (expired link, maintenance, ended session…). */
export function showFatal(app, code) {
  // Opened on its own, outside a portal's frame, there is no lobby to go back to.
  const framed = window.parent !== window;
  // A page of its own inside the portal's frame: it keeps a main landmark (named, as the portal has a main of its
  // own) and a heading while it says why.
  app.replaceChildren(
    h(
      'main',
      { class: 'fatal', 'aria-label': t('cannotPlay'), 'data-code': code },
      h('div', { role: 'alert' }, h('div', { class: 'emblem' }, '!'), h('h1', {}, t('cannotPlay')), h('p', {}, errorText(code))),
      framed ? h('button', { class: 'gold-button', 'data-testid': 'back-to-lobby', onclick: askForLobby }, t('backToLobby')) : null,
    ),
  );
}

/** Runs a page: opens the table, draws it, and turns a failure to open into the fatal screen. */
export async function start(engine, render) {
  const app = document.getElementById('app');
  try {
    const table = await openTable(engine);
    app.replaceChildren();
    document.title = table.game.name;
    render(app, table);
  } catch (error) {
    showFatal(app, error instanceof ProviderError ? error.code : 'system.busy');
  }
}
