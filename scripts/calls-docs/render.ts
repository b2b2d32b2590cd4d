/**
 * The README's call reference, rendered from the call registry: one table
 * per area with the method, path, module tag and flags of every call, and
 * whether the reference gateway serves it yet; then what the gateway does
 * differently for clients of the original portal family.
 */
import type { CallDef } from '../../src/services/calls';

const flagsOf = (call: CallDef): string =>
  [call.token ? 'T' : '', call.encrypted ? 'E' : '', call.form ? 'form' : '', call.agentOnly ? 'agents' : call.noTrial ? 'no trial' : '', call.marker ? 'marker' : '']
    .filter(Boolean)
    .join(', ');

/** What the gateway does for clients of the original portal family (server/src/routes/original-differences.ts). */
export interface OriginalDifferences {
  general: readonly string[];
  of(name: string): string[];
}

function renderOriginalDifferences(calls: Record<string, CallDef>, original: OriginalDifferences): string {
  const rows = Object.keys(calls)
    .map((name) => [name, original.of(name)] as const)
    .filter(([, lines]) => lines.length > 0)
    .map(([name, lines]) => `| \`${name}\` | ${lines.join('; ')} |`);
  return [
    '**Requests of the original portal family** (checked call by call by `server/test/dialect`)',
    '',
    ...original.general.map((line) => `- ${line}`),
    '',
    '| Call | Differences from the original |',
    '|---|---|',
    ...rows,
  ].join('\n');
}

export function renderCallReference(calls: Record<string, CallDef>, served: (call: CallDef) => boolean, original?: OriginalDifferences): string {
  const areas = new Map<string, [string, CallDef][]>();
  for (const [name, call] of Object.entries(calls)) areas.set(call.area, [...(areas.get(call.area) ?? []), [name, call]]);
  const sections = [...areas].map(([area, entries]) => {
    const rows = entries.map(([name, call]) => `| \`${name}\` | ${call.method} \`${call.path}\` | ${call.module} | ${flagsOf(call)} | ${served(call) ? 'yes' : 'not yet'} |`);
    return [`**${area}**`, '', '| Call | Method and path | Module | Flags | Served |', '|---|---|---|---|---|', ...rows].join('\n');
  });
  return [
    'Flags: T needs the session token; E encrypted payload; form urlencoded body; no trial refused to trial accounts; agents only agent accounts; marker the free-play `Encryption` marker without a body.',
    '',
    sections.join('\n\n'),
    ...(original ? ['', renderOriginalDifferences(calls, original)] : []),
  ].join('\n');
}

const pattern = /(<!-- calls:start -->)[\s\S]*?(<!-- calls:end -->)/;

/** README text with the reference between its markers replaced; unchanged when the markers are missing. */
export const withCallReference = (readme: string, reference: string): string => readme.replace(pattern, `$1\n${reference}\n$2`);
