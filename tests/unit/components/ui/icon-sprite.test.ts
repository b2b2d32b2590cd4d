/** Every icon name has its drawing in the sprite, and the sprite draws no icon the portal cannot name. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../../../../src/components/ui/icons';

const sprite = readFileSync(new URL('../../../../src/components/ui/icons.svg', import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">/g)].map(([, id, viewBox]) => ({ id, viewBox }));

describe('icon sprite', () => {
  it('holds one symbol per icon name, on the 24-unit grid', () => {
    expect(symbols.map((symbol) => symbol.id).sort()).toEqual([...iconNames].sort());
    expect(symbols.filter((symbol) => symbol.viewBox !== '0 0 24 24')).toEqual([]);
  });

  it('leaves colour and stroke to the icon element, so icons follow the text colour', () => {
    expect(sprite).not.toMatch(/\b(?:stroke|fill|color)=/);
  });
});
