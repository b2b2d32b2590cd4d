/** Renders a member-centre view with every text of both languages (the centre's area is loaded lazily in the portal). */
import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../src/i18n';
import { allTexts } from '../../support/all-texts';

// Vitest runs without globals, so testing-library cannot unmount by itself.
afterEach(cleanup);

export function renderView(view: ReactElement, language = 'EN') {
  const i18n = createI18n(language, allTexts);
  return { i18n, ...render(<I18nextProvider i18n={i18n}>{view}</I18nextProvider>) };
}

export const idleRequest = { phase: 'editing', busy: false, errorCode: null, fieldErrors: null, answer: null, canRetry: false } as const;
