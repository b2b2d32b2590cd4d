/**
 * The slot page: cabinet with five reels, bet selector, spin button, win
 * display and paytable, in the symbols and colours of the game's theme. Every spin is one POST; the reels land on the stops
 * the server drew, and the balance it answers goes to the portal.
 */
import { announceBalance, call, cents, formatMoney, h, newRoundId, ProviderError, showError, showFatal, fatalCodes, start, t, topBar } from './common.js';
import { createPaytable } from './slot-paytable.js';
import { createReels, lineColours } from './slot-reels.js';
import { installSymbols } from './slot-symbols.js';

start('slot', (app, table) => {
  const rules = table.slot;
  installSymbols(rules.theme);
  document.body.classList.add(`theme-${rules.theme}`);
  let betIndex = 0;
  let spinning = false;
  const paytable = createPaytable(rules);
  const setBalance = topBar(app, {
    game: table.game,
    subtitle: t('slotSubtitle', { theme: t(`theme_${rules.theme}`) }),
    balance: table.balance,
    currency: table.currency,
    extra: [
      h('button', { class: 'icon-button', title: t('paytable'), 'aria-label': t('paytable'), onclick: () => paytable.open(table.betSizes[betIndex]) }, 'i'),
    ],
  });

  // A random-looking first screen: the reels rest anywhere until the first spin.
  const reels = createReels(
    rules,
    rules.reels.map((strip, index) => (index * 7) % strip.length),
  );
  const coloured = (element, line) => (element.style.setProperty('--line-colour', lineColours[line % lineColours.length]), element);
  // Each line's number sits beside the row it starts (left) or ends (right) on, as on a cabinet.
  const markers = (side) => {
    const reel = side === 'left' ? 0 : rules.reels.length - 1;
    const rows = Array.from({ length: rules.rows }, (_, row) => h('div', { class: 'marker-row' }));
    rules.lines.forEach((line, index) => rows[line[reel]].append(coloured(h('span', { 'data-line': index, class: 'marker' }, String(index + 1)), index)));
    return h('div', { class: `line-markers ${side}` }, ...rows);
  };
  const banner = h('div', { class: 'win-banner', hidden: true });
  const message = h('div', { class: 'message' }, t('goodLuck'));
  const cabinet = h(
    'section',
    { class: 'cabinet' },
    h('div', { class: 'cabinet-top' }, h('span', {}, t(`theme_${rules.theme}`)), h('span', {}, t('lines', { count: rules.lines.length }))),
    h('div', { class: 'reel-row' }, markers('left'), reels.element, markers('right')),
    banner,
    message,
  );

  const betValue = h('b', { class: 'money' });
  const lastWin = h('b', { class: 'money' }, formatMoney('0'));
  const minus = h('button', { class: 'step', 'aria-label': '−', onclick: () => changeBet(-1) }, '−');
  const plus = h('button', { class: 'step', 'aria-label': '+', onclick: () => changeBet(1) }, '+');
  const spinButton = h('button', { class: 'spin-button', 'aria-label': t('spin'), onclick: () => spin() }, h('span', {}, t('spin')));
  const controls = h(
    'footer',
    { class: 'controls' },
    h('div', { class: 'control bet' }, h('small', {}, t('totalBet')), h('div', { class: 'stepper' }, minus, betValue, plus)),
    h('div', { class: 'control' }, h('small', {}, t('lines', { count: '' }).trim()), h('b', {}, String(rules.lines.length))),
    spinButton,
    h('div', { class: 'control win' }, h('small', {}, t('lastWin')), lastWin),
  );
  app.append(h('main', { class: 'slot-main', 'aria-label': table.game.name }, cabinet), controls, paytable.element);

  function changeBet(step) {
    betIndex = Math.min(table.betSizes.length - 1, Math.max(0, betIndex + step));
    betValue.textContent = formatMoney(table.betSizes[betIndex]);
    minus.disabled = spinning || betIndex === 0;
    plus.disabled = spinning || betIndex === table.betSizes.length - 1;
  }
  changeBet(0);

  function setSpinning(value) {
    spinning = value;
    spinButton.disabled = value;
    cabinet.classList.toggle('spinning', value);
    changeBet(0);
  }

  function celebrate(answer) {
    const bet = cents(answer.bet);
    const won = cents(answer.payout);
    reels.showWins(answer.lineWins, answer.scatter ? rules.scatter : null);
    lastWin.textContent = formatMoney(answer.payout);
    const lines = answer.lineWins.map((win) =>
      coloured(
        h(
          'span',
          { class: 'line-text' },
          t('lineWin', { line: win.line + 1, count: win.count, symbol: t(`symbol_${win.symbol}`), amount: formatMoney(win.amount) }),
        ),
        win.line,
      ),
    );
    if (answer.scatter)
      lines.push(
        h('span', {}, t('scatterWin', { count: answer.scatter.count, symbol: t(`symbol_${rules.scatter}`), amount: formatMoney(answer.scatter.amount) })),
      );
    message.replaceChildren(...(won > 0n ? lines : [t('noWin')]));
    document.querySelectorAll('.marker.lit').forEach((node) => node.classList.remove('lit'));
    for (const win of answer.lineWins) document.querySelectorAll(`.marker[data-line="${win.line}"]`).forEach((node) => node.classList.add('lit'));
    if (won >= bet * 10n) {
      banner.replaceChildren(h('small', {}, won >= bet * 50n ? t('megaWin') : t('bigWin')), h('strong', { class: 'money' }, formatMoney(answer.payout)));
      banner.hidden = false;
      setTimeout(() => (banner.hidden = true), 2600);
    }
  }

  async function spin() {
    if (spinning) return;
    setSpinning(true);
    message.textContent = t('goodLuck');
    banner.hidden = true;
    try {
      const answer = await call('/slot/spin', { session: table.session, roundId: newRoundId(), bet: table.betSizes[betIndex] });
      await reels.spinTo(answer.stops);
      celebrate(answer);
      setBalance(answer.balance);
      announceBalance(answer.balance, answer.currency);
    } catch (error) {
      const code = error instanceof ProviderError ? error.code : 'system.busy';
      if (fatalCodes.includes(code)) return showFatal(app, code);
      showError(code, error?.value);
    } finally {
      setSpinning(false);
    }
  }

  document.addEventListener('keydown', (event) => {
    if (event.code === 'Space' && paytable.element.hidden && document.activeElement?.tagName !== 'BUTTON') {
      event.preventDefault();
      spin();
    }
  });
});
