/**
 * The status answer carries the original family's fields beside ours: the
 * domains as info.domainRoute, and in maintenance the window as
 * content.data.{maintainTime, endTime}; the portal reads an answer that
 * gives only the original's window into its own.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as v from 'valibot';
import { statusAnswerSchema } from '../../../src/services/schemas/system';
import originalStatus from '../../../tests/fixtures/original/status.json';
import { describeOnBothDatabases, startGatewayOn } from '../databases';
import type { TestGateway } from '../harness';
import { callGateway } from '../http';

interface Answer {
  maintainTime: { startTime: number; endTime: number } | null;
  content?: { data: { maintainTime: number; endTime: number } };
  info: { domainRoute: { domainName: string }[] };
}

describeOnBothDatabases('the status answer in the original’s names', (gateway, kind) => {
  let inMaintenance: TestGateway;
  beforeAll(async () => {
    inMaintenance = await startGatewayOn(kind, { config: { systemStatus: 1 } });
  });
  afterAll(async () => {
    await inMaintenance?.close();
  });

  it('lists the domain route call’s domains as info.domainRoute', async () => {
    const status = await callGateway<Answer>(gateway(), 'status');
    const domains = await callGateway<{ domainList: { domainName: string }[] }>(gateway(), 'domainRoute');
    expect(domains.body.value.domainList.length).toBeGreaterThan(0);
    expect(status.body.value.info.domainRoute).toEqual(domains.body.value.domainList);
  });

  it('gives no maintenance window outside a maintenance', async () => {
    const status = await callGateway<Answer>(gateway(), 'status');
    expect(status.body.value.maintainTime).toBeNull();
    expect(status.body.value.content).toBeUndefined();
  });

  it('gives the maintenance window in both spellings', async () => {
    const { value } = (await callGateway<Answer>(inMaintenance, 'status')).body;
    expect(value.maintainTime).not.toBeNull();
    expect(value.content).toEqual({ data: { maintainTime: value.maintainTime!.startTime, endTime: value.maintainTime!.endTime } });
    expect(value.maintainTime!.endTime).toBeGreaterThan(value.maintainTime!.startTime);
  });
});

it('the portal reads the original’s maintenance window into its own', () => {
  const window = { maintainTime: 1_767_225_600_000, endTime: 1_767_232_800_000 };
  const read = v.parse(statusAnswerSchema, { ...originalStatus.value, maintenance: true, content: { data: window } });
  expect(read.maintainTime).toEqual({ startTime: window.maintainTime, endTime: window.endTime });
  // Ours wins when both come.
  const ours = { startTime: 1, endTime: 2 };
  expect(v.parse(statusAnswerSchema, { ...originalStatus.value, maintainTime: ours, content: { data: window } }).maintainTime).toEqual(ours);
  expect(v.parse(statusAnswerSchema, originalStatus.value).maintainTime).toBeUndefined();
});
