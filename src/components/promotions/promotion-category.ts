/**
 * Category tabs come from the promotions themselves (operators invent new
 * categories): categories we know have translations, others get a label
 * made readable from the raw value (first_deposit → "First deposit").
 */
import type { TFunction } from 'i18next';

export const knownCategories = [
  'new_player',
  'deposit',
  'first_deposit',
  'rebate',
  'cashback',
  'vip',
  'referral',
  'event',
  'slots',
  'live',
  'sports',
  'lottery',
  'tournament',
  'daily',
  'weekly',
] as const;

export interface CategoryCount {
  category: string;
  count: number;
}

/** Categories in order of first appearance, with how many promotions each holds. */
export function categoriesOf(promotions: readonly { category: string }[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const { category } of promotions) {
    if (category) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return [...counts].map(([category, count]) => ({ category, count }));
}

export function readableCategory(category: string): string {
  const words = category
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : category;
}

export function categoryLabel(t: TFunction, category: string): string {
  const key = category.toLowerCase();
  return (knownCategories as readonly string[]).includes(key) ? t(`promotions.category.${key}`) : readableCategory(category);
}
