/**
 * A promotion's window between the gateway's epoch milliseconds and the
 * form's datetime-local fields, in the operator's own time zone; an empty
 * field is an open end.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function toLocalInput(at: number | null): string {
  if (at === null) return '';
  const date = new Date(at);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An unreadable value becomes -1, which the gateway refuses below its field (JSON would carry NaN as null: an open end). */
export function fromLocalInput(text: string): number | null {
  if (text === '') return null;
  const at = new Date(text).getTime();
  return Number.isFinite(at) ? at : -1;
}

/** Where a row's window stands at `now`. */
export function windowState(body: { startsAt: number | null; endsAt: number | null }, now: number): 'running' | 'scheduled' | 'ended' {
  if (body.endsAt !== null && body.endsAt <= now) return 'ended';
  if (body.startsAt !== null && body.startsAt > now) return 'scheduled';
  return 'running';
}
