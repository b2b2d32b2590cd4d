/**
 * The number picker: bet type tabs, one row of digits per position (or one
 * row of three different digits for BOX), quick pick and clear.
 */
import { h, t } from './common.js';

export function createPicker(playTypes, initialCode, onChange) {
  let type = playTypes.find((playType) => playType.code === initialCode) ?? playTypes[0];
  let picks = [];
  const tabs = playTypes.map((playType) =>
    h(
      'button',
      { class: 'play-type', 'aria-pressed': 'false', onclick: () => select(playType) },
      h('strong', {}, t(`playType_${playType.code}`)),
      h('small', {}, `×${playType.payMultiple}`),
    ),
  );
  const help = h('p', { class: 'help muted' });
  const grid = h('div', { class: 'digit-grid' });
  const element = h(
    'div',
    { class: 'picker' },
    h('div', { class: 'play-types' }, ...tabs),
    help,
    grid,
    h(
      'div',
      { class: 'picker-actions' },
      h('button', { class: 'ghost-button quick-pick', onclick: () => quickPick() }, t('quickPick')),
      h('button', { class: 'ghost-button', onclick: () => set([]) }, t('clear')),
    ),
  );

  const complete = () => picks.length === type.picks && picks.every((digit) => digit !== undefined && digit !== null);

  function digitButton(digit, chosen, choose) {
    return h('button', { class: 'digit', 'aria-pressed': String(chosen), onclick: choose }, String(digit));
  }

  function render() {
    tabs.forEach((tab, index) => tab.setAttribute('aria-pressed', String(playTypes[index] === type)));
    help.textContent = t(`playTypeHelp_${type.code}`);
    if (type.anyOrder) {
      grid.replaceChildren(
        h(
          'div',
          { class: 'digit-row stacked' },
          h('span', { class: 'row-label' }, t('position_box')),
          h('div', { class: 'digits' }, ...Array.from({ length: 10 }, (_, digit) => digitButton(digit, picks.includes(digit), () => toggle(digit)))),
        ),
      );
    } else {
      // Positions are named from the end: the last one is always the units.
      grid.replaceChildren(
        ...Array.from({ length: type.picks }, (_, position) =>
          h(
            'div',
            { class: 'digit-row' },
            h('span', { class: 'row-label' }, t(`position_${3 - type.picks + position}`)),
            h(
              'div',
              { class: 'digits' },
              ...Array.from({ length: 10 }, (_, digit) => digitButton(digit, picks[position] === digit, () => place(position, digit))),
            ),
          ),
        ),
      );
    }
    onChange({ type, picks: complete() ? [...picks] : null });
  }

  function set(next) {
    picks = next;
    render();
  }
  function select(playType) {
    type = playType;
    set([]);
  }
  function place(position, digit) {
    const next = [...picks];
    next[position] = digit;
    set(next);
  }
  function toggle(digit) {
    if (picks.includes(digit)) set(picks.filter((value) => value !== digit));
    else if (picks.length < type.picks) set([...picks, digit]);
  }
  function quickPick() {
    const random = crypto.getRandomValues(new Uint32Array(12));
    if (!type.anyOrder) return set(Array.from({ length: type.picks }, (_, index) => random[index] % 10));
    const pool = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    set(Array.from({ length: type.picks }, (_, index) => pool.splice(random[index] % pool.length, 1)[0]));
  }

  render();
  return { element, reset: () => set([]) };
}
