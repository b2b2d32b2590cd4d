/** Points calls: the member's point balance. */
import type { ApiContext } from './session.api';
import { pointBalanceSchema } from './schemas/points';

export const loadPointBalance = async ({ http, signal }: ApiContext): Promise<number> =>
  (await http.call('pointBalance', { schema: pointBalanceSchema, signal })).pointBalance;
