/** The game page's store, the launch host draw and the provider page's messages. */
import { describe, expect, it, vi } from 'vitest';
import { createGameStore, storedGameKey } from '../../../../src/app/games/launch/game-store';
import { pickLaunchCdn } from '../../../../src/app/games/launch/launch-cdn';
import { readProviderMessage } from '../../../../src/app/games/launch/use-provider-messages';
import { storedGameOf } from '../../../../src/machines/game-launch/game-launch-rules';
import { gameCard } from './fixtures';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

describe('game store', () => {
  it('keeps the opened game, tells its listeners, and reads the same object back until it changes', () => {
    const storage = memoryStorage();
    const store = createGameStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.read()).toBeNull();
    const game = storedGameOf(gameCard(), '/provider/demo/slot?token=a');
    store.write(game);
    expect(listener).toHaveBeenCalledOnce();
    // The card comes back as a launch object (with its name): what launching it again needs.
    expect(store.read()).toEqual({ ...game, target: expect.objectContaining({ nodeId: 1001, code: 'PG_GOLDEN_PIRATE', vassalage: 'PG', gameName: 'Golden Pirate Legend' }) });
    expect(store.read()?.target).not.toHaveProperty('vendorName');
    expect(store.read()).toBe(store.read());
  });

  it('reads nothing from a value it did not write', () => {
    const storage = memoryStorage();
    const store = createGameStore(storage);
    storage.setItem(storedGameKey, '{not json');
    expect(store.read()).toBeNull();
    storage.setItem(storedGameKey, JSON.stringify({ address: '', name: 'x', mode: 'iframe', target: gameCard() }));
    expect(store.read()).toBeNull();
  });
});

describe('launch host', () => {
  it('draws one of the hosts, or the gateway itself without any', () => {
    const hosts = ['https://a.example', 'https://b.example', 'https://c.example'];
    expect(pickLaunchCdn(hosts, () => 0)).toBe('https://a.example');
    expect(pickLaunchCdn(hosts, () => 0.5)).toBe('https://b.example');
    expect(pickLaunchCdn(hosts, () => 0.9999)).toBe('https://c.example');
    expect(pickLaunchCdn([], () => 0.5)).toBe('');
  });
});

describe('provider page messages', () => {
  const frameWindow = {} as Window;
  const frame = { contentWindow: frameWindow } as HTMLIFrameElement;
  const data = { source: 'demo-provider', type: 'balance', balance: 4998, currency: 'VND' };

  it('is read only from the frame the game plays in, in its exact shape', () => {
    expect(readProviderMessage({ source: frameWindow, data } as MessageEvent, frame)).toEqual(data);
    expect(readProviderMessage({ source: {} as Window, data } as MessageEvent, frame)).toBeNull();
    expect(readProviderMessage({ source: null, data } as MessageEvent, frame)).toBeNull();
    expect(readProviderMessage({ source: frameWindow, data } as MessageEvent, null)).toBeNull();
    expect(readProviderMessage({ source: frameWindow, data: { ...data, source: 'other' } } as MessageEvent, frame)).toBeNull();
    expect(readProviderMessage({ source: frameWindow, data: { ...data, balance: '4998' } } as MessageEvent, frame)).toBeNull();
  });

  it('reads the ask for the lobby, only from the frame', () => {
    const lobby = { source: 'demo-provider', type: 'lobby' };
    expect(readProviderMessage({ source: frameWindow, data: lobby } as MessageEvent, frame)).toEqual(lobby);
    expect(readProviderMessage({ source: {} as Window, data: lobby } as MessageEvent, frame)).toBeNull();
    expect(readProviderMessage({ source: frameWindow, data: { ...lobby, type: 'leave' } } as MessageEvent, frame)).toBeNull();
  });
});
