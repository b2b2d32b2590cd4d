/** Every text of both languages at once, for views rendered outside the portal's lazy loading of locale areas. */
import type { Resource } from 'i18next';
import en from '../../../locales/en.json';
import ty from '../../../locales/ty.json';

export const allTexts: Resource = { EN: { translation: en }, TY: { translation: ty } };
