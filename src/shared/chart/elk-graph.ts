import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { chartMessages as m } from './chart-messages';
import type { ChartModel, ChartState, ChartTransition } from './chart-model';
import {
  activeMarker,
  detailFontSize,
  edgeFontSize,
  labelLines,
  lineHeight,
  stateFontSize,
  stateTitle,
  textWidth,
} from './text-size';

/** Flow of the layered layout: left to right or top to bottom. */
export type ChartDirection = 'RIGHT' | 'DOWN';

const initialMarkerSize = 12;
const padding = 12;
const headerHeight = 26;

/** The ELK graph's own root; the machine's root state is drawn inside it as the outer box. */
export const graphRootId = '::graph';

/** Id of the small filled circle that points at a compound state's initial child. */
function initialMarkerId(stateId: string): string {
  return `${stateId}::initial`;
}

/** Lines written under a state's name: invoked actors and outward entry/exit actions. */
export function stateDetails(state: ChartState): string[] {
  const outward = (names: string[]) => names.filter((name) => !name.startsWith('xstate.'));
  return [
    ...state.invokes.map((inv) => m.invokes(inv.src)),
    ...(outward(state.entry).length > 0 ? [m.entry(outward(state.entry).join(', '))] : []),
    ...(outward(state.exit).length > 0 ? [m.exit(outward(state.exit).join(', '))] : []),
  ];
}

function headerSize(state: ChartState): { width: number; height: number } {
  const details = stateDetails(state);
  const width = Math.max(
    // Room for the marker of the simulation's current state, so a highlighted box keeps its size.
    textWidth(activeMarker + stateTitle(state.key, state.type), stateFontSize),
    ...details.map((line) => textWidth(line, detailFontSize)),
  );
  return { width: width + 2 * padding, height: headerHeight + details.length * lineHeight };
}

/** The lowest state containing both ends of a transition: ELK wants the edge declared there. */
function commonContainer(source: string, target: string, parents: Map<string, string>): string {
  const ancestors = (id: string) => {
    const chain: string[] = [];
    for (let at = parents.get(id); at !== undefined; at = parents.get(at)) chain.push(at);
    return chain;
  };
  const targetAncestors = new Set(ancestors(target));
  return ancestors(source).find((id) => targetAncestors.has(id)) ?? source;
}

function labelOf(text: string): { text: string; width: number; height: number } {
  const lines = labelLines(text);
  return {
    text,
    width: Math.max(...lines.map((line) => textWidth(line, edgeFontSize))) + 8,
    height: lines.length * lineHeight + 2,
  };
}

function edgesOf(transition: ChartTransition): ElkExtendedEdge[] {
  const targets = transition.targets.length > 0 ? transition.targets : [transition.source];
  return targets.map((target, i) => ({
    id: `${transition.id}>${i}`,
    sources: [transition.source],
    targets: [target],
    labels: [labelOf(transition.label)],
  }));
}

function toNode(state: ChartState, parents: Map<string, string>): ElkNode {
  const header = headerSize(state);
  const children = state.children.map((child) => {
    parents.set(child.id, state.id);
    return toNode(child, parents);
  });
  if (state.initial) {
    children.unshift({ id: initialMarkerId(state.id), width: initialMarkerSize, height: initialMarkerSize });
    parents.set(initialMarkerId(state.id), state.id);
  }
  if (children.length === 0) return { id: state.id, width: header.width, height: header.height + 8 };
  return {
    id: state.id,
    children,
    layoutOptions: {
      'elk.padding': `[top=${header.height + 8},left=${padding},bottom=${padding},right=${padding}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${header.width}, ${header.height})`,
    },
  };
}

/**
 * Options for every node of the graph (ELK reads spacing from each compound state, not from the root).
 * Labels sit in the middle of their edge as part of the layering, so they never cover a state box.
 */
export function elkLayoutOptions(direction: ChartDirection): Record<string, string> {
  return {
    'elk.algorithm': 'layered',
    'elk.direction': direction,
    'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
    'elk.edgeRouting': 'ORTHOGONAL',
    'elk.layered.spacing.nodeNodeBetweenLayers': '32',
    'elk.layered.spacing.edgeNodeBetweenLayers': '12',
    'elk.spacing.nodeNode': '24',
    'elk.spacing.edgeNode': '12',
    'elk.spacing.edgeEdge': '8',
    'elk.spacing.edgeLabel': '4',
    'elk.edgeLabels.placement': 'CENTER',
    'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    'elk.layered.compaction.postCompaction.strategy': 'EDGE_LENGTH',
  };
}

/** The ELK graph of a machine: one node per state, compound states as nested graphs, one edge per target. */
export function toElkGraph(model: ChartModel, direction: ChartDirection): ElkNode {
  const parents = new Map<string, string>();
  const root = toNode(model.root, parents);
  const containers = new Map<string, ElkNode>();
  const index = (node: ElkNode) => {
    containers.set(node.id, node);
    node.children?.forEach(index);
  };
  index(root);
  const place = (edge: ElkExtendedEdge, source: string, target: string) => {
    const container = containers.get(commonContainer(source, target, parents)) ?? root;
    container.edges = [...(container.edges ?? []), edge];
  };
  const walk = (state: ChartState) => {
    if (state.initial) {
      const id = initialMarkerId(state.id);
      place({ id: `${id}>0`, sources: [id], targets: [state.initial] }, id, state.initial);
    }
    for (const transition of state.transitions) {
      for (const edge of edgesOf(transition)) place(edge, edge.sources[0] ?? '', edge.targets[0] ?? '');
    }
    state.children.forEach(walk);
  };
  walk(model.root);
  return {
    id: graphRootId,
    children: [root],
    layoutOptions: { ...elkLayoutOptions(direction), 'elk.padding': '[top=16,left=16,bottom=16,right=16]' },
  };
}
