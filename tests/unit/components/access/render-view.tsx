/** Renders a view with the bundled English texts, as the portal does. */
import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../src/i18n';

// Vitest runs without globals, so testing-library cannot unmount by itself.
afterEach(cleanup);

export function renderView(view: ReactElement) {
  const i18n = createI18n('EN');
  return { i18n, ...render(<I18nextProvider i18n={i18n}>{view}</I18nextProvider>) };
}

export const idleSms = { labelKey: 'sms.button.send', seconds: 0, enabled: true } as const;
export const dialingCodes = [
  { code: 'PH', name: 'Philippines', dialingCode: '+63' },
  { code: 'VN', name: 'Vietnam', dialingCode: '+84' },
];
