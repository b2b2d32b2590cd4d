/**
 * The limit form's rules: a kind and a window from the offered ones, and a
 * free amount with at most two decimals. Zero is allowed: it closes that
 * kind of play or deposit for the window. Messages are the gateway's codes.
 */
import * as v from 'valibot';
import { moneyTextPattern } from '../../../../services/schemas/funds';
import { limitKinds, limitWindows, type LimitKind, type LimitWindow } from '../../../../services/schemas/limits';

export interface LimitFormValues {
  kind: LimitKind;
  window: LimitWindow;
  amount: string;
}

export const limitFormSchema = v.object({
  kind: v.picklist(limitKinds, 'field.invalid'),
  window: v.picklist(limitWindows, 'field.invalid'),
  amount: v.pipe(v.string(), v.trim(), v.minLength(1, 'field.required'), v.regex(moneyTextPattern, 'field.invalid')),
});
