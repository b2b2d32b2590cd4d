/**
 * The duel tables' pictures: playing cards, the two fighting cocks and
 * team crests, as DOM and inline SVG (no image files).
 */
import { fromMarkup, h } from './common.js';

const ranks = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suits = ['♠', '♥', '♦', '♣'];

/** A card face down; `turn(card)` shows its face with a flip. */
export function cardSlot() {
  const face = h('div', { class: 'card-face' });
  const element = h('div', { class: 'card' }, h('div', { class: 'card-inner' }, h('div', { class: 'card-back' }), face));
  return {
    element,
    turn(card) {
      const red = card.suit === 1 || card.suit === 2;
      face.replaceChildren(
        h('span', { class: 'corner top' }, ranks[card.rank], h('i', {}, suits[card.suit])),
        h('span', { class: 'pip' }, suits[card.suit]),
        h('span', { class: 'corner bottom' }, ranks[card.rank], h('i', {}, suits[card.suit])),
      );
      face.classList.toggle('red', red);
      element.classList.add('dealt');
      void element.offsetWidth;
      element.classList.add('turned');
    },
    reset() {
      element.classList.remove('dealt', 'turned');
    },
  };
}

export function rooster(colour) {
  return fromMarkup(`
<svg class="rooster" viewBox="0 0 120 120" aria-hidden="true">
  <defs><linearGradient id="rooster-${colour}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour === 'red' ? '#ff7a7a' : '#7ab8ff'}"/><stop offset="1" stop-color="${colour === 'red' ? '#9b0d1f' : '#143f9b'}"/></linearGradient></defs>
  <path d="M30 84 C 18 70 18 46 34 36 C 40 32 46 32 50 34 L 56 22 C 58 16 66 14 70 18 C 76 14 84 18 82 26 C 90 28 92 36 86 40 L 80 44 C 88 52 90 64 86 74 C 98 66 108 70 110 80 C 102 80 96 86 92 92 C 84 100 66 104 52 100 C 44 98 36 92 30 84 Z" fill="url(#rooster-${colour})" stroke="#0b0d17" stroke-width="3" stroke-linejoin="round"/>
  <path d="M56 22 C 60 10 70 8 74 14 C 80 8 90 14 84 24 C 80 22 74 22 70 24 C 66 20 60 20 56 22 Z" fill="#ff3b3b" stroke="#0b0d17" stroke-width="2.5"/>
  <path d="M86 40 L 100 44 L 86 48 Z" fill="#f5b82e" stroke="#0b0d17" stroke-width="2.5" stroke-linejoin="round"/>
  <circle cx="74" cy="36" r="4" fill="#fff"/><circle cx="75" cy="36" r="2" fill="#0b0d17"/>
  <path d="M80 48 C 82 56 78 60 74 58 C 74 54 76 50 80 48 Z" fill="#ff3b3b" stroke="#0b0d17" stroke-width="2"/>
  <path d="M46 58 C 56 52 70 60 68 74 C 60 70 50 70 42 74 C 40 68 42 62 46 58 Z" fill="#0b0d17" opacity=".25"/>
  <path d="M50 100 L 48 112 M 62 102 L 64 112 M 44 112 H 54 M 58 112 H 70" stroke="#f5b82e" stroke-width="4" stroke-linecap="round"/>
</svg>`);
}

export function crest(colour, letter) {
  const fill = colour === 'red' ? ['#ff7a8a', '#a3122b'] : ['#7ab8ff', '#15409e'];
  return fromMarkup(`
<svg class="crest" viewBox="0 0 100 120" aria-hidden="true">
  <defs><linearGradient id="crest-${colour}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${fill[0]}"/><stop offset="1" stop-color="${fill[1]}"/></linearGradient></defs>
  <path d="M50 6 L 92 20 L 90 62 C 88 90 70 106 50 116 C 30 106 12 90 10 62 L 8 20 Z" fill="url(#crest-${colour})" stroke="#f5b82e" stroke-width="5" stroke-linejoin="round"/>
  <path d="M50 18 L 80 28 L 78 60 C 76 80 64 94 50 102" fill="none" stroke="#fff" stroke-width="3" opacity=".3"/>
  <text x="50" y="74" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="40" fill="#fff">${letter}</text>
</svg>`);
}
