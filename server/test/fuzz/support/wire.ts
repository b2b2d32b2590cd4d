/**
 * Requests exactly as the fuzz writes them (any header, any body text) and
 * the one property every answer must keep: JSON, an envelope, a coded refusal
 * with a 4xx (a 200 for the higher_rate question), never a 5xx and never a hang.
 */
import { expect } from 'vitest';
import { errorCodes } from '../../../../src/services/error-codes';
import type { TestGateway } from '../../harness';

/** Longer than any honest answer of the gateway on a loaded two-core machine; a hang fails instead of stalling the file. */
export const answerTimeoutMs = 10_000;

export interface RawRequest {
  method: string;
  path: string;
  query?: [string, string][];
  headers?: Record<string, string>;
  body?: string | ReadableStream<Uint8Array>;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

export async function sendRaw(gateway: TestGateway, request: RawRequest): Promise<RawAnswer> {
  const url = new URL(request.path, gateway.url);
  for (const [key, value] of request.query ?? []) url.searchParams.append(key, value);
  const streamed = request.body instanceof ReadableStream;
  const response = await fetch(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(answerTimeoutMs),
    ...(streamed ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = response.headers.get('content-type')?.startsWith('text/event-stream') ? await firstEvent(response) : await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
}

/** An event stream (the live channel) stays open: its first event is the answer, then the request is dropped. */
async function firstEvent(response: Response): Promise<string> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes('\n\n')) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  return text;
}

const knownCodes = new Set<string>(Object.values(errorCodes));

export interface Envelope {
  success: boolean;
  errorCode?: unknown;
}

/** JSON with a boolean `success`; a refusal carries a known code and a 4xx. Returns the envelope for further checks. */
export function expectEnvelope(answer: RawAnswer, what: string): Envelope {
  const seen = `${what} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, seen).toBeLessThan(500);
  expect(answer.json, `not JSON: ${seen}`).toBeTypeOf('object');
  const envelope = answer.json as Envelope;
  expect(envelope?.success, seen).toBeTypeOf('boolean');
  if (!envelope.success) {
    // higher_rate is a question to the member, not a failure: its refusal answers 200 (DomainError).
    if (envelope.errorCode === errorCodes.higherRate) expect(answer.status, seen).toBe(200);
    else expect(answer.status, seen).toBeGreaterThanOrEqual(400);
    expect(knownCodes.has(String(envelope.errorCode)), `unknown errorCode: ${seen}`).toBe(true);
  } else {
    expect(answer.status, seen).toBe(200);
  }
  return envelope;
}
