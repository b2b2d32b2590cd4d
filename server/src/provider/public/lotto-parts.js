/** Pieces both lottery views use: balls, the countdown clock on the server's time, and the status badge. */
import { h, t } from './common.js';

/** Balls of a draw; the digits a bet type plays (the last ones) are lit. */
export function balls(numbers, { lit = numbers.length, size = '' } = {}) {
  return h(
    'div',
    { class: `balls ${size}` },
    ...numbers.map((digit, index) => h('span', { class: `ball${index >= numbers.length - lit ? ' lit' : ''}` }, String(digit))),
  );
}

/** Server time minus this browser's: countdowns agree with the draw schedule whatever the local clock says. */
let offset = 0;
export const syncClock = (serverNow) => (offset = serverNow - Date.now());
export const serverNow = () => Date.now() + offset;

export function countdownText(drawAt) {
  const left = Math.max(0, Math.ceil((drawAt - serverNow()) / 1000));
  if (left === 0) return t('drawing');
  const minutes = Math.floor(left / 60);
  return `${String(minutes).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/** Ticks every second; calls `onDue` once when the draw time passes. */
export function countdown(drawAt, onDue) {
  const element = h('b', { class: 'countdown money' }, countdownText(drawAt));
  let due = false;
  const timer = setInterval(() => {
    if (!element.isConnected) return clearInterval(timer);
    element.textContent = countdownText(drawAt);
    if (!due && drawAt <= serverNow()) {
      due = true;
      onDue?.();
    }
  }, 1000);
  return element;
}

export const statusBadge = (status) => h('span', { class: `status status-${status}` }, t(`status_${status}`));
