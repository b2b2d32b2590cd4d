/**
 * The announcements provider takes the answer asked for before the first
 * render when nothing it was asked for has changed, and asks again when the
 * language differs; it never sends the first request twice.
 */
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createActor } from 'xstate';
import { AppProvider, type AppContext } from '../../../src/app/app-context';
import { AnnouncementsProvider, requestAnnouncementsEarly, useAnnouncements } from '../../../src/app/content/announcements';
import { createI18n } from '../../../src/i18n';
import { shellMachine } from '../../../src/machines/shell/shell.machine';
import type { Announcements } from '../../../src/services/schemas/content';
import type { HttpClient } from '../../../src/services/http';

const answerWith = (title: string): Announcements => ({
  banners: [],
  player: [{ id: 1, title, content: '', timestamp: 0 }],
  popup: [],
  promotion: [],
  headline: [],
});

/** A gateway that answers each announcements request with the language it was sent in, and counts them. */
function countingHttp(language: () => string): { http: HttpClient; requests: string[] } {
  const requests: string[] = [];
  const http = {
    call: async (name: string) => {
      requests.push(`${name}:${language()}`);
      return answerWith(`notice in ${language()}`);
    },
  } as unknown as HttpClient;
  return { http, requests };
}

function appWith(http: HttpClient, i18n: AppContext['i18n']): AppContext {
  return {
    http,
    actors: { systemStatus: undefined, shell: createActor(shellMachine, { input: { pathname: '/' } }), session: undefined },
    i18n,
    merchant: 'XSP',
    getToken: () => null,
    sessionAdapter: undefined,
    centres: undefined,
    changeLanguage: async () => undefined,
  } as unknown as AppContext;
}

/** What each render showed, in order. */
const rendered: string[] = [];

function FirstNotice() {
  const title = useAnnouncements()?.player[0]?.title ?? 'none';
  rendered.push(title);
  return <p data-testid="first-notice">{title}</p>;
}

function renderProvider(app: AppContext, early: ReturnType<typeof requestAnnouncementsEarly>) {
  return render(
    <I18nextProvider i18n={app.i18n}>
      <AppProvider value={app}>
        <AnnouncementsProvider early={early}>
          <FirstNotice />
        </AnnouncementsProvider>
      </AppProvider>
    </I18nextProvider>,
  );
}

describe('announcements asked for before the first render', () => {
  it('are taken by the provider without a second request', async () => {
    const i18n = createI18n('EN');
    const { http, requests } = countingHttp(() => i18n.language);
    const early = requestAnnouncementsEarly(http, { language: 'EN', loggedIn: false });
    renderProvider(appWith(http, i18n), early);
    await waitFor(() => expect(screen.getByTestId('first-notice').textContent).toBe('notice in EN'));
    expect(requests).toEqual(['announcements:EN']);
  });

  it('show in the very first render when they arrived before it', async () => {
    const i18n = createI18n('EN');
    const { http, requests } = countingHttp(() => i18n.language);
    const early = requestAnnouncementsEarly(http, { language: 'EN', loggedIn: false });
    await early.answer;
    await Promise.resolve();
    rendered.length = 0;
    renderProvider(appWith(http, i18n), early);
    expect(rendered[0]).toBe('notice in EN');
    expect(requests).toEqual(['announcements:EN']);
  });

  it('are left aside when the language changed before the render, and the provider asks in the new one', async () => {
    const i18n = createI18n('EN');
    const { http, requests } = countingHttp(() => i18n.language);
    const early = requestAnnouncementsEarly(http, { language: 'EN', loggedIn: false });
    await act(() => i18n.changeLanguage('TY'));
    renderProvider(appWith(http, i18n), early);
    await waitFor(() => expect(screen.getByTestId('first-notice').textContent).toBe('notice in TY'));
    expect(requests).toEqual(['announcements:EN', 'announcements:TY']);
  });

  it('serve only the first load: a later change of language asks the gateway', async () => {
    const i18n = createI18n('EN');
    const { http, requests } = countingHttp(() => i18n.language);
    renderProvider(appWith(http, i18n), requestAnnouncementsEarly(http, { language: 'EN', loggedIn: false }));
    await waitFor(() => expect(screen.getByTestId('first-notice').textContent).toBe('notice in EN'));
    await act(() => i18n.changeLanguage('TY'));
    await waitFor(() => expect(screen.getByTestId('first-notice').textContent).toBe('notice in TY'));
    await act(() => i18n.changeLanguage('EN'));
    await waitFor(() => expect(requests).toEqual(['announcements:EN', 'announcements:TY', 'announcements:EN']));
  });
});
