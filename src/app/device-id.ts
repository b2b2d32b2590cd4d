/** The browser's persisted random id (`Device-Id` header), kept in localStorage `SHELL_deviceId`. */
export const deviceIdKey = 'SHELL_deviceId';

export function deviceIdOf(store: Pick<Storage, 'getItem' | 'setItem'>): string {
  const saved = store.getItem(deviceIdKey);
  if (saved) return saved;
  const id = crypto.randomUUID();
  store.setItem(deviceIdKey, id);
  return id;
}
