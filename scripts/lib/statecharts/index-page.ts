import type { MachineEntry } from '../../../machines/registry';

/** `docs/statecharts/README.md`: every machine, grouped by area. */
export function statechartsIndex(entries: MachineEntry[]): string {
  const areas = [...new Set(entries.map((e) => e.area))].sort((a, b) => a.localeCompare(b, 'es'));
  const sections = areas.flatMap((area) => [
    `## ${area}`,
    '',
    ...entries
      .filter((e) => e.area === area)
      .map((e) => `- [${e.title}](${e.id}.md) (\`${e.id}\`): [test paths](../test-paths/${e.id}.md)`),
    '',
  ]);
  return [
    '# Statecharts',
    '',
    'Every machine in `machines/`, exported by `npm run statecharts`. Simulate them in the studio at',
    '`/statecharts`; see [the studio guide](../statechart-studio.md) and [QA test paths](../qa-test-paths.md).',
    '',
    ...(entries.length === 0 ? ['No machines are registered yet.', ''] : sections),
  ].join('\n');
}
