/**
 * The deposit page's offer of limits: whether the gateway still makes it,
 * and declining it, which the gateway remembers for every device.
 */
import { useCallback, useState } from 'react';
import { declineLimitOffer, loadLimits } from '../../../services/limits.api';
import { useApp } from '../../app-context';
import { useAnswer } from '../funds/use-answer';

export function useLimitsOffer(): { offered: boolean; declining: boolean; decline(): void } {
  const { http } = useApp();
  const limits = useAnswer(loadLimits);
  const [declining, setDeclining] = useState(false);
  const { replace } = limits;
  const decline = useCallback(() => {
    setDeclining(true);
    declineLimitOffer({ http })
      .then(replace)
      // A failed decline leaves the offer up: the member can answer again.
      .catch(() => undefined)
      .finally(() => setDeclining(false));
  }, [http, replace]);
  return { offered: limits.data?.offer ?? false, declining, decline };
}
