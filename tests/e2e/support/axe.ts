/**
 * The accessibility check the feature specs run on their own screens: axe with the WCAG 2.1 A/AA rules, the
 * serious and critical findings as readable lines (an empty list passes). `include` narrows it to one panel.
 * The portal-wide sweep with its own reporting is accessibility.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function seriousFindings(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode();
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help}`);
}
