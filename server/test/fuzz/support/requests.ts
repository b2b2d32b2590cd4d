/**
 * One hostile request for a registry call, with the verdict of whether the
 * gateway may answer it with success. That verdict is the rule of the fuzz:
 * success is earned only by a request with the call's merchant (or none), a
 * session its flags accept, no junk encryption, and an input that passes the
 * call's own input schema. Public GETs ignore unknown parameters by design,
 * so the schema accepts them and a 200 is earned; junk never is.
 */
import fc from 'fast-check';
import { calls, type CallName } from '../../../../src/services/calls';
import { createPayloadEncryptor } from '../../../../src/services/crypto';
import { headers } from '../../../../src/services/headers';
import { anyJson, brokenText, encryptedJunk, headerText, jsonBody, queryPairs } from './arbitraries';
import { fieldNamesOf, inputPasses, queryAsHonoReadsIt, routeOf } from './routes';
import type { RawRequest } from './wire';

export interface Sessions {
  merchant: string;
  /** A token whose account type every flag of the call accepts (an agent for agent calls, a member otherwise). */
  fitting(name: CallName): string;
  modulus: string;
}

export interface FuzzedRequest {
  request: RawRequest;
  mayWin: boolean;
  /** What was drawn, for the failure message. */
  summary: string;
}

/** Encryption is asynchronous, so the arbitrary draws a plan and the property builds the request from it. */
export interface RequestPlan {
  build(): Promise<FuzzedRequest>;
}

interface Drawn {
  merchant: 'right' | string | undefined;
  token: Token;
  language?: string;
  device?: string;
  deviceId?: string;
  marker?: string;
  contentType?: string;
  query: [string, string][];
  body: Body;
}

type Token = 'fitting' | 'none' | { junk: string };
type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'empty' }
  | { kind: 'junkEncryption'; header: string; body: unknown }
  | { kind: 'encrypted'; payload: unknown }
  | { kind: 'form'; pairs: [string, string][] };

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 3 });

const encryptor = createPayloadEncryptor('v2');

