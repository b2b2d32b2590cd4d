import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentCallReference } from '../../scripts/calls-docs';
import { withCallReference } from '../../scripts/calls-docs/render';

describe('the README call reference', () => {
  it('matches the call registry and the gateway routes (run npm run calls:docs after changing either)', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('<!-- calls:start -->');
    expect(withCallReference(readme, currentCallReference())).toBe(readme);
  });

  it('lists every call with its method and path', () => {
    const reference = currentCallReference();
    expect(reference).toContain('| `launchGame` | GET `/wps/game/launchGame` | GAMELO3 | T, no trial | yes |');
    expect(reference).toContain('**games**');
  });
});
