/**
 * Small text helpers shared by the inspector's views.
 */
import type { TFunction } from 'i18next';
import { formatStateValue } from '../paths/plan';

export const clock = (at: number) => {
  const time = new Date(at);
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}.${pad(time.getMilliseconds(), 3)}`;
};

export function payloadOf(event: { type: string } & Record<string, unknown>, limit = 90): string {
  const { type: _type, ...payload } = event;
  if (!Object.keys(payload).length) return '';
  const text = JSON.stringify(payload);
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

export const stateText = (value: unknown) => formatStateValue(value);

export const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? 'undefined';

/** An actor that no longer runs: finished, failed or stopped. */
export const statusText = (t: TFunction, status: string) => (status === 'done' ? t('inspector.status.done') : status === 'error' ? t('inspector.status.error') : t('inspector.status.stopped'));
