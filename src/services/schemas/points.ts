/** Answers of the points calls (PTSYS3). */
import * as v from 'valibot';

export const pointBalanceSchema = v.object({ pointBalance: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type PointBalance = v.InferOutput<typeof pointBalanceSchema>;
