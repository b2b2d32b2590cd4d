import { describe, expect, it } from 'vitest';
import { exportJson, machineToJson } from '../../../src/inspector/export/to-json';
import { exportMermaid } from '../../../src/inspector/export/to-mermaid';
import { exportScxml } from '../../../src/inspector/export/to-scxml';
import { buildMachineGraph } from '../../../src/inspector/graph/machine-graph';
import { pingMachine } from '../../fixtures/machines/ping.machine';
import { trafficLightMachine } from '../../fixtures/machines/traffic-light.machine';

const graph = buildMachineGraph(trafficLightMachine);

/** Well-formed XML for our output: every tag closes in order, attributes quoted. */
function assertWellFormed(xml: string) {
  const stack: string[] = [];
  for (const [, closing, name, , selfClosing] of xml.matchAll(/<(\/?)([\w:]+)((?:\s+[\w:]+="[^"<]*")*)\s*(\/?)>/g)) {
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(stack).toEqual([]);
  expect(xml.replace(/<\?xml[^>]*\?>/, '').replace(/<!--[\s\S]*?-->/g, '').replace(/<\/?[\w:]+(?:\s+[\w:]+="[^"<]*")*\s*\/?>/g, '').trim()).toBe('');
}

describe('exports', () => {
  it('JSON mirrors the config with implementation names and coverage keys', () => {
    const json = machineToJson(graph);
    expect(JSON.parse(exportJson(graph))).toEqual(json);
    expect(json).toMatchObject({ id: 'trafficLight', initial: 'selfTest' });
    expect(json.states?.operating.type).toBe('parallel');
    expect(json.states?.operating.states?.lights.initial).toBe('green');
    expect(json.states?.operating.states?.lights.states?.green.after).toEqual({
      greenTime: [{ key: 'trafficLight.operating.lights.green|xstate.after.greenTime.trafficLight.operating.lights.green|0', target: ['#trafficLight.operating.lights.yellow'] }],
    });
    expect(json.states?.operating.states?.crossing.states?.waiting.always?.[0]).toMatchObject({ guard: 'in(#trafficLight.operating.lights.red)' });
    expect(json.states?.selfTest.invoke).toEqual([{ id: 'runSelfTest', src: 'runSelfTest' }]);
    expect(json.states?.off.type).toBe('final');
  });

  it('SCXML is well formed and has states, parallel, final, guards, delays and invokes', () => {
    const scxml = exportScxml(graph);
    assertWellFormed(scxml);
    expect(scxml).toContain('<scxml xmlns="http://www.w3.org/2005/07/scxml"');
    expect(scxml).toContain('initial="trafficLight.selfTest"');
    expect(scxml).toContain('<parallel id="trafficLight.operating">');
    expect(scxml).toContain('<final id="trafficLight.off"/>');
    expect(scxml).toContain('<invoke id="runSelfTest" type="xstate" src="runSelfTest"/>');
    expect(scxml).toContain('datamodel="ecmascript"');
    expect(scxml).toContain('cond="isSevere(_event)" target="trafficLight.broken"');
    expect(scxml).toContain('<data id="greenTime"/>');
    expect(scxml).toMatch(/<send event="xstate\.after\.greenTime\.[^"]+" id="[^"]+" delayexpr="greenTime"\/>/);
    expect(scxml).toContain(`<transition cond="In('trafficLight.operating.lights.red')" target="trafficLight.operating.crossing.walking">`);
    assertWellFormed(exportScxml(buildMachineGraph(pingMachine)));
  });

  it('Mermaid is a stateDiagram-v2 with composite states, regions and start/end markers', () => {
    const mermaid = exportMermaid(graph);
    const lines = mermaid.trim().split('\n');
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(mermaid).toContain('  [*] --> trafficLight_selfTest');
    expect(mermaid).toContain('  state trafficLight_operating {');
    expect(lines.filter((line) => line.trim() === '--')).toHaveLength(1);
    expect(mermaid).toContain('  trafficLight_off --> [*]');
    expect(mermaid).toContain('trafficLight_operating --> trafficLight_broken : fault.report [isSevere]');
    expect(mermaid).toContain('trafficLight_operating_lights_green --> trafficLight_operating_lights_yellow : after greenTime');
    expect(mermaid).toContain('trafficLight_selfTest : invoke runSelfTest');
    // Mermaid ids cannot carry dots, and `;`, `#` and `:` would end or break a label.
    for (const line of lines.filter((item) => item.includes('-->'))) {
      const [edge, label = ''] = line.split(' : ');
      expect(edge).not.toMatch(/\w\.\w/);
      expect(label).not.toMatch(/[;#:]/);
    }
    const opened = lines.filter((line) => line.trim().endsWith('{')).length;
    expect(lines.filter((line) => line.trim() === '}')).toHaveLength(opened);
  });
});
