/**
 * One lottery game: the open draw with its countdown, the picker, stake
 * and buy button, the member's tickets and the latest results. The board
 * reloads every few seconds and just after the draw time, when the server
 * draws and settles the issue.
 */
import { announceBalance, call, cents, fatalCodes, formatMoney, fromCents, h, language, newRoundId, ProviderError, showError, t } from './common.js';
import { balls, countdown, statusBadge, syncClock } from './lotto-parts.js';
import { createPicker } from './lotto-picker.js';

export function openBoard(host, { table, gameCode, onBack, onBalance, onFatal }) {
  const rules = table.lotto;
  let board = null;
  let stake = 0;
  let choice = { type: rules.playTypes[0], picks: null };
  let buying = false;
  let timer;
  let shownBalance = table.balance;
  const showBalance = (balance, currency) => {
    shownBalance = balance;
    onBalance(balance);
    announceBalance(balance, currency);
  };

  const head = h('div', { class: 'board-head' });
  const buyButton = h('button', { class: 'gold-button buy-button', onclick: () => buy() }, t('buyTicket'));
  const summary = h('div', { class: 'summary' });
  const stakes = h('div', { class: 'stakes' });
  const picker = createPicker(rules.playTypes, rules.defaultPlayType, (next) => ((choice = next), refreshBuy()));
  const tickets = h('div', { class: 'list tickets' });
  const results = h('div', { class: 'list results' });
  host.replaceChildren(
    h(
      'div',
      { class: 'board' },
      head,
      h(
        'div',
        { class: 'board-body' },
        h(
          'section',
          { class: 'panel bet-panel' },
          picker.element,
          h('div', { class: 'stake-row' }, h('small', {}, t('stake')), stakes),
          h('div', { class: 'buy-row' }, summary, buyButton),
        ),
        h('section', { class: 'panel side-panel' }, h('h3', {}, t('myTickets')), tickets, h('h3', {}, t('results')), results),
      ),
    ),
  );

  function refreshBuy() {
    if (!board) return;
    const amount = board.betSizes[stake];
    summary.replaceChildren(
      choice.picks
        ? h(
            'span',
            {},
            h('b', { class: 'picked' }, choice.picks.join(' ')),
            ' · ',
            t('potentialWin', { amount: formatMoney(fromCents(cents(amount) * BigInt(choice.type.payMultiple))) }),
          )
        : h('span', { class: 'muted' }, t('pickAll', { count: choice.type.picks })),
    );
    buyButton.disabled = buying || !choice.picks;
    [...stakes.children].forEach((button, index) => button.setAttribute('aria-pressed', String(index === stake)));
  }

  function render() {
    syncClock(board.serverNow);
    const last = board.results[0];
    head.replaceChildren(
      onBack ? h('button', { class: 'ghost-button back', onclick: () => (clearTimeout(timer), onBack()) }, `‹ ${t('lobby')}`) : '',
      h('div', { class: 'game-title' }, h('strong', {}, board.game.name), h('span', {}, t('drawNo', { drawNo: board.drawNo }))),
      h(
        'div',
        { class: 'clock' },
        h('small', {}, t('closesIn')),
        countdown(board.drawAt, () => (clearTimeout(timer), (timer = setTimeout(load, 1200)))),
      ),
      h(
        'div',
        { class: 'last' },
        h('small', {}, t('lastResult')),
        last ? balls(last.numbers, { lit: choice.type.picks, size: 'big' }) : h('span', { class: 'muted' }, t('noResult')),
      ),
    );
    stakes.replaceChildren(
      ...board.betSizes.map((size, index) =>
        h('button', { class: 'stake', onclick: () => ((stake = index), refreshBuy()) }, formatMoney(size).replace(/\.00$/, '')),
      ),
    );
    tickets.replaceChildren(
      ...(board.tickets.length === 0
        ? [h('p', { class: 'muted empty' }, t('noTickets'))]
        : board.tickets.map((ticket) =>
            h(
              'div',
              { class: `row ticket ticket-${ticket.status}` },
              h('div', {}, h('b', { class: 'picked' }, ticket.picks.join(' ')), h('small', {}, `${t(`playType_${ticket.playType}`)} · ${ticket.drawNo}`)),
              h(
                'div',
                { class: 'amounts' },
                h('span', { class: 'money' }, formatMoney(ticket.stake)),
                ticket.status === 'won' ? h('b', { class: 'money won' }, `+${formatMoney(ticket.payout)}`) : '',
              ),
              statusBadge(ticket.status),
            ),
          )),
    );
    results.replaceChildren(
      ...board.results.map((draw) => h('div', { class: 'row result' }, h('small', {}, draw.drawNo), balls(draw.numbers, { lit: choice.type.picks }))),
    );
    refreshBuy();
  }

  async function load() {
    clearTimeout(timer);
    try {
      board = await call('/lotto/board', { session: table.session, gameCode, lang: language });
      render();
      // Winning tickets are paid at the draw: the wallet may have grown since the last look.
      if (board.balance !== shownBalance) showBalance(board.balance, board.currency);
    } catch (error) {
      const code = error instanceof ProviderError ? error.code : 'system.busy';
      if (fatalCodes.includes(code)) return onFatal(code);
      showError(code);
    }
    if (host.isConnected) timer = setTimeout(load, 5000);
  }

  async function buy() {
    if (buying || !choice.picks) return;
    buying = true;
    refreshBuy();
    try {
      const answer = await call('/lotto/ticket', {
        session: table.session,
        roundId: newRoundId(),
        gameCode,
        drawNo: board.drawNo,
        playType: choice.type.code,
        picks: choice.picks,
        bet: board.betSizes[stake],
      });
      showBalance(answer.balance, answer.currency);
      picker.reset();
      await load();
    } catch (error) {
      const code = error instanceof ProviderError ? error.code : 'system.busy';
      if (fatalCodes.includes(code)) return onFatal(code);
      showError(code, error?.value);
      // A closed draw means a new one is open: show it.
      if (code === 'lottery.draw.closed') await load();
    } finally {
      buying = false;
      refreshBuy();
    }
  }

  load();
}
