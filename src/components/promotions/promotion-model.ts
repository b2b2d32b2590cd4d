/**
 * Promotions from the announcements answer, shaped for the list and detail
 * views: images in sequence order (sequence 1 is the cover) and a plain-text
 * excerpt of the operator's HTML for the cards.
 */
import type { Promotion } from '../../services/schemas/content';
import { sanitizeHtml } from '../announcements/sanitize-html';

export interface PromotionCardModel {
  id: number;
  title: string;
  category: string;
  coverUrl: string;
  excerpt: string;
}

export interface PromotionDetailModel {
  id: number;
  title: string;
  category: string;
  coverUrl: string;
  /** Every image, cover included, in sequence order. */
  imageUrls: string[];
  /** Operator HTML, not yet sanitised: the view sanitises it where it renders it. */
  content: string;
}

// About three lines of a card at 1440 px: the cut lands on a word, not on the CSS clamp.
export const excerptLength = 100;

export function imagesInOrder(promotion: Pick<Promotion, 'announcementImages'>): string[] {
  return [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence).map((image) => image.url);
}

export function coverUrlOf(promotion: Pick<Promotion, 'announcementImages'>): string {
  return promotion.announcementImages.find((image) => image.sequence === 1)?.url ?? imagesInOrder(promotion)[0] ?? '';
}

// Block boundaries become spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
const blockBoundary = /<\/?(?:p|div|li|ul|ol|h[1-6]|br|tr|td|th|section|article|blockquote)\b/gi;

/** The sanitised content as plain text; DOMParser builds an inert document, so nothing loads or runs. */
export function plainTextOf(html: string): string {
  const spaced = sanitizeHtml(html).replace(blockBoundary, ' $&');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts at a word boundary so the card never ends mid-word. */
export function excerptOf(html: string, length = excerptLength): string {
  const text = plainTextOf(html);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export function toPromotionCard(promotion: Promotion): PromotionCardModel {
  return { id: promotion.id, title: promotion.title, category: promotion.category, coverUrl: coverUrlOf(promotion), excerpt: excerptOf(promotion.content) };
}

export function toPromotionDetail(promotion: Promotion): PromotionDetailModel {
  return {
    id: promotion.id,
    title: promotion.title,
    category: promotion.category,
    coverUrl: coverUrlOf(promotion),
    imageUrls: imagesInOrder(promotion),
    content: promotion.content,
  };
}
