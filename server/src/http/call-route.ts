/**
 * Mounts calls of the shared registry. One place does what every call needs:
 * merchant check, token and account-type rules, decryption of E calls,
 * parsing, completion of what the original portal family leaves out
 * (original-input.ts), valibot validation of the input, and the envelope.
 * Handlers get a validated input and return a value or throw a DomainError.
 *
 * We validate here rather than with a per-route validator middleware because
 * an E call's payload exists only after decryption.
 */
import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { CallDef } from '../../../src/services/calls';
import { errorCodes } from '../../../src/services/error-codes';
import { headers } from '../../../src/services/headers';
import { agentTypes, trialType } from '../../../src/services/schemas/account';
import { TimedAnswer, type BuiltAnswer } from '../cache/public-answers';
import type { GatewayDeps, GatewayEnv, Member } from './context';
import { derivedRequestId } from './derived-request-id';
import { DomainError } from './domain-error';
import { completeInput, lacksRequestId } from './original-input';
import { callLimits } from './rate-limits';
import { envelopeFor } from './respond';

export interface CallContext<TInput> {
  input: TInput;
  /** The caller's member when the call needs a token; otherwise null unless a valid token was sent. */
  member: Member | null;
  token: string | null;
  deps: GatewayDeps;
  c: Context<GatewayEnv>;
}

/**
 * A call whose answer is the same for everyone who sends the same key: it is
 * built once and served from the instance's public answers
 * (cache/public-answers.ts) until the content version moves or `validUntil`
 * passes (a handler that knows its answer ages returns `timedAnswer`).
 * Merchant check, token rules and input validation still run on every
 * request.
 */
export interface PublicAnswerRule<TInput> {
  /** Everything the answer depends on besides the content and the merchant (added here): language, query values. */
  key(ctx: CallContext<TInput>): string;
  /** Values of this request written where the handler put `holeMarker`, in order. */
  holes?(ctx: CallContext<TInput>): unknown[];
}

export interface CallRoute<TSchema extends v.GenericSchema = v.GenericSchema> {
  call: CallDef;
  input: TSchema;
  handle(ctx: CallContext<v.InferOutput<TSchema>>): Promise<unknown>;
  publicAnswer?: PublicAnswerRule<v.InferOutput<TSchema>>;
}

export const defineRoute = <TSchema extends v.GenericSchema>(route: CallRoute<TSchema>): CallRoute<TSchema> => route;

/** Input of calls that take nothing. */
export const noInput = v.looseObject({});

export function mountRoutes(app: Hono<GatewayEnv>, routes: readonly CallRoute<any>[]): void {
  const limitsOf = callLimits();
  for (const route of routes) {
    // Rate limits sit between identifying the caller (the per-member budget needs them) and reading the body.
    const limits = limitsOf(route.call);
    const handler: Handler<GatewayEnv> = async (c) => {
      const deps = c.get('deps');
      const { token, member } = c.get('caller');
      try {
        checkMerchant(c, deps);
        checkAccess(route.call, token, member);
        const raw = await readInput(c, route.call, deps);
        const parsed = v.safeParse(route.input, await completed(c, route, raw, member, token));
        if (!parsed.success) throw new DomainError(errorCodes.badRequest, 400, null, fieldErrors(parsed.issues));
        const ctx: CallContext<unknown> = { input: parsed.output, member, token, deps, c };
        if (route.publicAnswer) return c.body(await publicAnswer(route, ctx), 200, jsonType);
        const value = await route.handle(ctx);
        if (value instanceof Response) return value;
        return c.json(envelopeFor.ok(value));
      } catch (error) {
        return envelopeFor.error(c, error);
      }
    };
    if (limits) app.on(route.call.method, route.call.path, identifyCaller, limits, handler);
    else app.on(route.call.method, route.call.path, identifyCaller, handler);
  }
}

const jsonType = { 'Content-Type': 'application/json' };

/** The request with what clients of the original portal family leave out filled in (original-input.ts). */
async function completed(c: Context<GatewayEnv>, route: CallRoute<any>, raw: unknown, member: Member | null, token: string | null): Promise<unknown> {
  const { db, clock } = c.get('deps');
  const now = clock.now();
  const requestId =
    member && token && lacksRequestId(route.input, raw)
      ? await derivedRequestId({ db, call: route.call, memberId: member.id, token, encryption: c.req.header(headers.encryption), payload: raw, now })
      : undefined;
  return completeInput(route.input, raw, { now, requestId });
}

function publicAnswer(route: CallRoute<any>, ctx: CallContext<unknown>): Promise<string> {
  const rule = route.publicAnswer!;
  const { deps, c } = ctx;
  const key = `${route.call.method} ${route.call.path}|${deps.config.merchant}|${rule.key(ctx)}`;
  const build = async (): Promise<BuiltAnswer> => {
    const value = await route.handle(ctx);
    return value instanceof TimedAnswer ? value : { value };
  };
  return c.get('reads').answers.answer(key, build, rule.holes?.(ctx));
}

/** The token, when sent, and the member it names. An unknown token is not refused here: checkAccess decides. */
const identifyCaller: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  const token = c.req.header(headers.authorization)?.trim() || null;
  const member = token ? await c.get('reads').memberOf(token) : null;
  c.set('caller', { token, member });
  await next();
};

function checkMerchant(c: Context<GatewayEnv>, deps: GatewayDeps): void {
  const merchant = c.req.header(headers.merchant);
  if (merchant !== undefined && merchant !== deps.config.merchant) throw new DomainError(errorCodes.unknownMerchant, 400);
}

function checkAccess(call: CallDef, token: string | null, member: Member | null): void {
  if (!call.token) return;
  if (!token || !member) throw new DomainError(errorCodes.notLoggedIn, 401);
  if (call.agentOnly && !(agentTypes as readonly number[]).includes(member.type)) throw new DomainError(errorCodes.forbiddenAccountType, 403);
  if (call.noTrial && member.type === trialType) throw new DomainError(errorCodes.forbiddenAccountType, 403);
}

async function readInput(c: Context<GatewayEnv>, call: CallDef, deps: GatewayDeps): Promise<unknown> {
  if (call.method === 'GET') return c.req.query();
  if (call.form) {
    const body = await c.req.parseBody().catch(() => null);
    if (!body) throw new DomainError(errorCodes.badRequest, 400);
    return body;
  }
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new DomainError(errorCodes.badRequest, 400);
    }
  }
  if (!call.encrypted) return body;
  const encryption = c.req.header(headers.encryption);
  const value = (body as { value?: unknown } | null)?.value;
  if (!encryption || typeof value !== 'string') throw new DomainError(errorCodes.notEncrypted, 400);
  try {
    return await deps.payloads.decrypt(encryption, value);
  } catch {
    throw new DomainError(errorCodes.badEncryption, 400);
  }
}

function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || '_';
    if (fields[key]) continue;
    fields[key] = issue.input === undefined ? 'field.required' : /^[a-z_]+(\.[a-z_]+)+$/.test(issue.message) ? issue.message : 'field.invalid';
  }
  return fields;
}
