/**
 * Composition root: services → machines.provide() → app-wide actors →
 * router context. Nothing else in the portal creates long-lived actors or
 * reads the environment.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { createHttpClient } from './services/http';
import { setGatewayAddress } from './services/dialect/address-hosts';
import { createLazyPayloadEncryptor } from './services/crypto/lazy-encryptor';
import { createLoadStatusActor } from './services/system.actors';
import { systemStatusMachine } from './machines/system-status/system-status.machine';
import { shellMachine } from './machines/shell/shell.machine';
import { createInspectedActor } from './inspection/create-inspected-actor';
import { createPortalI18n } from './i18n/portal-i18n';
import { startLanguage } from './i18n/language-storage';
import { AppProvider, type AppContext } from './app/app-context';
import { AnnouncementsProvider, requestAnnouncementsEarly } from './app/content/announcements';
import { firstBannerUrl } from './components/banner/banner-groups';
import { preloadImage } from './components/banner/preload-image';
import { isLoggedInNow } from './app/session-view';
import { createLanguageSwitch } from './app/language';
import { deviceIdOf } from './app/device-id';
import { accessDepsFor } from './app/access/access-deps';
import { createSessionLogic } from './services/session-logic';
import { sessionAdapter } from './app/access/session-adapter';
import { createLazyGameLauncher } from './app/games/launch/lazy-game-launcher';
import { loadGameTexts } from './app/games/game-texts';
import { createCentreOpener } from './app/member-centre/centre-opener';
import { createAppRouter, startLoadingScreens, type AppRouter } from './router';
import { applyTheme } from './styles/apply-theme';
import './styles/global.css';

const env = import.meta.env;
const merchant: string = env.VITE_MERCHANT ?? 'XSP';
const tokenKey = 'token';

const { i18n, ready: languageReady } = createPortalI18n(startLanguage(localStorage));
document.documentElement.lang = i18n.language === 'TY' ? 'tl' : i18n.language.toLowerCase();
sessionStorage.setItem('merchant', merchant);

const getToken = () => sessionStorage.getItem(tokenKey);
// The session actor is made from the client, so the client reaches it late.
let reportSessionExpired = () => sessionStorage.removeItem(tokenKey);

setGatewayAddress(env.VITE_GATEWAY_URL ?? '');
const http = createHttpClient({
  baseURL: env.VITE_GATEWAY_URL ?? '',
  merchant,
  getToken,
  getLanguage: () => i18n.language,
  getDeviceId: () => deviceIdOf(localStorage),
  encryptor: createLazyPayloadEncryptor(env.VITE_ENCRYPTION ?? 'v2'),
  // A 401 is data: the session machine decides what it means.
  onSessionExpired: () => reportSessionExpired(),
});

const systemStatus = createInspectedActor(
  systemStatusMachine.provide({ actors: { loadStatus: createLoadStatusActor({ http, cache: sessionStorage, host: location.host }) } }),
);
const shell = createInspectedActor(shellMachine, { input: { pathname: location.pathname } });
// Provided from the same dependencies as the login and register flows (one set per client), so they share stores.
const session = createInspectedActor(createSessionLogic(accessDepsFor(http)));
reportSessionExpired = () => session.send({ type: 'session.expired' });
// The operator switched maintenance: the root screen asks again behind what it shows (signed-in tabs hear it live).
session.on('live.changed', ({ topics }) => {
  if (topics.includes('maintenance')) systemStatus.send({ type: 'status.recheck' });
});

systemStatus.subscribe((snapshot) => {
  const brand = snapshot.context.answer?.info.brand;
  if (!brand) return;
  applyTheme(brand.theme);
  document.title = brand.name;
});
systemStatus.start();
shell.start();
session.start();

let appRouter: AppRouter | null = null;
const app: AppContext = {
  http,
  actors: { systemStatus, shell, session },
  i18n,
  merchant,
  getToken,
  sessionAdapter,
  // The router is made from this context, so the centres reach it late.
  centres: createCentreOpener(() => appRouter),
  changeLanguage: createLanguageSwitch({ i18n, http, getToken, store: localStorage }),
};

app.gameLauncher = createLazyGameLauncher(async () => {
  // The launch modals' texts come with the launch flow's code.
  const [{ createAppGameLauncher }] = await Promise.all([import('./app/games/launch/app-game-launcher'), loadGameTexts(i18n)]);
  return createAppGameLauncher({
    http,
    merchant,
    language: () => i18n.language,
    getToken,
    session,
    shell,
    systemStatus,
    router: () => appRouter,
    storage: sessionStorage,
    random: Math.random,
  });
});

const router = createAppRouter(app);
appRouter = router;

// Asked for now, beside the status answer, rather than once the first render has committed.
startLoadingScreens(router);
const earlyAnnouncements = requestAnnouncementsEarly(http, { language: i18n.language, loggedIn: isLoggedInNow(app) });
earlyAnnouncements.answer.then((answer) => preloadImage(firstBannerUrl(answer.banners, location.pathname))).catch(() => undefined);

// The first render waits for the start language's texts (at once for the default language).
void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProvider value={app}>
          {/* Above the router: the announcements load beside the status answer instead of after it, and every screen and modal shares them. */}
          <AnnouncementsProvider early={earlyAnnouncements}>
            <RouterProvider router={router} />
          </AnnouncementsProvider>
        </AppProvider>
      </I18nextProvider>
    </StrictMode>,
  ),
);
