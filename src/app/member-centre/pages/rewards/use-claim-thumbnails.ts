/**
 * The images of the applications shown in the claims table, read one by
 * one through `promotionClaimImage` (the gateway serves them only to the
 * member who applied). Each claim's images are read once per page shown; a
 * failed read leaves that thumbnail out rather than failing the table.
 */
import { useEffect, useState } from 'react';
import type { HttpClient } from '../../../../services/http';
import { promotionClaimImageSchema, type PromotionClaimRecord } from '../../../../services/schemas/rewards';

export type ClaimThumbnails = Record<number, string[]>;

export function useClaimThumbnails(http: HttpClient, claims: readonly PromotionClaimRecord[]): ClaimThumbnails {
  const [thumbnails, setThumbnails] = useState<ClaimThumbnails>({});
  const wanted = claims.filter((claim) => claim.imageCount > 0).map((claim) => `${claim.id}:${claim.imageCount}`).join(',');
  useEffect(() => {
    const controller = new AbortController();
    const read = async (claim: PromotionClaimRecord) => {
      const positions = Array.from({ length: claim.imageCount }, (_, index) => index + 1);
      const images = await Promise.all(
        positions.map((position) =>
          http
            .call('promotionClaimImage', { data: { claimId: claim.id, position }, schema: promotionClaimImageSchema, signal: controller.signal })
            .then((answer) => answer.image)
            .catch(() => null),
        ),
      );
      if (!controller.signal.aborted) setThumbnails((known) => ({ ...known, [claim.id]: images.filter((image): image is string => image !== null) }));
    };
    claims.filter((claim) => claim.imageCount > 0).forEach((claim) => void read(claim));
    return () => controller.abort();
  }, [http, wanted]); // eslint-disable-line react-hooks/exhaustive-deps
  return thumbnails;
}
