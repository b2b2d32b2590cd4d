/**
 * The five reels: each a column that shows three cells of its strip. A spin
 * builds a band from the real strip ending on the stops the server drew and
 * slides it down, reel after reel; winning lines are then drawn over the
 * cells and their symbols pulse.
 */
import { h } from './common.js';
import { symbolSvg } from './slot-symbols.js';

export const lineColours = ['#f5b82e', '#ff4d6a', '#3d8bff', '#2fd27f', '#b56bff', '#ff8c12', '#2fd2d2', '#ff6bd5', '#c7e84a', '#ffffff'];

const cellHeight = 112;
const spinCells = 18;

export function createReels(rules, initialStops) {
  const reels = rules.reels.map((strip, index) => {
    const band = h('div', { class: 'band' });
    const column = h('div', { class: 'reel', 'data-reel': index }, band);
    return { strip, band, column, stop: initialStops[index] };
  });
  const overlay = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  overlay.setAttribute('class', 'lines');
  overlay.setAttribute('viewBox', `0 0 ${reels.length * 100} ${rules.rows * 100}`);
  overlay.setAttribute('preserveAspectRatio', 'none');
  const element = h('div', { class: 'reels' }, ...reels.map((reel) => reel.column), overlay);

  const cellsOf = (reel, from, count) =>
    Array.from({ length: count }, (_, offset) => cell(reel.strip[(from + offset + reel.strip.length) % reel.strip.length]));
  const cell = (symbol) => h('div', { class: 'cell', 'data-symbol': symbol }, symbolSvg(symbol));
  const show = (reel) => {
    reel.band.replaceChildren(...cellsOf(reel, reel.stop, rules.rows));
    reel.band.style.transition = 'none';
    reel.band.style.transform = 'translateY(0)';
  };
  reels.forEach(show);

  /** Slides every reel to its new stop; resolves when the last one has landed. */
  function spinTo(stops) {
    clearWins();
    return Promise.all(
      reels.map(
        (reel, index) =>
          new Promise((landed) => {
            // Band, top to bottom: the landing cells, the strip that passes before them, the cells shown now.
            const passing = spinCells + index * 4;
            const target = stops[index];
            reel.band.replaceChildren(...cellsOf(reel, target, rules.rows + passing), ...cellsOf(reel, reel.stop, rules.rows));
            reel.band.style.transition = 'none';
            reel.band.style.transform = `translateY(${-(rules.rows + passing) * cellHeight}px)`;
            void reel.band.offsetHeight;
            reel.column.classList.add('moving');
            reel.band.style.transition = `transform ${700 + index * 220}ms cubic-bezier(.18,.7,.28,1.06)`;
            reel.band.style.transform = 'translateY(0)';
            reel.band.addEventListener(
              'transitionend',
              () => {
                reel.stop = target;
                reel.column.classList.remove('moving');
                show(reel);
                landed();
              },
              { once: true },
            );
          }),
      ),
    );
  }

  function clearWins() {
    overlay.replaceChildren();
    element.querySelectorAll('.cell.win').forEach((node) => node.classList.remove('win'));
  }

  const cellAt = (reel, row) => reels[reel].band.children[row];

  function showWins(lineWins, scatterSymbol) {
    for (const win of lineWins) {
      const rows = rules.lines[win.line];
      const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
      const colour = lineColours[win.line % lineColours.length];
      const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
      line.setAttribute('points', points);
      line.setAttribute('stroke', colour);
      line.setAttribute('class', 'win-line');
      overlay.append(line);
      for (let reel = 0; reel < win.count; reel++) cellAt(reel, rows[reel]).classList.add('win');
    }
    if (scatterSymbol) element.querySelectorAll(`.cell[data-symbol="${scatterSymbol}"]`).forEach((node) => node.classList.add('win'));
  }

  return { element, spinTo, showWins, clearWins };
}
