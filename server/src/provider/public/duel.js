/**
 * The duel page: the stage, three betting spots (two sides and the tie),
 * a chip rack and the play button, the round's result and the last results.
 * The server draws the result; the page only shows it.
 */
import { announceBalance, call, cents, fatalCodes, formatMoney, h, newRoundId, ProviderError, showError, showFatal, start, t, topBar } from './common.js';
import { createStage, sideColours } from './duel-stage.js';

const chipColours = ['white', 'red', 'green', 'blue', 'black', 'purple'];

start('duel', (app, table) => {
  const rules = table.duel;
  const colours = [...sideColours[rules.kind], 'green'];
  let side = null;
  let chip = 0;
  let playing = false;
  const history = [];

  // A PvP room is a table of its game: the bar says both.
  const name = rules.tableName === table.game.name ? table.game.name : `${table.game.name} · ${rules.tableName}`;
  const setBalance = topBar(app, { game: table.game, name, subtitle: t(`duelSubtitle_${rules.kind}`), balance: table.balance, currency: table.currency });
  const stage = createStage(rules);

  const multiple = (index) => (index === 2 ? rules.tiePays : rules.sidePays).replace(/\.?0+$/, '');
  const tiles = rules.sides.map((code, index) =>
    h(
      'button',
      { class: `side-tile tile-${colours[index]}${index === 2 ? ' tie' : ''}`, 'data-side': code, 'aria-pressed': 'false', onclick: () => pick(index) },
      h('strong', {}, t(`side_${code}`)),
      h('small', {}, t('payout', { multiple: multiple(index) })),
      h('span', { class: 'stake-chip', hidden: true }),
    ),
  );
  const spots = h('div', { class: 'spots' }, tiles[0], tiles[2], tiles[1]);
  const note = h('p', { class: 'push-note muted' }, t('pushNote', { tie: t(`side_${rules.sides[2]}`).toLowerCase() }));

  const chips = table.betSizes.map((size, index) =>
    h(
      'button',
      { class: `chip chip-${chipColours[index % chipColours.length]}`, 'aria-pressed': 'false', onclick: () => chooseChip(index) },
      h('span', {}, formatMoney(size).replace(/\.00$/, '')),
    ),
  );
  const playButton = h('button', { class: 'gold-button play-button', onclick: () => play() }, t('play'));
  const outcome = h('div', { class: 'outcome' }, t('pickSide'));
  const beads = h('div', { class: 'beads' });

  app.append(
    h(
      'main',
      { class: 'duel-main', 'aria-label': name },
      stage.element,
      spots,
      note,
      h('footer', { class: 'deck' }, h('div', { class: 'rack' }, h('small', {}, t('chips')), h('div', { class: 'chips' }, ...chips)), outcome, playButton),
      h('div', { class: 'history' }, h('small', {}, t('history')), beads),
    ),
  );

  function refresh() {
    tiles.forEach((tile, index) => {
      tile.setAttribute('aria-pressed', String(index === side));
      const stake = tile.querySelector('.stake-chip');
      stake.hidden = index !== side;
      stake.textContent = formatMoney(table.betSizes[chip]).replace(/\.00$/, '');
      stake.className = `stake-chip chip-${chipColours[chip % chipColours.length]}`;
      tile.disabled = playing;
    });
    chips.forEach((button, index) => ((button.disabled = playing), button.setAttribute('aria-pressed', String(index === chip))));
    playButton.disabled = playing || side === null;
  }

  function pick(index) {
    side = index;
    stage.reset();
    outcome.textContent = `${t(`side_${rules.sides[index]}`)} · ${formatMoney(table.betSizes[chip])}`;
    refresh();
  }

  function chooseChip(index) {
    chip = index;
    if (side !== null) outcome.textContent = `${t(`side_${rules.sides[side]}`)} · ${formatMoney(table.betSizes[chip])}`;
    refresh();
  }

  function addBead(result) {
    history.unshift(rules.sides.indexOf(result));
    history.length = Math.min(history.length, 24);
    beads.replaceChildren(...history.map((index) => h('span', { class: `bead bead-${colours[index]}` }, t(`side_${rules.sides[index]}`).charAt(0))));
  }

  async function play() {
    if (playing || side === null) return;
    playing = true;
    refresh();
    stage.reset();
    outcome.textContent = t('playing');
    try {
      const answer = await call('/duel/play', { session: table.session, roundId: newRoundId(), side: rules.sides[side], bet: table.betSizes[chip] });
      await stage.reveal(answer);
      const paid = cents(answer.payout);
      const staked = cents(answer.bet);
      outcome.replaceChildren(
        paid > staked
          ? h('strong', { class: 'text-gold' }, t('youWin', { amount: formatMoney(answer.payout) }))
          : paid === staked
            ? h('strong', {}, t('returned', { amount: formatMoney(answer.payout) }))
            : h('span', { class: 'muted' }, t('youLose')),
      );
      addBead(answer.result);
      setBalance(answer.balance);
      announceBalance(answer.balance, answer.currency);
    } catch (error) {
      const code = error instanceof ProviderError ? error.code : 'system.busy';
      if (fatalCodes.includes(code)) return showFatal(app, code);
      outcome.textContent = t('pickSide');
      showError(code, error?.value);
    } finally {
      playing = false;
      refresh();
    }
  }

  refresh();
});
