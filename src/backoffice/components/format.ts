/** Times as an operator reads them: date and time in the page's language. */
export const formatTime = (ms: number | null | undefined, language: string): string =>
  typeof ms === 'number' ? new Date(ms).toLocaleString(language === 'TY' ? 'fil-PH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
