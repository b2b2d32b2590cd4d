// @vitest-environment happy-dom
/**
 * The visitor's language (api-facts §5): the start language is written to
 * localStorage hisLang and lang on the first visit; a switch changes the
 * page, stores the choice and tells the gateway only for a logged-in member.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLanguageSwitch } from '../../src/app/language';
import { createI18n } from '../../src/i18n';
import { languageStorageKey, readLanguage, startLanguage } from '../../src/i18n/language-storage';
import type { HttpClient } from '../../src/services/http';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

const stored = () => ({ hisLang: localStorage.getItem('hisLang'), lang: localStorage.getItem('lang') });

describe('start language', () => {
  it('is EN on a first visit, and the first visit writes it under hisLang and lang', () => {
    expect(languageStorageKey).toBe('hisLang');
    expect(startLanguage(localStorage)).toBe('EN');
    expect(stored()).toEqual({ hisLang: 'EN', lang: 'EN' });
  });

  it('keeps a saved choice and writes it under both keys', () => {
    localStorage.setItem('hisLang', 'TY');
    expect(startLanguage(localStorage)).toBe('TY');
    expect(stored()).toEqual({ hisLang: 'TY', lang: 'TY' });
  });

  it('falls back to lang when hisLang is missing', () => {
    localStorage.setItem('lang', 'TY');
    expect(startLanguage(localStorage)).toBe('TY');
    expect(stored()).toEqual({ hisLang: 'TY', lang: 'TY' });
  });

  it('falls back to EN for a language the portal does not ship', () => {
    localStorage.setItem('hisLang', 'JA');
    expect(readLanguage(localStorage)).toBe('EN');
    expect(startLanguage(localStorage)).toBe('EN');
    expect(stored()).toEqual({ hisLang: 'EN', lang: 'EN' });
  });

  it('still starts when storage refuses writes, or there is none', () => {
    const refusing = { getItem: () => 'TY', setItem: () => { throw new DOMException('quota', 'QuotaExceededError'); } };
    expect(startLanguage(refusing)).toBe('TY');
    expect(startLanguage(null)).toBe('EN');
  });
});

describe('language switch', () => {
  function setup(token: string | null, answer: Promise<unknown> = Promise.resolve(null)) {
    const i18n = createI18n('EN');
    const call = vi.fn((_name: string, _options: { data?: Record<string, unknown> }) => answer);
    const http = { call } as unknown as HttpClient;
    const switchLanguage = createLanguageSwitch({ i18n, http, getToken: () => token, store: localStorage });
    return { i18n, call, switchLanguage };
  }

  it('changes the page language, stores hisLang and lang, and sends nothing for a visitor', async () => {
    const { i18n, call, switchLanguage } = setup(null);
    await switchLanguage('TY');
    expect(i18n.language).toBe('TY');
    expect(i18n.t('errors.network.abnormal')).not.toBe(createI18n('EN').t('errors.network.abnormal'));
    expect(stored()).toEqual({ hisLang: 'TY', lang: 'TY' });
    expect(document.documentElement.lang).toBe('tl');
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the language update call for a logged-in member', async () => {
    const { call, switchLanguage } = setup('session-token');
    await switchLanguage('TY');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0][0]).toBe('languageUpdate');
    expect(call.mock.calls[0][1].data).toEqual({ language: 'TY' });
    await switchLanguage('EN');
    expect(call.mock.calls[1][1].data).toEqual({ language: 'EN' });
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the new language when the gateway refuses the update', async () => {
    const { i18n, switchLanguage } = setup('session-token', Promise.reject(new Error('offline')));
    await expect(switchLanguage('TY')).resolves.toBeUndefined();
    expect(i18n.language).toBe('TY');
    expect(stored()).toEqual({ hisLang: 'TY', lang: 'TY' });
  });
});
