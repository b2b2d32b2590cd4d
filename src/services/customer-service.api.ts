/**
 * Customer service (spec §4, api-facts §4). The chat links arrive encrypted in
 * the status answer, so no call is needed: pick the entry for the member's
 * rank, decrypt its link and open it in the named popup the original used.
 */
import { decryptCustomerServiceLink } from './crypto/cs-link';
import type { CustomerServiceEntry } from './schemas/system';

/** Members above this rank level get the VIP desk. */
export const vipRankThreshold = 4;

export const customerServiceWindow = { name: 'service', width: 440, height: 750, features: 'width=440,height=750' } as const;

/** VIP above the threshold, else LIVECHAT; the first entry when the wanted desk is not configured. */
export function chooseCustomerServiceEntry(entries: readonly CustomerServiceEntry[], rankLevel: number | null): CustomerServiceEntry | null {
  if (entries.length === 0) return null;
  const wanted = rankLevel !== null && rankLevel > vipRankThreshold ? 'VIP' : 'LIVECHAT';
  return entries.find((entry) => entry.csType === wanted) ?? entries[0];
}

const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * The decrypted chat URL for this member, or null when none works. A link
 * that does not decrypt to a web address is skipped for the next entry, so a
 * misconfigured desk never opens a `javascript:` or garbage URL.
 */
export function customerServiceUrl(
  entries: readonly CustomerServiceEntry[],
  rankLevel: number | null,
  decrypt: (path: string) => string = decryptCustomerServiceLink,
): string | null {
  const chosen = chooseCustomerServiceEntry(entries, rankLevel);
  if (!chosen) return null;
  for (const entry of [chosen, ...entries.filter((candidate) => candidate !== chosen)]) {
    try {
      const url = decrypt(entry.path).trim();
      if (isWebUrl(url)) return url;
    } catch {
      // Not a valid ciphertext: try the next desk.
    }
  }
  return null;
}

type WindowOpener = (url: string, target: string, features: string) => unknown;

/** True when the popup opened; false when the browser blocked it. */
export function openCustomerServiceWindow(url: string, open: WindowOpener = (...args) => window.open(...args)): boolean {
  const popup = open(url, customerServiceWindow.name, customerServiceWindow.features);
  return popup !== null && popup !== undefined;
}
