/**
 * Splits the locale files for the bundle. locales/en.json and ty.json stay
 * the one source of every text; the build serves them as `locale:core/<lang>`
 * (everything but the lazy areas: the default language's comes with the
 * entry, another language's loads when the page is shown in it) and
 * `locale:<area>/<lang>` (one area, loaded with the screens that use it), so
 * neither the other language nor the texts of lazily loaded screens weigh on
 * the home page.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Top-level locale keys whose screens all load lazily. */
export const lazyLocaleAreas = ['games', 'memberCentre', 'agentCentre', 'pointMall', 'inspector', 'backoffice'] as const;

const pattern = /^\0?locale:([A-Za-z]+)\/(en|ty)$/;

export function localeAreas(root: string): Plugin {
  return {
    name: 'locale-areas',
    resolveId: (id) => (pattern.test(id) ? `\0${id}` : null),
    load(id) {
      const match = pattern.exec(id);
      if (!match || !id.startsWith('\0')) return null;
      const [, part, language] = match;
      const file = resolve(root, 'locales', `${language}.json`);
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const lazy: readonly string[] = lazyLocaleAreas;
      if (part !== 'core' && !lazy.includes(part)) this.error(`locale:${part}: not a lazy locale area (${lazy.join(', ')})`);
      const picked = part === 'core' ? Object.fromEntries(Object.entries(texts).filter(([key]) => !lazy.includes(key))) : { [part]: texts[part] ?? {} };
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
