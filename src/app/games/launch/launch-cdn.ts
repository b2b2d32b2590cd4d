/** The game launch host: one of the status answer's launchGameCDNs, chosen at random for each launch (spec §7). */
export function pickLaunchCdn(cdns: readonly string[], random: () => number): string {
  if (!cdns.length) return '';
  return cdns[Math.min(cdns.length - 1, Math.floor(random() * cdns.length))];
}
