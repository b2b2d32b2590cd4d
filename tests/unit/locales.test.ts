/**
 * Every translation key the portal uses exists in both locale files, and
 * the two files hold the same keys. Keys are found in the source (t('…'),
 * i18nKey="…", and *Key: '…' properties), error codes come from
 * error-codes.ts as errors.<code>, and keys built at run time are listed by
 * the modules that build them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ty from '../../locales/ty.json';
import { errorCodes } from '../../src/services/error-codes';
import { sections } from '../../src/app/sections';
import { createI18n } from '../../src/i18n';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', into = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.add(path);
    else flatten(value, path, into);
  }
  return into;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.gen.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const keyPatterns = [
  /(?<![\w$])t\(\s*['"]([^'"\s]+)['"]/g,
  /i18nKey=\{?\s*['"]([^'"\s]+)['"]/g,
  /\b\w*Key\s*[:=]\s*['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/g,
];

function usedKeys(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(join(process.cwd(), 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of keyPatterns) for (const match of text.matchAll(pattern)) found.set(match[1], file);
  }
  return found;
}

/** Keys assembled at run time (`shell.sections.${key}.title`), named by their modules. */
const builtKeys = [
  ...Object.values(sections).flatMap((section) => ['title', 'intro', 'emptyTitle', 'emptyText'].map((part) => `shell.sections.${section.key}.${part}`)),
  ...['telegram1', 'telegram2', 'facebook'].map((link) => `shell.rightBar.${link}`),
];

const enKeys = flatten(en as Tree);
const tyKeys = flatten(ty as Tree);

describe('locales', () => {
  it('have the same keys in EN and TY', () => {
    expect([...enKeys].filter((key) => !tyKeys.has(key)), 'missing in ty.json').toEqual([]);
    expect([...tyKeys].filter((key) => !enKeys.has(key)), 'missing in en.json').toEqual([]);
  });

  it('translate every key used in src', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter(([key]) => !enKeys.has(key) || !tyKeys.has(key)).map(([key, file]) => `${key} (${file.replace(process.cwd(), '')})`);
    expect(missing).toEqual([]);
  });

  it('translate every key built at run time', () => {
    expect(builtKeys.filter((key) => !enKeys.has(key) || !tyKeys.has(key))).toEqual([]);
  });

  it('translate every error code once, as errors.<code> or (shown only in one centre) memberCentre.errors.<code> / agentCentre.errors.<code>', () => {
    const placesOf = (code: string, keys: Set<string>) => [`errors.${code}`, `memberCentre.errors.${code}`, `agentCentre.errors.${code}`].filter((key) => keys.has(key));
    const wrong = Object.values(errorCodes).filter((code) => placesOf(code, enKeys).length !== 1 || placesOf(code, tyKeys).join() !== placesOf(code, enKeys).join());
    expect(wrong).toEqual([]);
  });

  it('resolve dotted error codes and interpolation through i18next', () => {
    const i18n = createI18n('TY');
    expect(i18n.t('errors.network.abnormal')).toBe((ty as Tree & { errors: Record<string, string> }).errors['network.abnormal']);
    expect(i18n.t('shell.footer.copyright', { year: 2026, brand: 'XSP Royal' })).toContain('2026 XSP Royal');
    expect(createI18n('EN').t('shell.header.login')).not.toBe(i18n.t('shell.header.login'));
  });
});
