/**
 * What is not a registry call: the speed-test ping, development-only
 * endpoints and the built portal with history-mode fallback.
 */
import type { Hono } from 'hono';
import type { GatewayEnv } from '../http/context';

export function mountExtras(_app: Hono<GatewayEnv>): void {}
