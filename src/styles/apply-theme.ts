/**
 * Feeds the operator's theme (status answer brand.theme: token name without
 * the leading dashes → value) into the :root custom properties that
 * tokens.css declares.
 */
export function applyTheme(theme: Record<string, string>, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(theme)) {
    if (!/^[a-z0-9-]+$/i.test(name) || value.trim() === '') continue;
    root.style.setProperty(`--${name.replace(/^-+/, '')}`, value);
  }
}
