/**
 * The back office's composition root: texts, who is signed in (asked once
 * from the session cookie), the router. Loaded by main.tsx, the entry.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { createAuth } from './auth';
import { createBackofficeI18n } from './i18n';
import { createBackofficeRouter } from './router';
import { backofficeApi } from './services/backoffice.api';
import './backoffice.css';

export async function start(): Promise<void> {
  const i18n = createBackofficeI18n();
  const auth = createAuth();
  auth.set(await backofficeApi.currentOperator().catch(() => null));
  const router = createBackofficeRouter({ auth, i18n });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
}

