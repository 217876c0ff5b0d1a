import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartModel, ChartState, ChartStateType } from './chart-model';
import { labelLines } from './text-size';
import { pickLayout, type Size } from './viewport-math';
import { elkLayoutOptions, graphRootId, stateDetails, toElkGraph, type ChartDirection } from './elk-graph';

export interface Point {
  x: number;
  y: number;
}

export interface LaidOutState {
  id: string;
  label: string;
  details: string[];
  type: ChartStateType;
  /** A region of a parallel state: drawn dashed. */
  region: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutEdge {
  id: string;
  transitionId: string;
  /** Edge from an initial marker to the initial state. */
  initial: boolean;
  points: Point[];
  label?: { text: string; lines: string[]; x: number; y: number; width: number; height: number };
}

export interface ChartLayout {
  direction: ChartDirection;
  width: number;
  height: number;
  /** Outer states first, so inner boxes are drawn on top. */
  states: LaidOutState[];
  initials: Array<Point & { size: number }>;
  edges: LaidOutEdge[];
}

interface Loaded {
  layout(graph: ElkNode, args: { layoutOptions: Record<string, string> }): Promise<ElkNode>;
}

let elk: Promise<Loaded> | undefined;

// The bundled build runs in the page and in Node without a worker file; it loads only when first needed.
function loadElk(): Promise<Loaded> {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK());
  return elk;
}

const round = (n: number) => Math.round(n * 10) / 10;

function collect(model: ChartModel, graph: ElkNode, direction: ChartDirection): ChartLayout {
  const states = new Map<string, ChartState>();
  const index = (state: ChartState) => {
    states.set(state.id, state);
    state.children.forEach(index);
  };
  index(model.root);
  const regions = new Set<string>();
  const markRegions = (state: ChartState) => {
    if (state.type === 'parallel') state.children.forEach((child) => regions.add(child.id));
    state.children.forEach(markRegions);
  };
  markRegions(model.root);

  const result: ChartLayout = {
    direction,
    width: round(graph.width ?? 0),
    height: round(graph.height ?? 0),
    states: [],
    initials: [],
    edges: [],
  };
  const offsets = new Map<string, Point>([[graphRootId, { x: 0, y: 0 }]]);
  const pendingEdges: ElkExtendedEdge[] = [];

  const visit = (node: ElkNode, origin: Point) => {
    const x = origin.x + (node.x ?? 0);
    const y = origin.y + (node.y ?? 0);
    offsets.set(node.id, { x, y });
    const state = states.get(node.id);
    if (state) {
      result.states.push({
        id: state.id,
        label: state.key,
        details: stateDetails(state),
        type: state.type,
        region: regions.has(state.id),
        x: round(x),
        y: round(y),
        width: round(node.width ?? 0),
        height: round(node.height ?? 0),
      });
    } else if (node.id.endsWith('::initial')) {
      result.initials.push({ x: round(x), y: round(y), size: node.width ?? 0 });
    }
    pendingEdges.push(...(node.edges ?? []));
    node.children?.forEach((child) => visit(child, { x, y }));
  };
  graph.children?.forEach((child) => visit(child, { x: 0, y: 0 }));
  pendingEdges.push(...(graph.edges ?? []));

  for (const edge of pendingEdges) {
    // ELK gives edge coordinates relative to the edge's container.
    const origin = offsets.get(edge.container ?? graphRootId) ?? { x: 0, y: 0 };
    const move = (p: Point) => ({ x: round(origin.x + p.x), y: round(origin.y + p.y) });
    const section = edge.sections?.[0];
    const label = edge.labels?.[0];
    const transitionId = edge.id.slice(0, edge.id.lastIndexOf('>'));
    result.edges.push({
      id: edge.id,
      transitionId,
      initial: transitionId.endsWith('::initial'),
      points: section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(move) : [],
      ...(label?.text
        ? {
            label: {
              text: label.text,
              lines: labelLines(label.text),
              ...move({ x: label.x ?? 0, y: label.y ?? 0 }),
              width: round(label.width ?? 0),
              height: round(label.height ?? 0),
            },
          }
        : {}),
    });
  }
  result.edges.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return result;
}

async function layoutIn(model: ChartModel, direction: ChartDirection): Promise<ChartLayout> {
  const engine = await loadElk();
  const graph = await engine.layout(toElkGraph(model, direction), {
    layoutOptions: elkLayoutOptions(direction),
  });
  return collect(model, graph, direction);
}

/** The chart laid out left to right and top to bottom: the studio shows whichever fits its viewport best. */
export async function layoutChartVariants(model: ChartModel): Promise<[ChartLayout, ChartLayout]> {
  return [await layoutIn(model, 'RIGHT'), await layoutIn(model, 'DOWN')];
}

/** The box the exported SVG is chosen for: a laptop screen, where designers open `docs/statecharts`. */
export const exportBox: Size = { width: 960, height: 800 };

/** Lays a machine out with ELK's layered algorithm in the direction drawn largest in `box`; absolute coordinates. */
export async function layoutChart(model: ChartModel, box: Size = exportBox): Promise<ChartLayout> {
  return pickLayout(await layoutChartVariants(model), box);
}
