/**
 * Language codes of the gateway (api-facts §5) with their names as their
 * readers write them. Only the brand's supported languages can be picked;
 * the rest keep their labels for answers that name them.
 */
export interface LanguageOption {
  code: string;
  /** Native name, shown in the selector. */
  label: string;
  /** English name, for screen readers and tests. */
  english: string;
}

export const languages: readonly LanguageOption[] = [
  { code: 'EN', label: 'English', english: 'English' },
  { code: 'TY', label: 'Tagalog', english: 'Tagalog' },
  { code: 'CN', label: '简体中文', english: 'Chinese (simplified)' },
  { code: 'TW', label: '繁體中文', english: 'Chinese (traditional)' },
  { code: 'JA', label: '日本語', english: 'Japanese' },
  { code: 'KO', label: '한국어', english: 'Korean' },
  { code: 'KR', label: '한국어 (KR)', english: 'Korean (KR)' },
  { code: 'TH', label: 'ไทย', english: 'Thai' },
  { code: 'VI', label: 'Tiếng Việt', english: 'Vietnamese' },
  { code: 'MY', label: 'မြန်မာ', english: 'Burmese' },
  { code: 'ES', label: 'Español', english: 'Spanish' },
  { code: 'HI', label: 'हिन्दी', english: 'Hindi' },
  { code: 'ID', label: 'Bahasa Indonesia', english: 'Indonesian' },
  { code: 'KM', label: 'ខ្មែរ', english: 'Khmer' },
  { code: 'MS', label: 'Bahasa Melayu', english: 'Malay' },
  { code: 'PT', label: 'Português', english: 'Portuguese' },
  { code: 'PT-BR', label: 'Português (Brasil)', english: 'Brazilian Portuguese' },
  { code: 'TA', label: 'தமிழ்', english: 'Tamil' },
  { code: 'UR', label: 'اردو', english: 'Urdu' },
  { code: 'TR', label: 'Türkçe', english: 'Turkish' },
  { code: 'BN', label: 'বাংলা', english: 'Bengali' },
  { code: 'AR', label: 'العربية', english: 'Arabic' },
  { code: 'FA', label: 'فارسی', english: 'Persian' },
  { code: 'RU', label: 'Русский', english: 'Russian' },
  { code: 'KK', label: 'Қазақ', english: 'Kazakh' },
  { code: 'UZ', label: 'Oʻzbek', english: 'Uzbek' },
  { code: 'LO', label: 'ລາວ', english: 'Lao' },
  { code: 'NE', label: 'नेपाली', english: 'Nepali' },
  { code: 'DE', label: 'Deutsch', english: 'German' },
  { code: 'FR', label: 'Français', english: 'French' },
  { code: 'IT', label: 'Italiano', english: 'Italian' },
];

export const defaultLanguage = 'EN';

/** Languages whose translations ship with the portal (spec §1). */
export const bundledLanguages: readonly string[] = ['EN', 'TY'];

export function languageLabel(code: string): string {
  return languages.find((language) => language.code === code)?.label ?? code;
}
