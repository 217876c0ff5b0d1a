import type { EventKind } from '@/shared/chart';
import type { PathReport, PathStep } from './test-paths';

export type PathFormat = 'md' | 'json' | 'csv';

const kindNotes: Partial<Record<EventKind, string>> = {
  done: 'the invoked actor succeeds',
  error: 'the invoked actor fails',
  snapshot: 'the invoked actor reports progress',
  delay: 'the timer fires',
};

function payloadText(step: PathStep): string {
  return Object.keys(step.payload).length > 0 ? JSON.stringify(step.payload) : '';
}

function stepLine(step: PathStep, index: number): string {
  const note = kindNotes[step.kind] ? ` (${kindNotes[step.kind]})` : '';
  const payload = payloadText(step) ? ` with \`${payloadText(step)}\`` : '';
  return `${index + 1}. \`${step.type}\`${note}${payload} → \`${step.state}\``;
}

function summaryLines(report: PathReport): string[] {
  const missing = report.states.total.filter((id) => !report.states.reached.includes(id));
  return [
    `- Paths: ${report.paths.length}`,
    `- States reached: ${report.states.reached.length} of ${report.states.total.length}`,
    `- Transitions covered: ${report.transitions.reached.length} of ${report.transitions.total.length}`,
    `- States compared by: ${report.identity === 'context' ? 'value and context' : 'value only'}`,
    ...report.problems.map((problem) => `- Problem: ${problem}`),
    ...(missing.length > 0 ? [`- States not reached: ${missing.map((id) => `\`${id}\``).join(', ')}`] : []),
  ];
}

function pathsToMarkdown(report: PathReport, heading: string[]): string {
  const paths = report.paths.flatMap((path, i) => [
    `### Path ${i + 1}: reaches \`${path.target}\``,
    '',
    ...(path.steps.length > 0 ? path.steps.map(stepLine) : ['The initial state: no steps.']),
    '',
  ]);
  const lines = [...heading, '## Summary', '', ...summaryLines(report), '', '## Paths', '', ...paths];
  return lines.join('\n').trimEnd();
}

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function pathsToCsv(report: PathReport): string {
  const rows = [['path', 'step', 'event', 'kind', 'payload', 'state']];
  report.paths.forEach((path, i) => {
    if (path.steps.length === 0) rows.push([String(i + 1), '0', '', '', '', path.target]);
    path.steps.forEach((step, j) =>
      rows.push([String(i + 1), String(j + 1), step.type, step.kind, payloadText(step), step.state]),
    );
  });
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

export function formatPaths(report: PathReport, format: PathFormat, heading: string[]): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  if (format === 'csv') return pathsToCsv(report);
  return `${pathsToMarkdown(report, heading)}\n`;
}
