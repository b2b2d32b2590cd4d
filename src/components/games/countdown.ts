/** Time left until a draw closes, as the lottery cards show it: h:mm:ss, or mm:ss under an hour; null once it has closed. */
export function formatCountdown(remainingMs: number): string | null {
  if (remainingMs <= 0) return null;
  const total = Math.ceil(remainingMs / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
