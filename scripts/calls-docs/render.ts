/**
 * The README's call reference, rendered from the call registry: one table
 * per area with the method, path, module tag and flags of every call, and
 * whether the reference gateway serves it yet.
 */
import type { CallDef } from '../../src/services/calls';

const flagsOf = (call: CallDef): string =>
  [call.token ? 'T' : '', call.encrypted ? 'E' : '', call.form ? 'form' : '', call.agentOnly ? 'agents' : call.noTrial ? 'no trial' : '', call.marker ? 'marker' : '']
    .filter(Boolean)
    .join(', ');

export function renderCallReference(calls: Record<string, CallDef>, served: (call: CallDef) => boolean): string {
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
  ].join('\n');
}

const pattern = /(<!-- calls:start -->)[\s\S]*?(<!-- calls:end -->)/;

/** README text with the reference between its markers replaced; unchanged when the markers are missing. */
export const withCallReference = (readme: string, reference: string): string => readme.replace(pattern, `$1\n${reference}\n$2`);
