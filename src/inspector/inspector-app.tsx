/**
 * The live machine inspector: the registry's machines drawn from their own
 * definitions, the running actors' states highlighted, the event log with
 * snapshots before and after, shortest paths to any state, and exports.
 * Wiring only: state and data here, drawing in ./views.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LogEntry } from '../inspection/bridge-protocol';
import { sanitize } from '../inspection/mask';
import type { MachineEntry } from '../machines/registry';
import { downloadExport, renderExport } from './export/download';
import { buildMachineGraph, countedStates } from './graph/machine-graph';
import { stateDetails } from './layout/elk-graph';
import { useMachineLayout } from './layout/use-machine-layout';
import { inspectionPageId } from '../inspection/broadcast-bridge';
import { actorKey, entryKey, pickActor } from './live/live-store';
import { useLiveInspection } from './live/use-live-inspection';
import { explore } from './paths/explore';
import type { Plan } from './paths/plan';
import { ChartHeader } from './views/chart-header';
import { EventLog } from './views/event-log';
import { ExportPanel, type ExportFormat } from './views/export-panel';
import { MachineList } from './views/machine-list';
import { SnapshotDetail } from './views/snapshot-detail';
import { StatePanel } from './views/state-panel';
import { StatechartView } from './views/statechart-view';
import { useDragScroll } from './views/use-drag-scroll';
import { nextZoom, useFitScale, type Zoom } from './views/use-fit-scale';
import './views/inspector.css';

const none: ReadonlySet<string> = new Set();

/** Model event cases carry demo passwords; the panel shows them masked like the log does. */
const maskPlan = (plan: Plan): Plan => ({ ...plan, steps: plan.steps.map((step) => ({ ...step, event: sanitize(step.event) as Plan['steps'][number]['event'] })) });

