/**
 * Draws a laid-out statechart as SVG: nested and parallel states, initial
 * markers, final states, transitions with their trigger and guard. Active
 * states, the transitions the last event took and a selected path are
 * highlighted; clicking a state (or Enter on it) selects it.
 */
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaidOutEdge, LaidOutNode, MachineLayout } from '../layout/elk-graph';
import { font } from '../layout/measure';
import { roundedPath } from './rounded-path';

export interface StatechartViewProps {
  layout: MachineLayout;
  machineId: string;
  active: ReadonlySet<string>;
  fired: ReadonlySet<string>;
  path: ReadonlySet<string>;
  selectedStateId: string | null;
  scale: number;
  onSelectState: (id: string) => void;
}

const PAD = 14;

/** Containers are as wide as their children, not their text: long lines end in an ellipsis. */
function fit(line: string, width: number): string {
  const room = Math.floor((width - 2 * PAD) / font.detail.width);
  return line.length > room ? `${line.slice(0, Math.max(1, room - 1))}…` : line;
}

/** A state box is a button for the keyboard too: Tab reaches it, Enter or Space opens its panel. */
const selectable = (id: string, onSelect: (id: string) => void) => ({
  role: 'button',
  tabIndex: 0,
  'aria-label': id,
  onKeyDown: (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    onSelect(id);
  },
});

interface Badges {
  parallel: string;
  final: string;
}

function StateNode({ item, isRoot, isRegion, active, selected, badges, onSelect }: { item: LaidOutNode; isRoot: boolean; isRegion: boolean; active: boolean; selected: boolean; badges: Badges; onSelect: (id: string) => void }) {
  const node = item.node!;
  const leaf = node.children.length === 0;
  const classes = ['sc-state', `sc-${node.type}`, leaf ? 'sc-leaf' : 'sc-container', isRoot && 'sc-root', isRegion && 'sc-region', active && 'is-active', selected && 'is-selected'].filter(Boolean).join(' ');
  if (node.type === 'history') {
    return (
      <g className={classes} data-state-id={node.id} data-active={active} {...selectable(node.id, onSelect)} onClick={() => onSelect(node.id)}>
        <circle cx={item.x + item.width / 2} cy={item.y + item.height / 2} r={Math.min(item.width, item.height) / 2} />
        <text x={item.x + item.width / 2} y={item.y + item.height / 2 + 4} textAnchor="middle" className="sc-title">{node.history === 'deep' ? 'H*' : 'H'}</text>
      </g>
    );
  }
  return (
    <g className={classes} data-state-id={node.id} data-active={active} {...selectable(node.id, onSelect)} onClick={(event) => { event.stopPropagation(); onSelect(node.id); }}>
      <title>{node.description ? `${node.id}\n${node.description}` : node.id}</title>
      <rect className="sc-box" x={item.x} y={item.y} width={item.width} height={item.height} rx={leaf ? 8 : 12} />
      {node.type === 'final' && <rect className="sc-final-ring" x={item.x + 4} y={item.y + 4} width={item.width - 8} height={item.height - 8} rx={6} />}
      {!leaf && <line className="sc-header-rule" x1={item.x} x2={item.x + item.width} y1={item.y + item.header} y2={item.y + item.header} />}
      <text className="sc-title" x={item.x + PAD} y={item.y + 10 + font.title.size}>
        {node.key}
        {node.type === 'parallel' && <tspan className="sc-badge" dx={8}>{badges.parallel}</tspan>}
        {node.type === 'final' && <tspan className="sc-badge" dx={8}>{badges.final}</tspan>}
      </text>
      {item.details.map((line, index) => (
        <text key={line} className={line.startsWith('invoke ') ? 'sc-detail sc-invoke' : 'sc-detail'} x={item.x + PAD} y={item.y + 10 + font.title.line + (index + 1) * font.detail.line - 2}>
          {fit(line, item.width)}
        </text>
      ))}
    </g>
  );
}

function Edge({ edge, fired, onPath }: { edge: LaidOutEdge; fired: boolean; onPath: boolean }) {
  const transition = edge.transition;
  const kind = transition?.kind ?? 'initial';
  const classes = ['sc-edge', `sc-edge-${kind}`, fired && 'is-fired', onPath && 'is-path'].filter(Boolean).join(' ');
  const marker = fired ? 'url(#sc-arrow-fired)' : onPath ? 'url(#sc-arrow-path)' : 'url(#sc-arrow)';
  return (
    <g className={classes} data-transition-key={transition?.key}>
      {transition?.description && <title>{transition.description}</title>}
      <path d={roundedPath(edge.points)} markerEnd={marker} />
      {edge.label && (
        <g className="sc-label">
          <rect x={edge.label.x - 2} y={edge.label.y - 1} width={edge.label.width + 4} height={edge.label.height + 2} rx={5} />
          {edge.label.lines.map((line, index) => (
            <text key={line} className={index === 0 ? 'sc-event' : 'sc-guard'} x={edge.label!.x + 4} y={edge.label!.y + (index + 1) * font.label.line - 2}>
              {line}
            </text>
          ))}
        </g>
      )}
    </g>
  );
}

export function StatechartView({ layout, machineId, active, fired, path, selectedStateId, scale, onSelectState }: StatechartViewProps) {
  const { t } = useTranslation();
  const badges = { parallel: t('inspector.chart.parallel'), final: t('inspector.chart.final') };
  const rootId = layout.nodes[0]?.id;
  const parallelIds = new Set(layout.nodes.filter((item) => item.node?.type === 'parallel').map((item) => item.id));
  const states = layout.nodes.filter((item) => item.kind === 'state');
  const markers = layout.nodes.filter((item) => item.kind === 'initial');
  return (
    <svg
      className="sc-chart"
      data-testid="statechart"
      data-machine-id={machineId}
      width={Math.ceil(layout.width * scale)}
      height={Math.ceil(layout.height * scale)}
      viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
      // A group, not an image: its state boxes are buttons, and an image's children are not reachable.
      role="group"
      aria-label={t('inspector.chart.statechart', { machine: machineId })}
    >
      <defs>
        {[
          ['sc-arrow', 'sc-arrowhead'],
          ['sc-arrow-fired', 'sc-arrowhead is-fired'],
          ['sc-arrow-path', 'sc-arrowhead is-path'],
        ].map(([id, className]) => (
          <marker key={id} id={id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path className={className} d="M 0 1 L 9 5 L 0 9 z" />
          </marker>
        ))}
      </defs>
      {states.map((item) => (
        <StateNode
          key={item.id}
          item={item}
          isRoot={item.id === rootId}
          isRegion={Boolean(item.node?.parentId && parallelIds.has(item.node.parentId))}
          active={active.has(item.id)}
          selected={selectedStateId === item.id}
          badges={badges}
          onSelect={onSelectState}
        />
      ))}
      {markers.map((item) => (
        <circle key={item.id} className="sc-initial" cx={item.x + item.width / 2} cy={item.y + item.height / 2} r={5} />
      ))}
      {layout.edges.map((edge) => (
        <Edge key={edge.id} edge={edge} fired={Boolean(edge.transition && fired.has(edge.transition.key))} onPath={Boolean(edge.transition && path.has(edge.transition.key))} />
      ))}
    </svg>
  );
}
