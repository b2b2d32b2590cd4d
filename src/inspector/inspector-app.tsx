/**
 * The live machine inspector: the registry's machines drawn from their own
 * definitions, the inspected portal's actors as a tree with their states
 * highlighted, a timeline and an event log whose snapshots show what changed,
 * shortest paths to any state, exports and, in development builds, events
 * sent to a live actor. Wiring only: state and data here, drawing in ./views.
 */
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../inspection/bridge-protocol';
import { inspectionPageId } from '../inspection/broadcast-bridge';
import { sanitize } from '../inspection/mask';
import type { MachineEntry } from '../machines/registry';
import { downloadExport, renderExport } from './export/download';
import { buildMachineGraph, machineCounts } from './graph/machine-graph';
import { stateDetails } from './layout/elk-graph';
import { useMachineLayout } from './layout/use-machine-layout';
import { actorTree } from './live/actor-tree';
import { actorKey, entryKey } from './live/live-store';
import { shownFor } from './live/shown';
import { useLiveInspection } from './live/use-live-inspection';
import { explore } from './paths/explore';
import type { Plan } from './paths/plan';
import { ActorTree } from './views/actor-tree';
import { ChartHeader } from './views/chart-header';
import { EventLog } from './views/event-log';
import { ExportPanel, type ExportFormat } from './views/export-panel';
import { MachineList } from './views/machine-list';
import { SnapshotDetail } from './views/snapshot-detail';
import { StatePanel } from './views/state-panel';
import { StatechartView } from './views/statechart-view';
import { Timeline } from './views/timeline';
import { useChartFocus } from './views/use-chart-focus';
import { useDragScroll } from './views/use-drag-scroll';
import { nextZoom, useFitScale, type Zoom } from './views/use-fit-scale';
import './views/inspector.css';

const none: ReadonlySet<string> = new Set();

/** Model event cases carry demo passwords; the panel shows them masked like the log does. */
const maskPlan = (plan: Plan): Plan => ({ ...plan, steps: plan.steps.map((step) => ({ ...step, event: sanitize(step.event) as Plan['steps'][number]['event'] })) });

/** Sending events to live actors is for development: production bundles, with or without VITE_INSPECTOR, hold no trace of it. */
const SendEventPanel = import.meta.env.DEV ? lazy(() => import('./send/send-event-panel')) : null;