export function InspectorApp({ entries }: { entries: MachineEntry[] }) {
  const { live, clear, connected } = useLiveInspection();
  const [machineId, setMachineId] = useState<string | null>(entries[0]?.id ?? null);
  const [actorChoice, setActorChoice] = useState<string | null>(null);
  const [selectedEntryKey, setSelectedEntryKey] = useState<string | null>(null);
  const [stateId, setStateId] = useState<string | null>(null);
  const [exportFormat, setExportFormat] = useState<ExportFormat | null>(null);
  const [copied, setCopied] = useState(false);
  const [onlyMachine, setOnlyMachine] = useState(false);
  const [zoom, setZoom] = useState<Zoom>('auto');
  const canvas = useRef<HTMLDivElement>(null);

  const entry = entries.find((item) => item.id === machineId) ?? null;
  const graph = useMemo(() => (entry ? buildMachineGraph(entry.logic) : null), [entry]);
  const layout = useMachineLayout(graph);
  const scale = useFitScale(canvas, layout.status === 'ready' ? layout.layout.width : 0, zoom);
  const pan = useDragScroll(canvas);

  // A chart wider than the panel opens where the machine starts.
  const laidOut = layout.status === 'ready' ? layout.layout : null;
  useEffect(() => {
    const element = canvas.current;
    const start = laidOut?.nodes.find((node) => node.kind === 'initial');
    if (!element || !start) return;
    element.scrollLeft = Math.max(0, start.x * scale - element.clientWidth / 2);
    element.scrollTop = 0;
    // Only when another chart appears, not on every zoom step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [laidOut]);

  const listItems = useMemo(
    () =>
      entries.map((item) => {
        const itemGraph = item.id === graph?.id ? graph : buildMachineGraph(item.logic);
        const running = Object.values(live.actors).filter((actor) => actor.machineId === item.id && actor.snapshot.status === 'active').length;
        return { id: item.id, purpose: item.purpose, states: countedStates(itemGraph).length, transitions: itemGraph.transitions.length, running };
      }),
    [entries, graph, live.actors],
  );

  const machineActors = Object.values(live.actors).filter((actor) => actor.machineId === machineId);
  const actor = machineId ? pickActor(live, machineId, actorChoice, inspectionPageId) : null;
  const selectedEntry = live.log.find((item) => entryKey(item) === selectedEntryKey) ?? null;
  const replaying = selectedEntry && selectedEntry.machineId === machineId ? selectedEntry : null;
  const lastOfActor = actor ? [...live.log].reverse().find((item) => item.pageId === actor.pageId && item.sessionId === actor.sessionId) : undefined;
  const active = new Set(replaying ? replaying.after.states : (actor?.snapshot.states ?? []));
  const fired = new Set(replaying ? replaying.transitions : (lastOfActor?.transitions ?? []));

  const exploration = useMemo(() => {
    if (!entry || !stateId) return null;
    try {
      return { value: explore(entry.logic, entry.model), error: null };
    } catch (error) {
      return { value: null, error: `No paths: ${(error as Error).message}` };
    }
  }, [entry, stateId]);
  const plan = stateId && exploration?.value ? (exploration.value.toState.get(stateId) ?? null) : null;
  const pathKeys = useMemo(() => new Set(plan ? [...plan.start.transitions, ...plan.steps.flatMap((step) => step.transitions)] : []), [plan]);
  const selectedNode = graph?.nodes.find((node) => node.id === stateId) ?? null;
  const exportText = useMemo(() => (graph && exportFormat ? renderExport(graph, exportFormat) : ''), [graph, exportFormat]);

  const selectMachine = (id: string) => {
    setMachineId(id);
    setActorChoice(null);
    setStateId(null);
    setZoom('auto');
    if (selectedEntry && selectedEntry.machineId !== id) setSelectedEntryKey(null);
  };
  const selectEntry = (item: LogEntry) => {
    if (item.machineId !== machineId && entries.some((candidate) => candidate.id === item.machineId)) selectMachine(item.machineId);
    setSelectedEntryKey(entryKey(item));
  };
  const copy = () => {
    void navigator.clipboard?.writeText(exportText).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  };
  const logEntries = onlyMachine && machineId ? live.log.filter((item) => item.machineId === machineId) : live.log;

  return (
    <div className="insp">
      <header className="insp-top">
        <div className="insp-brand">
          <span className="insp-logo" aria-hidden="true" />
          Machine inspector
        </div>
        <p className="insp-subtle" data-testid="live-status">
          {connected ? `${Object.values(live.actors).filter((item) => item.snapshot.status === 'active').length} actors running · ${live.log.length} events` : 'Live view needs BroadcastChannel'}
        </p>
      </header>
      <MachineList items={listItems} selectedId={machineId} onSelect={selectMachine} />
      <main className="insp-main">
        {entry && graph ? (
          <>
            <ChartHeader
              machineId={entry.id}
              purpose={entry.purpose}
              file={entry.file}
              actors={machineActors}
              actorId={actor ? actorKey(actor) : null}
              ownPageId={inspectionPageId}
              replaying={replaying ? replaying.event.type : null}
              zoomLabel={`${Math.round(scale * 100)}%`}
              onActor={setActorChoice}
              onLive={() => setSelectedEntryKey(null)}
              onZoom={(change) => setZoom(nextZoom(scale, change))}
              onExport={setExportFormat}
            />
            <div className="insp-canvas" ref={canvas} {...pan.handlers} onClick={() => !pan.wasDrag() && setStateId(null)}>
              {layout.status === 'ready' && (
                <StatechartView
                  layout={layout.layout}
                  machineId={entry.id}
                  active={active}
                  fired={fired}
                  path={stateId ? pathKeys : none}
                  selectedStateId={stateId}
                  scale={scale}
                  onSelectState={setStateId}
                />
              )}
              {layout.status === 'pending' && <p className="insp-empty">Laying out {entry.id}…</p>}
              {layout.status === 'failed' && <p className="insp-warning">Layout failed: {layout.error}</p>}
            </div>
            {selectedNode && graph && <StatePanel node={selectedNode} details={stateDetails(selectedNode, graph)} plan={plan ? maskPlan(plan) : null} error={exploration?.error ?? null} onClose={() => setStateId(null)} />}
            {exportFormat && (
              <ExportPanel format={exportFormat} text={exportText} copied={copied} onFormat={setExportFormat} onCopy={copy} onDownload={() => downloadExport(graph, exportFormat)} onClose={() => setExportFormat(null)} />
            )}
          </>
        ) : (
          <p className="insp-empty">Register a machine in src/machines/registry.ts to see it here.</p>
        )}
      </main>
      <aside className="insp-side">
        <EventLog
          entries={logEntries}
          selectedKey={selectedEntryKey}
          onlyMachine={onlyMachine ? machineId : null}
          onSelect={selectEntry}
          onToggleFilter={() => setOnlyMachine((value) => !value)}
          onClear={() => {
            clear();
            setSelectedEntryKey(null);
          }}
        />
        {selectedEntry && <SnapshotDetail entry={selectedEntry} onClose={() => setSelectedEntryKey(null)} />}
      </aside>
    </div>
  );
}
