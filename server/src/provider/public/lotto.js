/**
 * The lottery page: the lobby of a lottery (its games, each with the open
 * draw's countdown and last result) and the board of one game. A launch
 * with a game code opens its board; a lobby launch opens the list.
 */
import { call, fatalCodes, h, language, ProviderError, searchParam, showError, showFatal, start, t, topBar } from './common.js';
import { openBoard } from './lotto-board.js';
import { balls, countdown, syncClock } from './lotto-parts.js';

start('lotto', (app, table) => {
  const title = t(`lottery_${table.game.accountTypeName}`);
  const setBalance = topBar(app, { game: table.game, name: title, subtitle: t('lottoSubtitle'), balance: table.balance, currency: table.currency });
  // Named: the portal around the frame has a main of its own.
  const host = h('main', { class: 'lotto-main', 'aria-label': title });
  app.append(host);
  const fatal = (code) => showFatal(app, code);
  let lobby = table.lobby;
  let refresh;

  function showBoard(gameCode) {
    clearTimeout(refresh);
    openBoard(host, { table, gameCode, onBack: lobby.length > 1 ? showLobby : null, onBalance: setBalance, onFatal: fatal });
  }

  function renderLobby() {
    syncClock(table.serverNow);
    host.replaceChildren(
      h('h2', { class: 'lobby-title' }, t('lobbyTitle')),
      h(
        'div',
        { class: 'lobby-grid' },
        ...lobby.map((game) =>
          h(
            'article',
            { class: `lobby-card${game.maintenance ? ' off' : ''}` },
            h('header', {}, h('strong', {}, game.name), h('small', {}, t('drawNo', { drawNo: game.drawNo }))),
            h(
              'div',
              { class: 'card-clock' },
              h('small', {}, t('nextDraw')),
              countdown(game.drawAt, () => (clearTimeout(refresh), (refresh = setTimeout(reloadLobby, 1200)))),
            ),
            h(
              'div',
              { class: 'card-last' },
              h('small', {}, t('lastResult')),
              game.last ? balls(game.last.numbers) : h('span', { class: 'muted' }, t('noResult')),
            ),
            game.maintenance
              ? h('span', { class: 'maintenance' }, t('underMaintenance'))
              : h('button', { class: 'gold-button', onclick: () => showBoard(game.code) }, t('betNow')),
          ),
        ),
      ),
    );
  }

  async function reloadLobby() {
    try {
      const next = await call('/table', { session: table.session, lang: language });
      lobby = next.lobby;
      table.serverNow = next.serverNow;
      setBalance(next.balance);
      if (host.querySelector('.lobby-grid')) renderLobby();
    } catch (error) {
      const code = error instanceof ProviderError ? error.code : 'system.busy';
      if (fatalCodes.includes(code)) return fatal(code);
      showError(code);
    }
  }

  function showLobby() {
    renderLobby();
    reloadLobby();
  }

  const chosen = searchParam('view') === 'betting' ? (searchParam('game') ?? table.game.code) : null;
  if (chosen || lobby.length === 1) showBoard(chosen ?? lobby[0].code);
  else showLobby();
});
