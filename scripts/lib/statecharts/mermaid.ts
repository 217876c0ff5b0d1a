import type { ChartModel, ChartState, ChartTransition } from '../../../src/shared/chart';

const mermaidId = (stateId: string) => stateId.replace(/[^A-Za-z0-9_]/g, '_');

// Mermaid stops a label at a colon, a semicolon or a line break.
const mermaidLabel = (text: string) => text.replace(/[:;\n]/g, ' ');

function parentsOf(model: ChartModel): Map<string, string> {
  const parents = new Map<string, string>();
  const walk = (state: ChartState) =>
    state.children.forEach((child) => {
      parents.set(child.id, state.id);
      walk(child);
    });
  walk(model.root);
  return parents;
}

/** The state whose block holds an arrow: the lowest one containing both ends. */
function blockOf(t: ChartTransition, target: string, parents: Map<string, string>): string | undefined {
  const chain = (id: string) => {
    const list: string[] = [];
    for (let at = parents.get(id); at !== undefined; at = parents.get(at)) list.push(at);
    return list;
  };
  const targetChain = new Set(chain(target));
  return chain(t.source).find((id) => targetChain.has(id));
}

/** A Mermaid `stateDiagram-v2` of a machine, for reading the chart straight from the Markdown file. */
export function toMermaid(model: ChartModel): string {
  const parents = parentsOf(model);
  const arrows = new Map<string, string[]>();
  const rootNotes: string[] = [];
  const all = (state: ChartState): ChartState[] => [state, ...state.children.flatMap(all)];
  for (const t of all(model.root).flatMap((s) => s.transitions)) {
    for (const target of t.targets.length > 0 ? t.targets : [t.source]) {
      if (t.source === model.root.id) {
        rootNotes.push(`  %% from anywhere in the machine: ${mermaidLabel(t.label)} → ${target}`);
        continue;
      }
      const block = blockOf(t, target, parents) ?? model.root.id;
      const line = `${mermaidId(t.source)} --> ${mermaidId(target)} : ${mermaidLabel(t.label)}`;
      arrows.set(block, [...(arrows.get(block) ?? []), line]);
    }
  }
  const body = (state: ChartState, pad: string): string[] => {
    const lines: string[] = [];
    if (state.initial) lines.push(`${pad}[*] --> ${mermaidId(state.initial)}`);
    state.children.forEach((child, i) => {
      if (state.type === 'parallel' && i > 0) lines.push(`${pad}--`);
      lines.push(...block(child, pad));
      if (child.type === 'final') lines.push(`${pad}${mermaidId(child.id)} --> [*]`);
    });
    lines.push(...(arrows.get(state.id) ?? []).map((line) => `${pad}${line}`));
    return lines;
  };
  const block = (state: ChartState, pad: string): string[] => {
    const head = `${pad}state "${state.key}" as ${mermaidId(state.id)}`;
    if (state.children.length === 0) return [head];
    return [`${head} {`, ...body(state, `${pad}  `), `${pad}}`];
  };
  return ['stateDiagram-v2', ...rootNotes, ...body(model.root, '  ')].join('\n');
}