export function InspectorApp({ entries }: { entries: MachineEntry[] }) {
  const { t } = useTranslation();
  const { live, clear, connected } = useLiveInspection(inspectionPageId);
  const [machineId, setMachineId] = useState<string | null>(entries[0]?.id ?? null);
  const [actorChoice, setActorChoice] = useState<string | null>(null);
  const [selectedEntryKey, setSelectedEntryKey] = useState<string | null>(null);
  const [stateId, setStateId] = useState<string | null>(null);
  const [exportFormat, setExportFormat] = useState<ExportFormat | null>(null);
  const [sending, setSending] = useState(false);
  const [copied, setCopied] = useState(false);
  const [onlyMachine, setOnlyMachine] = useState(false);
  const [zoom, setZoom] = useState<Zoom>('auto');
  const canvas = useRef<HTMLDivElement>(null);

  const entry = entries.find((item) => item.id === machineId) ?? null;
  const graph = useMemo(() => (entry ? buildMachineGraph(entry.logic) : null), [entry]);
  const layout = useMachineLayout(graph);
  const laidOut = layout.status === 'ready' ? layout.layout : null;
  const scale = useFitScale(canvas, laidOut?.width ?? 0, zoom);
  const pan = useDragScroll(canvas);

  const actors = useMemo(() => Object.values(live.actors), [live.actors]);
  const tree = useMemo(() => actorTree(actors), [actors]);
  const shown = shownFor(live, machineId, actorChoice, selectedEntryKey);
  const { actor, replaying, active, fired } = shown;
  useChartFocus(canvas, laidOut, scale, [...active].sort().join());

  const listItems = useMemo(
    () =>
      entries.map((item) => {
        const counts = machineCounts(item.id === graph?.id ? graph : buildMachineGraph(item.logic));
        const running = actors.filter((candidate) => candidate.machineId === item.id && candidate.snapshot.status === 'active').length;
        return { id: item.id, purpose: item.purpose, states: counts.states.length, transitions: counts.transitions.length, running };
      }),
    [entries, graph, actors],
  );

  const exploration = useMemo(() => {
    if (!entry || !stateId) return null;
    try {
      return { value: explore(entry.logic, entry.model), error: null };
    } catch (error) {
      return { value: null, error: t('inspector.state.pathsFailed', { reason: (error as Error).message }) };
    }
  }, [entry, stateId, t]);
  const plan = stateId && exploration?.value ? (exploration.value.toState.get(stateId) ?? null) : null;
  const pathKeys = useMemo(() => new Set(plan ? [...plan.start.transitions, ...plan.steps.flatMap((step) => step.transitions)] : []), [plan]);
  const selectedNode = graph?.nodes.find((node) => node.id === stateId) ?? null;
  const exportText = useMemo(() => (graph && exportFormat ? renderExport(graph, exportFormat) : ''), [graph, exportFormat]);
  const selectedEntry = selectedEntryKey ? (live.log.find((item) => entryKey(item) === selectedEntryKey) ?? null) : null;

  const selectMachine = (id: string) => {
    setMachineId(id);
    setActorChoice(null);
    setStateId(null);
    setZoom('auto');
    setSending(false);
    if (selectedEntry && selectedEntry.machineId !== id) setSelectedEntryKey(null);
  };
  const selectActor = (key: string, id: string) => {
    if (id !== machineId && entries.some((candidate) => candidate.id === id)) selectMachine(id);
    setActorChoice(key);
    setSelectedEntryKey(null);
  };
  const selectEntry = (item: LogEntry) => {
    if (item.machineId !== machineId && entries.some((candidate) => candidate.id === item.machineId)) selectMachine(item.machineId);
    setActorChoice(actorKey(item));
    setSelectedEntryKey(entryKey(item));
  };
  const scrub = (position: number) => setSelectedEntryKey(position < shown.history.length ? entryKey(shown.history[position]) : null);
  const copy = () => {
    void navigator.clipboard?.writeText(exportText).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  };
  const logEntries = onlyMachine && machineId ? live.log.filter((item) => item.machineId === machineId) : live.log;
  const running = actors.filter((item) => item.snapshot.status === 'active').length;
  const canSend = Boolean(SendEventPanel && actor && actor.snapshot.status === 'active');

  return (
    <div className="insp">
      <header className="insp-top">
        <div className="insp-brand">
          <span className="insp-logo" aria-hidden="true" />
          {t('inspector.title')}
        </div>
        <p className="insp-subtle" data-testid="live-status">
          {connected ? t('inspector.live', { count: running, events: live.log.length }) : t('inspector.noChannel')}
        </p>
      </header>
      <div className="insp-left">
        <ActorTree pages={tree} selectedKey={actor ? actorKey(actor) : null} onSelect={selectActor} />
        <MachineList items={listItems} selectedId={machineId} onSelect={selectMachine} />
      </div>
      <main className="insp-main">
        {entry && graph ? (
          <>
            <ChartHeader
              machineId={entry.id}
              purpose={entry.purpose}
              file={entry.file}
              actors={actors.filter((item) => item.machineId === machineId)}
              actorId={actor ? actorKey(actor) : null}
              replaying={replaying ? replaying.event.type : null}
              zoomLabel={`${Math.round(scale * 100)}%`}
              sending={sending}
              onActor={(key) => selectActor(key, entry.id)}
              onLive={() => setSelectedEntryKey(null)}
              onZoom={(change) => setZoom(nextZoom(scale, change))}
              onExport={(format) => {
                setExportFormat(format);
                setSending(false);
              }}
              onSendEvent={
                canSend
                  ? () => {
                      setSending((value) => !value);
                      setExportFormat(null);
                    }
                  : undefined
              }
            />
            <div className="insp-canvas" ref={canvas} {...pan.handlers} onClick={() => !pan.wasDrag() && setStateId(null)}>
              {laidOut && <StatechartView layout={laidOut} machineId={entry.id} active={active} fired={fired} path={stateId ? pathKeys : none} selectedStateId={stateId} scale={scale} onSelectState={setStateId} />}
              {layout.status === 'pending' && <p className="insp-empty">{t('inspector.chart.layingOut', { machine: entry.id })}</p>}
              {layout.status === 'failed' && <p className="insp-warning">{t('inspector.chart.layoutFailed', { reason: layout.error })}</p>}
            </div>
            <Timeline history={shown.history} position={shown.position} onScrub={scrub} />
            {selectedNode && <StatePanel node={selectedNode} details={stateDetails(selectedNode, graph)} plan={plan ? maskPlan(plan) : null} error={exploration?.error ?? null} onClose={() => setStateId(null)} />}
            {exportFormat && <ExportPanel format={exportFormat} text={exportText} copied={copied} onFormat={setExportFormat} onCopy={copy} onDownload={() => downloadExport(graph, exportFormat)} onClose={() => setExportFormat(null)} />}
            {SendEventPanel && sending && actor && (
              <Suspense fallback={null}>
                <SendEventPanel key={actorKey(actor)} entry={entry} graph={graph} actor={actor} onClose={() => setSending(false)} />
              </Suspense>
            )}
          </>
        ) : (
          <p className="insp-empty">{t('inspector.noMachines')}</p>
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
