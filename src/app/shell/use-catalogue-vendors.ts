/**
 * The footer's game providers: the catalogue's vendors, from the vendor
 * lanes the lobby pages share (session cache `gameVendor`). The first page
 * does not pay for them: when no lobby page has kept the lanes yet, they are
 * asked for only once the footer comes near the screen.
 */
import { useCallback, useEffect, useState, type RefCallback } from 'react';
import type { FooterLogo } from '../../components/footer/footer';
import type { VendorLane } from '../../services/schemas/games';
import { lanesOf, readCachedLanes } from '../../services/lobby.actors';
import { useApp } from '../app-context';

/** One logo per vendor, in lane order (a vendor listed in two lanes shows once). */
export function catalogueVendorLogos(lanes: readonly VendorLane[]): FooterLogo[] {
  const seen = new Set<string>();
  return lanes
    .flatMap((lane) => lane.cards)
    .filter((card) => !seen.has(card.vendor) && seen.add(card.vendor))
    .map((card) => ({ name: card.vendorName, src: card.logoUrl }));
}

const nearMargin = '600px';

export function useCatalogueVendors(): { logos: FooterLogo[]; nearRef: RefCallback<HTMLElement> } {
  const { http, merchant } = useApp();
  const [lanes, setLanes] = useState(() => readCachedLanes(sessionStorage));
  const [near, setNear] = useState(false);

  const nearRef = useCallback<RefCallback<HTMLElement>>((element) => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: nearMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (lanes || !near) return;
    const controller = new AbortController();
    // A failed answer leaves the list empty: the footer is no place to report it.
    lanesOf({ http, merchant, cache: sessionStorage }, controller.signal).then(setLanes, () => undefined);
    return () => controller.abort();
  }, [http, merchant, lanes, near]);

  return { logos: lanes ? catalogueVendorLogos(lanes) : [], nearRef };
}
