import type { ReactNode } from 'react';
import { chartTheme as theme } from './chart-theme';
import type { ChartLayout, LaidOutEdge, LaidOutState, Point } from './layout';
import {
  activeMarker,
  detailFontSize,
  edgeFontSize,
  fontFamily,
  lineHeight,
  stateFontSize,
  stateTitle,
} from './text-size';

export interface ChartSvgProps {
  layout: ChartLayout;
  /** Prefix for ids inside the SVG (arrow markers), unique per page. */
  idPrefix: string;
  title: string;
  /** States of the simulation: thick green border, `▶` before the name, green fill for the innermost ones. */
  activeIds?: ReadonlySet<string>;
  /** States of a running app's actor, outlined purple and dashed. */
  liveIds?: ReadonlySet<string>;
  /** Wraps the drawing, e.g. in the studio's zoom and pan transform. */
  wrap?: (drawing: ReactNode) => ReactNode;
  /** Extra attributes for the root element, e.g. sizing in the studio. */
  svgProps?: Record<string, string | number>;
}

function pathOf(points: Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
}

function StateBox({ state, active, live }: { state: LaidOutState; active: boolean; live: boolean }) {
  const leaf = state.type === 'atomic' || state.type === 'final';
  const stroke = active ? theme.activeStroke : state.region ? theme.regionStroke : theme.stateStroke;
  return (
    <g data-state-id={state.id}>
      <rect
        x={state.x}
        y={state.y}
        width={state.width}
        height={state.height}
        rx={8}
        fill={active && leaf ? theme.activeFill : state.region ? 'none' : theme.stateFill}
        stroke={stroke}
        strokeWidth={active ? 4 : 1.5}
        strokeDasharray={state.region ? '6 4' : undefined}
      />
      {state.type === 'final' && (
        <rect
          x={state.x + 4}
          y={state.y + 4}
          width={state.width - 8}
          height={state.height - 8}
          rx={5}
          fill="none"
          stroke={stroke}
          strokeWidth={1.5}
        />
      )}
      {live && (
        <rect
          x={state.x - 4}
          y={state.y - 4}
          width={state.width + 8}
          height={state.height + 8}
          rx={10}
          fill="none"
          stroke={theme.liveStroke}
          strokeWidth={3}
          strokeDasharray="4 3"
        />
      )}
      <text
        x={state.x + 12}
        y={state.y + 18 + (state.type === 'final' ? 2 : 0)}
        fontSize={stateFontSize}
        fontWeight={leaf ? 600 : 700}
        fill={theme.text}
      >
        {active && <tspan fill={theme.activeText}>{activeMarker}</tspan>}
        {stateTitle(state.label, state.type)}
      </text>
      {state.details.map((line, i) => (
        <text
          key={line}
          x={state.x + 12}
          y={state.y + 18 + (i + 1) * lineHeight}
          fontSize={detailFontSize}
          fill={theme.detailText}
        >
          {line}
        </text>
      ))}
    </g>
  );
}

function EdgeLabel({ label }: { label: NonNullable<LaidOutEdge['label']> }) {
  return (
    <g data-label={label.text}>
      <rect
        x={label.x}
        y={label.y}
        width={label.width}
        height={label.height}
        rx={3}
        fill={theme.edgeLabelFill}
      />
      <text x={label.x + 4} y={label.y + 13} fontSize={edgeFontSize} fill={theme.edgeLabelText}>
        {label.lines.length === 1
          ? label.text
          : label.lines.map((line, i) => (
              <tspan key={`${i}:${line}`} x={label.x + 4} dy={i === 0 ? 0 : lineHeight}>
                {line}
              </tspan>
            ))}
      </text>
    </g>
  );
}

function Edge({ edge, markerId }: { edge: LaidOutEdge; markerId: string }) {
  if (edge.points.length === 0) return null;
  return (
    <g data-transition-id={edge.transitionId}>
      <path
        d={pathOf(edge.points)}
        fill="none"
        stroke={theme.edge}
        strokeWidth={1.5}
        markerEnd={`url(#${markerId})`}
      />
      {edge.label && <EdgeLabel label={edge.label} />}
    </g>
  );
}

/**
 * The statechart as SVG, drawn from a layout only: the studio and the survey editor show it in the page and
 * the export script renders the same component to a standalone `.svg` file.
 */
export function ChartSvg({ layout, idPrefix, title, activeIds, liveIds, wrap, svgProps }: ChartSvgProps) {
  const markerId = `${idPrefix}-arrow`;
  const drawing = (
    <g fontFamily={fontFamily}>
      {layout.states.map((state) => (
        <StateBox
          key={state.id}
          state={state}
          active={activeIds?.has(state.id) ?? false}
          live={liveIds?.has(state.id) ?? false}
        />
      ))}
      {layout.initials.map((initial) => (
        <circle
          key={`${initial.x},${initial.y}`}
          cx={initial.x + initial.size / 2}
          cy={initial.y + initial.size / 2}
          r={initial.size / 2}
          fill={theme.initial}
        />
      ))}
      {layout.edges.map((edge) => (
        <Edge key={edge.id} edge={edge} markerId={markerId} />
      ))}
    </g>
  );
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width}
      height={layout.height}
      role="img"
      aria-label={title}
      {...svgProps}
    >
      <title>{title}</title>
      <defs>
        <marker
          id={markerId}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="8"
          markerHeight="8"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={theme.edge} />
        </marker>
      </defs>
      <rect width={layout.width} height={layout.height} fill={theme.background} />
      {wrap ? wrap(drawing) : drawing}
    </svg>
  );
}
