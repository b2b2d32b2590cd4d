/**
 * The slot's symbols as one SVG sprite per theme: each cell on the reels is
 * a small <svg><use href="#sym-…"></svg>, so a long spinning strip costs
 * little. Pure vector art: no image files, nothing for the CSP to allow.
 * A page plays one theme, so it installs that theme's sprite only.
 */
import { fromMarkup } from './common.js';
import { dragonArt } from './slot-art-dragon.js';
import { fruitArt } from './slot-art-fruit.js';
import { jungleArt } from './slot-art-jungle.js';
import { oceanArt } from './slot-art-ocean.js';
import { pharaohArt } from './slot-art-pharaoh.js';
import { spaceArt } from './slot-art-space.js';

const art = { fruit: fruitArt, ocean: oceanArt, pharaoh: pharaohArt, dragon: dragonArt, space: spaceArt, jungle: jungleArt };

export function installSymbols(theme) {
  if (document.querySelector('svg.sprite')) return;
  document.body.prepend(
    fromMarkup(
      `<svg xmlns="http://www.w3.org/2000/svg" class="sprite" data-theme="${theme}" aria-hidden="true" focusable="false">${art[theme] ?? art.fruit}</svg>`,
    ),
  );
}

export const symbolSvg = (symbol) =>
  fromMarkup(`<svg class="symbol symbol-${symbol}" viewBox="0 0 100 100" aria-hidden="true"><use href="#sym-${symbol}"/></svg>`);
