import { describe, expect, it } from 'vitest';
import { callNames, calls } from '../../src/services/calls';

describe('call registry', () => {
  it('gives every call a unique method and path', () => {
    const keys = callNames.map((name) => `${calls[name].method} ${calls[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every path under the gateway prefixes', () => {
    for (const name of callNames) expect(calls[name].path).toMatch(/^\/(wps|lgw|lotto\/lgw)\//);
  });

  it('marks agent-only calls as token calls', () => {
    for (const name of callNames) if (calls[name].agentOnly) expect(calls[name].token).toBe(true);
  });
});
