/** Cover and image order, the plain-text excerpt, and the category tabs' labels. */
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import ty from '../../../../locales/ty.json';
import { createI18n } from '../../../../src/i18n';
import { coverUrlOf, excerptOf, imagesInOrder, plainTextOf, toPromotionCard, toPromotionDetail } from '../../../../src/components/promotions/promotion-model';
import { categoriesOf, categoryLabel, knownCategories, readableCategory } from '../../../../src/components/promotions/promotion-category';
import { promotion } from './fixtures';

const images = [
  { sequence: 3, url: '/c.png' },
  { sequence: 1, url: '/cover.png' },
  { sequence: 2, url: '/b.png' },
];

describe('promotion images', () => {
  it('takes sequence 1 as the cover wherever it is in the list', () => {
    expect(coverUrlOf({ announcementImages: images })).toBe('/cover.png');
  });

  it('falls back to the lowest sequence, then to nothing', () => {
    expect(coverUrlOf({ announcementImages: [{ sequence: 4, url: '/d.png' }, { sequence: 2, url: '/b.png' }] })).toBe('/b.png');
    expect(coverUrlOf({ announcementImages: [] })).toBe('');
  });

  it('lists every image in sequence order', () => {
    expect(imagesInOrder({ announcementImages: images })).toEqual(['/cover.png', '/b.png', '/c.png']);
    expect(toPromotionDetail(promotion(1, 'vip', { announcementImages: images })).imageUrls).toEqual(['/cover.png', '/b.png', '/c.png']);
  });
});

describe('promotion excerpt', () => {
  it('reads the markup as plain text with blocks kept apart', () => {
    expect(plainTextOf('<p>Deposit <strong>today</strong>,</p><ul><li>one</li><li>two &amp; three</li></ul>')).toBe('Deposit today, one two & three');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = `<p>${'lucky spin '.repeat(30)}</p>`;
    const excerpt = excerptOf(text, 40);
    expect(excerpt.length).toBeLessThanOrEqual(41);
    expect(excerpt).toMatch(/^lucky spin lucky spin .*[a-z]…$/);
    expect(excerpt).not.toMatch(/ …$/);
  });

  it('keeps short text whole', () => {
    expect(toPromotionCard(promotion(2, 'deposit')).excerpt).toBe('Body of promotion 2. Terms apply.');
  });
});

describe('promotion categories', () => {
  it('come in order of first appearance with their counts', () => {
    const list = [promotion(1, 'new_player'), promotion(2, 'deposit'), promotion(3, 'new_player'), promotion(4, '')];
    expect(categoriesOf(list)).toEqual([
      { category: 'new_player', count: 2 },
      { category: 'deposit', count: 1 },
    ]);
  });

  it('translate known categories and make others readable', () => {
    const t = createI18n('EN').t;
    expect(categoryLabel(t, 'new_player')).toBe('New players');
    expect(categoryLabel(t, 'NEW_PLAYER')).toBe('New players');
    expect(categoryLabel(t, 'mega_spin')).toBe('Mega spin');
    expect(categoryLabel(createI18n('TY').t, 'new_player')).toBe('Mga bagong manlalaro');
    expect(readableCategory('firstDepositBonus')).toBe('First deposit bonus');
    expect(readableCategory('  ')).toBe('  ');
  });

  it('have a translation in both languages for every known category', () => {
    for (const category of knownCategories) {
      expect(en.promotions.category, category).toHaveProperty(category);
      expect(ty.promotions.category, category).toHaveProperty(category);
    }
  });
});
