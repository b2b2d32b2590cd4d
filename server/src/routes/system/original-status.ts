/**
 * The status answer with the original family's fields beside ours: the
 * brand's domains as `info.domainRoute` (api-facts §6, S; its items are
 * taken to be the domainRoute call's, I), and during a maintenance its
 * window as `content.data.{maintainTime, endTime}` in epoch ms (api-facts
 * §2, T), which the original's clients show. Ours stay as they are.
 */
import type { SystemStatus } from '../../../../src/services/schemas/system';

export interface OriginalStatus extends SystemStatus {
  info: SystemStatus['info'] & { domainRoute: { domainName: string }[] };
}

export function withOriginalStatusFields(status: SystemStatus, domains: { domainName: string }[]): OriginalStatus {
  const window = status.maintainTime;
  return {
    ...status,
    info: { ...status.info, domainRoute: domains },
    ...(window ? { content: { data: { maintainTime: window.startTime, endTime: window.endTime } } } : {}),
  };
}
