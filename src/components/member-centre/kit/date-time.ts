/** Record times as the member's clock shows them: 2025-03-14 09:26. */
const two = (value: number) => String(value).padStart(2, '0');

export function formatDateTime(epochMs: number | null | undefined): string {
  if (epochMs === null || epochMs === undefined || !Number.isFinite(epochMs)) return '—';
  const date = new Date(epochMs);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
