/** Inbox messages are operator HTML: the reader shows it cleaned, the list a one-line text of it. */
import { sanitizeHtml } from '../../announcements/sanitize-html';

export const messageHtml = (content: string): string => sanitizeHtml(content);

/** The words of a message without its markup (parsing never runs scripts or loads images). */
export function messageExcerpt(content: string): string {
  const text = new DOMParser().parseFromString(content, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