export function fuzzedRequest(name: CallName, sessions: Sessions): fc.Arbitrary<RequestPlan> {
  const call = calls[name];
  const fields = fieldNamesOf(routeOf(name).input);
  const body: fc.Arbitrary<Body> =
    call.method === 'GET'
      ? fc.constant({ kind: 'empty' })
      : fc.oneof(
          {
            weight: 4,
            arbitrary: jsonBody(fields).map((value): Body => ({
              kind: 'json',
              value,
            })),
          },
          {
            weight: 1,
            arbitrary: brokenText.map((text): Body => ({ kind: 'text', text })),
          },
          { weight: 1, arbitrary: fc.constant<Body>({ kind: 'empty' }) },
          ...(call.encrypted
            ? [
                {
                  weight: 4,
                  arbitrary: encryptedJunk.map((junk): Body => ({
                    kind: 'junkEncryption',
                    ...junk,
                  })),
                },
                {
                  weight: 3,
                  arbitrary: fc.oneof(jsonBody(fields), anyJson).map((payload): Body => ({ kind: 'encrypted', payload })),
                },
              ]
            : []),
          ...(call.form
            ? [
                {
                  weight: 4,
                  arbitrary: queryPairs(fields).map((pairs): Body => ({
                    kind: 'form',
                    pairs,
                  })),
                },
              ]
            : []),
        );
  return fc
    .record({
      merchant: fc.oneof(
        { weight: 4, arbitrary: fc.constant<'right' | undefined>('right') },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: headerText },
      ),
      token: fc.oneof(
        { weight: 4, arbitrary: fc.constant<Token>('fitting') },
        { weight: 1, arbitrary: fc.constant<Token>('none') },
        { weight: 1, arbitrary: headerText.map((junk): Token => ({ junk })) },
      ),
      language: maybe(fc.oneof(fc.constantFrom('EN', 'TY', 'en', 'ZZ'), headerText)),
      device: maybe(fc.oneof(fc.constantFrom('web', 'h5', 'android'), headerText)),
      deviceId: maybe(headerText),
      marker: call.marker ? maybe(headerText) : fc.constant(undefined),
      contentType: maybe(
        fc.oneof(
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16'),
          headerText,
        ),
      ),
      query: call.method === 'GET' ? queryPairs(fields) : fc.constant<[string, string][]>([]),
      body,
    })
    .map((drawn): RequestPlan => {
      const summary = JSON.stringify({
        name,
        ...drawn,
        body: summarise(drawn.body),
      }).slice(0, 1_500);
      return {
        build: () => build(drawn, summary),
        [fc.toStringMethod]: () => summary,
      } as RequestPlan;
    });

  async function build(drawn: Drawn, summary: string): Promise<FuzzedRequest> {
    const wire: Record<string, string> = {};
    if (drawn.merchant !== undefined) wire[headers.merchant] = drawn.merchant === 'right' ? sessions.merchant : drawn.merchant;
    if (drawn.token === 'fitting') wire[headers.authorization] = sessions.fitting(name);
    else if (drawn.token !== 'none') wire[headers.authorization] = drawn.token.junk;
    if (drawn.language !== undefined) wire[headers.language] = drawn.language;
    if (drawn.device !== undefined) wire[headers.device] = drawn.device;
    if (drawn.deviceId !== undefined) wire[headers.deviceId] = drawn.deviceId;
    if (drawn.marker !== undefined) wire[headers.encryption] = drawn.marker;

    let text: string | undefined;
    let input: unknown[] = [];
    const b = drawn.body;
    if (call.method !== 'GET') {
      if (drawn.contentType !== undefined) wire['Content-Type'] = drawn.contentType;
      if (b.kind === 'json') {
        text = JSON.stringify(b.value);
        input = [JSON.parse(text)];
      } else if (b.kind === 'text') {
        text = b.text;
        input = textAsInput(text);
      } else if (b.kind === 'empty') {
        text = '';
        input = [{}];
      } else if (b.kind === 'junkEncryption') {
        wire[headers.encryption] = b.header;
        text = JSON.stringify(b.body);
      } else if (b.kind === 'encrypted') {
        const sealed = await encryptor.encrypt(b.payload, sessions.modulus);
        wire[headers.encryption] = sealed.header;
        text = JSON.stringify({ value: sealed.value });
        input = [JSON.parse(JSON.stringify(b.payload) ?? 'null')];
      } else {
        wire['Content-Type'] = 'application/x-www-form-urlencoded';
        text = new URLSearchParams(b.pairs).toString();
        input = [queryAsHonoReadsIt(b.pairs), Object.fromEntries(b.pairs)];
      }
    } else {
      input = [queryAsHonoReadsIt(drawn.query)];
    }
    // An E call's plain body never reaches its schema: it is refused for want of encryption.
    if (call.encrypted && b.kind !== 'encrypted') input = [];
    // A form call reads only a form body.
    if (call.form && b.kind !== 'form') input = [];
    const merchantOk = drawn.merchant === undefined || drawn.merchant === 'right' || drawn.merchant.trim() === sessions.merchant;
    const sessionOk = !call.token || drawn.token === 'fitting';
    const markerOk = drawn.marker === undefined || drawn.marker.trim() === '';
    const mayWin = merchantOk && sessionOk && markerOk && input.some((candidate) => inputPasses(name, candidate));
    const request: RawRequest = {
      method: call.method,
      path: call.path,
      query: drawn.query,
      headers: wire,
      body: text,
    };
    return { request, mayWin, summary };
  }
}

function textAsInput(text: string): unknown[] {
  if (text.trim() === '') return [{}];
  try {
    return [JSON.parse(text)];
  } catch {
    return [];
  }
}

const summarise = (body: Body): unknown => JSON.stringify(body)?.slice(0, 500);
