/**
 * The paytable sheet: what each symbol pays at the current bet (line pays
 * are per line: bet ÷ lines × multiple, rounded down to the cent, as the
 * server pays them), the scatter, the wild rule, the ten lines and the RTP.
 */
import { cents, formatMoney, fromCents, h, t } from './common.js';
import { lineColours } from './slot-reels.js';
import { symbolSvg } from './slot-symbols.js';

function lineDiagram(rows, index, rowCount) {
  const grid = h('div', { class: 'mini-line' });
  for (let row = 0; row < rowCount; row++) for (let reel = 0; reel < rows.length; reel++) grid.append(h('i', { class: rows[reel] === row ? 'on' : '' }));
  const card = h('div', { class: 'line-card' }, h('span', { class: 'line-number' }, String(index + 1)), grid);
  card.style.setProperty('--line-colour', lineColours[index % lineColours.length]);
  return card;
}

export function createPaytable(rules) {
  const body = h('div', { class: 'paytable' });
  const dialog = h(
    'div',
    { class: 'overlay', hidden: true, role: 'dialog', 'aria-label': t('paytable'), onclick: (event) => event.target === dialog && close() },
    h('div', { class: 'sheet' }, h('header', {}, h('h2', {}, t('paytable')), h('button', { class: 'ghost-button', onclick: () => close() }, t('close'))), body),
  );
  const close = () => (dialog.hidden = true);

  function render(bet) {
    const lineCount = BigInt(rules.lines.length);
    const pay = (multiple) => formatMoney(fromCents((cents(bet) * BigInt(multiple)) / lineCount));
    // Highest pay first: the wild, the theme's top symbols, down to the card royals.
    const order = Object.keys(rules.pays).sort((a, b) => rules.pays[b][2] - rules.pays[a][2] || rules.pays[b][0] - rules.pays[a][0]);
    const symbolCards = order.map((symbol) =>
      h(
        'div',
        { class: `pay-card pay-${symbol}` },
        symbolSvg(symbol),
        h(
          'div',
          {},
          h('strong', {}, t(`symbol_${symbol}`)),
          ...rules.pays[symbol].map((multiple, index) =>
            h('div', { class: 'pay-row' }, h('span', {}, `${index + 3}×`), h('b', { class: 'money' }, pay(multiple))),
          ),
        ),
      ),
    );
    const scatterCard = h(
      'div',
      { class: 'pay-card pay-scatter wide' },
      symbolSvg(rules.scatter),
      h(
        'div',
        {},
        h('strong', {}, `${t(`symbol_${rules.scatter}`)} · ${t('anywhere')}`),
        ...Object.entries(rules.scatterPays).map(([count, multiple]) =>
          h('div', { class: 'pay-row' }, h('span', {}, `${count}×`), h('b', { class: 'money' }, formatMoney(fromCents(cents(bet) * BigInt(multiple))))),
        ),
      ),
    );
    body.replaceChildren(
      h('div', { class: 'pay-grid' }, ...symbolCards, scatterCard),
      h('p', { class: 'rule' }, t('wildRule', { symbol: t(`symbol_${rules.scatter}`).toLowerCase() })),
      h('p', { class: 'rule' }, t('scatterRule', { symbol: t(`symbol_${rules.scatter}`).toUpperCase() })),
      h('p', { class: 'rule' }, t('lineRule')),
      h('div', { class: 'line-grid' }, ...rules.lines.map((rows, index) => lineDiagram(rows, index, rules.rows))),
      h('p', { class: 'rtp muted' }, t('rtp', { value: (rules.rtp * 100).toFixed(2) })),
    );
  }

  return {
    element: dialog,
    open(bet) {
      render(bet);
      dialog.hidden = false;
    },
  };
}
