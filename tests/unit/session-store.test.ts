/**
 * The pending forced change survives a reload as the sessionStorage flag
 * `cpw` (never the password), and goes away with a successful change, a
 * sign-out or an expiry. Runs the session machine with the browser store
 * over an in-memory Storage; calls are stubbed (the model test replays them
 * against the gateway).
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sessionMachine } from '../../src/machines/session/session.machine';
import { silentLiveChannel } from './support/silent-live-channel';
import { loginResultFor, memberInfoOfType } from '../../src/machines/session/session.model';
import { selectSession } from '../../src/machines/session/session.selectors';
import { createSessionActions, createSessionActors } from '../../src/services/session.actors';
import { changeRequiredKey, createBrowserSessionStore, type PageAddress } from '../../src/services/session-stores';
import type { HttpClient } from '../../src/services/http';
import type { Balance } from '../../src/services/schemas/account';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  values() {
    return [...this.items.values()];
  }
}

const password = 'Weak-Default-1';

/** The tab's address: what the store reads, and what it leaves after replacing the history entry. */
function pageAt(search = '') {
  const replaced: string[] = [];
  const page: PageAddress & { replaced: string[] } = {
    location: { href: `https://portal.example/${search}` },
    history: {
      state: { key: 'entry-1' },
      replaceState(state: unknown, _unused: string, url?: string | URL | null) {
        expect(state).toEqual({ key: 'entry-1' });
        page.location.href = new URL(String(url), page.location.href).href;
        replaced.push(page.location.href);
      },
    },
    replaced,
  };
  return page;
}

function tab(storage: MemoryStorage, search: string | ReturnType<typeof pageAt> = '') {
  const store = createBrowserSessionStore(storage, typeof search === 'string' ? pageAt(search) : search);
  const actors = createSessionActors({ http: {} as HttpClient, store });
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreToken: actors.restoreToken,
        loadMemberInfo: fromPromise(async () => memberInfoOfType(0)),
        loadBalance: fromPromise<Balance>(async () => ({ sumBalance: 1, currency: 'VND', currencySymbol: '₫', balance: [] })),
        loadAvatar: fromPromise<string | null>(async () => null),
        loadUnreadCount: fromPromise(async () => 3),
        loadPoints: fromPromise(async () => 45),
        liveChannel: silentLiveChannel,
        submitLogout: fromPromise<void>(async () => {}),
      },
      actions: createSessionActions(store),
    }),
  ).start();
  return session;
}

const loggedInOrOut = (session: ReturnType<typeof tab>) => waitFor(session, (snapshot) => snapshot.matches('loggedIn') || snapshot.matches('loggedOut'));

async function forcedLogin(storage: MemoryStorage) {
  const session = tab(storage);
  await loggedInOrOut(session);
  session.send({ type: 'login.succeeded', result: loginResultFor('tok-1', { passwordDefault: true }), mustChangePassword: true, password });
  return session;
}

describe('the cpw flag', () => {
  it('is stored as a flag only, and brings the forced change back after a reload without the password', async () => {
    const storage = new MemoryStorage();
    storage.setItem('merchant', 'XSP');
    const first = await forcedLogin(storage);
    expect(selectSession(first.getSnapshot()).password).toBe(password);
    expect(storage.getItem(changeRequiredKey)).toBe('true');
    expect(storage.values().some((value) => value.includes(password))).toBe(false);
    first.stop();

    const reloaded = tab(storage);
    await waitFor(reloaded, (snapshot) => snapshot.matches({ loggedIn: { extras: 'ready' } }));
    const view = selectSession(reloaded.getSnapshot());
    expect(view.mustChangePassword).toBe(true);
    expect(view.password).toBeNull();
    expect(view.unreadCount).toBe(3);
    expect(view.points).toBe(45);
  });

  it('is cleared by a successful change', async () => {
    const storage = new MemoryStorage();
    const session = await forcedLogin(storage);
    session.send({ type: 'password.changed' });
    expect(storage.getItem(changeRequiredKey)).toBeNull();
    expect(selectSession(session.getSnapshot()).mustChangePassword).toBe(false);
  });

  it('is cleared by sign-out and by expiry, keeping the merchant code', async () => {
    const storage = new MemoryStorage();
    storage.setItem('merchant', 'XSP');
    const session = await forcedLogin(storage);
    session.send({ type: 'signOut.request' });
    session.send({ type: 'signOut.confirm' });
    await waitFor(session, (snapshot) => snapshot.matches('loggedOut'));
    expect(storage.getItem(changeRequiredKey)).toBeNull();
    expect(storage.getItem('merchant')).toBe('XSP');

    const again = await forcedLogin(storage);
    again.send({ type: 'session.expired' });
    expect(storage.getItem(changeRequiredKey)).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    expect(selectSession(again.getSnapshot()).expired).toBe(true);
  });

  it('does not apply to a token handed over in the query string', async () => {
    const storage = new MemoryStorage();
    storage.setItem(changeRequiredKey, 'true');
    const session = tab(storage, '?token=handed-over');
    await loggedInOrOut(session);
    expect(selectSession(session.getSnapshot()).mustChangePassword).toBe(false);
    expect(storage.getItem('token')).toBe('handed-over');
    expect(storage.getItem(changeRequiredKey)).toBeNull();
  });
});

