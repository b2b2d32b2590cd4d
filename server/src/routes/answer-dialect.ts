/**
 * The last step of every answer the original gateway family spells
 * otherwise (src/services/dialect/field-names.ts): the original's names
 * beside ours, and picture and game addresses absolute on the hosts the
 * caller reaches us at. Public answers that pass here differ by origin, so
 * their cache key starts with it.
 */
import type { Context } from 'hono';
import { answerShapes, type RenamedCall } from '../../../src/services/dialect/field-names';
import { toOriginal } from '../../../src/services/dialect/write-original';
import { addressHostsOf, hostListsFor } from '../domain/asset-hosts';
import type { GatewayEnv } from '../http/context';
import { requestPlace } from './system/request-place';

export async function inBothDialects<T>(call: RenamedCall, value: T, c: Context<GatewayEnv>): Promise<T> {
  const hosts = addressHostsOf(hostListsFor(await c.get('reads').cdn(), requestPlace(c).origin));
  return toOriginal(answerShapes[call], value, hosts);
}

/** The part of a public answer's key that its absolute addresses depend on. */
export const addressKey = (c: Context<GatewayEnv>): string => requestPlace(c).origin;
