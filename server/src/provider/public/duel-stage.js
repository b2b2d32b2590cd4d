/**
 * The stage above the betting spots: the table's name on the cloth, two
 * sides facing each other and the reveal of the round the server played (cards dealt and turned, a fight
 * down to a knock-out, a match counted up to its final score).
 */
import { h, t } from './common.js';
import { cardSlot, crest, rooster } from './duel-art.js';

const wait = (ms) => new Promise((done) => setTimeout(done, ms));

/** Which colour each side wears, by table kind: side A, side B. */
export const sideColours = { baccarat: ['blue', 'red'], dragonTiger: ['red', 'blue'], cockfight: ['red', 'blue'], match: ['blue', 'red'] };

function cardsStage(count) {
  const sides = [0, 1].map(() => {
    const slots = Array.from({ length: count }, cardSlot);
    const score = h('div', { class: 'score-badge', hidden: true });
    return { slots, score, cards: h('div', { class: 'cards' }, ...slots.map((slot) => slot.element)) };
  });
  return {
    parts: sides.map((side) => [side.cards, side.score]),
    reset: () => sides.forEach((side) => (side.slots.forEach((slot) => slot.reset()), (side.score.hidden = true))),
    async reveal(reveal) {
      const hands = reveal.kind === 'baccarat' ? reveal.hands : reveal.cards.map((card) => [card]);
      // Dealt as at the table: one card to each side in turn.
      for (let index = 0; index < count; index++) {
        for (const side of [0, 1]) {
          sides[side].slots[index].turn(hands[side][index]);
          await wait(380);
        }
      }
      if (reveal.kind === 'baccarat')
        sides.forEach((side, index) => ((side.score.textContent = t('points', { points: reveal.points[index] })), (side.score.hidden = false)));
    },
  };
}

function fightStage(colours) {
  const fighters = colours.map((colour) => {
    const bar = h('i', {});
    const element = h('div', { class: 'fighter' }, rooster(colour), h('div', { class: 'health' }, bar));
    return { element, bar };
  });
  const stamp = h('div', { class: 'stamp', hidden: true });
  const setHealth = (values) => fighters.forEach((fighter, index) => fighter.bar.style.setProperty('--health', `${values[index]}%`));
  setHealth([100, 100]);
  return {
    parts: fighters.map((fighter, index) => (index === 0 ? [fighter.element] : [fighter.element, stamp])),
    reset: () => (setHealth([100, 100]), (stamp.hidden = true), fighters.forEach((fighter) => fighter.element.classList.remove('hit', 'down'))),
    async reveal(reveal) {
      const steps = 5;
      for (let step = 1; step <= steps; step++) {
        const attacker = step % 2;
        fighters[1 - attacker].element.classList.remove('hit');
        void fighters[1 - attacker].element.offsetWidth;
        fighters[1 - attacker].element.classList.add('hit');
        setHealth(reveal.health.map((end) => Math.round(100 - ((100 - end) * step) / steps)));
        await wait(300);
      }
      reveal.health.forEach((value, index) => value === 0 && fighters[index].element.classList.add('down'));
      stamp.textContent = reveal.health[0] === 0 && reveal.health[1] === 0 ? t('doubleKnockout') : t('knockout');
      stamp.hidden = false;
    },
  };
}

function matchStage(colours) {
  const goals = [h('b', {}, '0'), h('b', {}, '0')];
  const clock = h('small', {}, '0′');
  const board = h('div', { class: 'scoreboard' }, goals[0], h('span', {}, ':'), goals[1]);
  return {
    parts: [[crest(colours[0], 'H')], [crest(colours[1], 'A')]],
    middle: h('div', { class: 'match-middle' }, board, clock),
    reset: () => ((goals[0].textContent = '0'), (goals[1].textContent = '0'), (clock.textContent = '0′')),
    async reveal(reveal) {
      const events = [...Array(reveal.score[0]).fill(0), ...Array(reveal.score[1]).fill(1)].sort(() => 0.5 - Math.random());
      const shown = [0, 0];
      for (let index = 0; index < events.length; index++) {
        shown[events[index]]++;
        goals[events[index]].textContent = String(shown[events[index]]);
        clock.textContent = `${Math.round(((index + 1) / (events.length + 1)) * 90)}′`;
        board.classList.remove('goal');
        void board.offsetWidth;
        board.classList.add('goal');
        await wait(360);
      }
      clock.textContent = t('fullTime');
    },
  };
}

export function createStage(rules) {
  const colours = sideColours[rules.kind];
  const stage =
    rules.kind === 'baccarat'
      ? cardsStage(2)
      : rules.kind === 'dragonTiger'
        ? cardsStage(1)
        : rules.kind === 'cockfight'
          ? fightStage(colours)
          : matchStage(colours);
  const panels = [0, 1].map((index) =>
    h('div', { class: `stage-side side-${colours[index]}` }, h('div', { class: 'side-name' }, t(`side_${rules.sides[index]}`)), ...stage.parts[index]),
  );
  const verdict = h('div', { class: 'verdict' });
  const element = h(
    'section',
    { class: `stage stage-${rules.kind}` },
    panels[0],
    h(
      'div',
      { class: 'stage-middle' },
      // The table's name printed on the cloth, as a casino prints it on its felt.
      h('div', { class: 'table-plate', 'data-testid': 'table-name' }, rules.tableName),
      stage.middle ?? h('div', { class: 'versus' }, 'VS'),
      verdict,
    ),
    panels[1],
  );
  return {
    element,
    reset() {
      stage.reset();
      verdict.replaceChildren();
      panels.forEach((panel) => panel.classList.remove('winner'));
    },
    async reveal(answer) {
      await stage.reveal(answer.reveal);
      const index = rules.sides.indexOf(answer.result);
      if (index < 2) panels[index].classList.add('winner');
      verdict.replaceChildren(
        h(
          'strong',
          { class: index < 2 ? `text-${colours[index]}` : 'text-green' },
          index < 2 ? t('wins', { side: t(`side_${answer.result}`) }) : t('tieResult', { side: t(`side_${answer.result}`) }),
        ),
      );
    },
  };
}