describe('a token handed over in a link', () => {
  const signedInAs = (token: string) => {
    const storage = new MemoryStorage();
    storage.setItem('merchant', 'XSP');
    storage.setItem('token', token);
    return storage;
  };

  it("leaves the address at once, keeping the page's other parameters, and signs a visitor in", async () => {
    const storage = new MemoryStorage();
    const page = pageAt('?mc=depositv2&token=demo-token&lang=EN#top');
    const session = tab(storage, page);
    await loggedInOrOut(session);
    expect(page.location.href).toBe('https://portal.example/?mc=depositv2&lang=EN#top');
    expect(page.replaced).toHaveLength(1);
    expect(session.getSnapshot().context.token).toBe('demo-token');
    expect(storage.getItem('token')).toBe('demo-token');
    expect(selectSession(session.getSnapshot()).confirmingHandover).toBe(false);
  });

  it('never replaces a stored session: the other token waits, unstored, for the person to choose', async () => {
    const storage = signedInAs('vip-token');
    const page = pageAt('?mc=depositv2&token=demo-token');
    const session = tab(storage, page);
    await waitFor(session, (snapshot) => snapshot.matches({ loggedIn: { extras: 'ready' } }));
    expect(page.location.href).toBe('https://portal.example/?mc=depositv2');
    expect(session.getSnapshot().context.token).toBe('vip-token');
    expect(storage.getItem('token')).toBe('vip-token');
    expect(storage.values()).not.toContain('demo-token');
    expect(selectSession(session.getSnapshot()).confirmingHandover).toBe(true);
  });

  it('is dropped when the person stays', async () => {
    const storage = signedInAs('vip-token');
    const session = tab(storage, '?token=demo-token');
    await loggedInOrOut(session);
    session.send({ type: 'handover.keep' });
    expect(selectSession(session.getSnapshot()).confirmingHandover).toBe(false);
    expect(session.getSnapshot().context.handoverToken).toBeNull();
    expect(storage.getItem('token')).toBe('vip-token');
  });

  it('becomes the session only when the person switches, which loads the other member from scratch', async () => {
    const storage = signedInAs('vip-token');
    storage.setItem(changeRequiredKey, 'true');
    const session = tab(storage, '?token=demo-token');
    await waitFor(session, (snapshot) => snapshot.matches({ loggedIn: { extras: 'ready' } }));
    session.send({ type: 'handover.switch' });
    const switched = session.getSnapshot();
    expect(switched.context.token).toBe('demo-token');
    expect(switched.context.memberInfo).toBeNull();
    expect(switched.context.balance).toBeNull();
    expect(switched.matches({ loggedIn: { account: 'loadingInfo' } })).toBe(true);
    expect(storage.getItem('token')).toBe('demo-token');
    expect(storage.getItem(changeRequiredKey)).toBeNull();
    await waitFor(session, (snapshot) => snapshot.matches({ loggedIn: { extras: 'ready' } }));
    expect(selectSession(session.getSnapshot()).confirmingHandover).toBe(false);
  });

  it("asks nothing when the link carries this tab's own token", async () => {
    const storage = signedInAs('vip-token');
    const page = pageAt('?token=vip-token');
    const session = tab(storage, page);
    await loggedInOrOut(session);
    expect(selectSession(session.getSnapshot()).confirmingHandover).toBe(false);
    expect(page.location.href).toBe('https://portal.example/');
  });

  it('leaves the address even when the stored session cannot be read', async () => {
    const storage = new MemoryStorage();
    storage.getItem = () => {
      throw new Error('storage.unavailable');
    };
    const page = pageAt('?token=demo-token');
    const session = tab(storage, page);
    await loggedInOrOut(session);
    expect(session.getSnapshot().matches('loggedOut')).toBe(true);
    expect(page.location.href).toBe('https://portal.example/');
  });
});
