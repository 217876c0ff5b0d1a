import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { getStateNodes, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { machineRegistry } from '../../machines/registry';
import type { PathReport } from '../../src/studio/model/test-paths';
import { machineRegistry as fixtures } from '../studio/fixtures/fixture-registry';
import { fixtureRegistry, runScript } from './run-script';

/** The machine's own graph: its state nodes and its distinct transitions (one edge per target). */
function ownGraph(machine: AnyStateMachine) {
  const transitions = new Set<unknown>();
  const walk = (node: DirectedGraphNode) => {
    node.edges.forEach((edge) => transitions.add(edge.transition));
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  // toDirectedGraph leaves eventless transitions out; count them from the state nodes.
  const always = [machine.root, ...getStateNodes(machine.root)].flatMap((node) => node.always ?? []);
  return { states: getStateNodes(machine.root).length, transitions: transitions.size + always.length };
}

function jsonReport(args: string[]): PathReport {
  const run = runScript('paths.ts', [...args, '--format', 'json']);
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as PathReport;
}

describe('npm run paths', () => {
  const out = mkdtempSync(join(tmpdir(), 'paths-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const fixture = fixtures[0]!;

  it('walks every state and transition of the fixture, actors and timers included', () => {
    const report = jsonReport(['signup', '--registry', fixtureRegistry]);
    const graph = ownGraph(fixture.machine);
    expect(report.states.total).toHaveLength(graph.states);
    expect(report.transitions.total).toHaveLength(graph.transitions);
    expect(report.states.reached).toEqual(report.states.total);
    expect(report.transitions.reached).toEqual(report.transitions.total);
    const kinds = new Set(report.paths.flatMap((path) => path.steps.map((step) => step.kind)));
    expect([...kinds].sort()).toEqual(['delay', 'done', 'error', 'event']);
  });

  it('prints numbered steps with payloads and resulting states, and a summary, as Markdown', () => {
    const run = runScript('paths.ts', ['signup', '--registry', fixtureRegistry, '--strategy', 'simple']);
    expect(run.status, run.stderr).toBe(0);
    const report = jsonReport(['signup', '--registry', fixtureRegistry, '--strategy', 'simple']);
    expect(run.stdout).toContain(`- Paths: ${report.paths.length}`);
    expect(run.stdout).toContain('- States reached: 12 of 12');
    expect(run.stdout).toContain('- Transitions covered: 12 of 12');
    expect(run.stdout).toContain(
      '1. `form.changed` with `{"email":"ana@ejemplo.mx"}` → `editing.form.filled, editing.terms.pending`',
    );
    expect(run.stdout).toMatch(/\d\. `xstate\.error\.actor\.saveSignup` \(the invoked actor fails\) with/);
    expect(report.paths.length).toBeGreaterThan(
      jsonReport(['signup', '--registry', fixtureRegistry]).paths.length,
    );
  });

  it('prints CSV with one row per step', () => {
    const run = runScript('paths.ts', ['signup', '--registry', fixtureRegistry, '--format', 'csv']);
    const report = jsonReport(['signup', '--registry', fixtureRegistry]);
    const rows = run.stdout.trimEnd().split('\n');
    expect(rows[0]).toBe('path,step,event,kind,payload,state');
    const steps = report.paths.reduce((sum, path) => sum + Math.max(1, path.steps.length), 0);
    expect(rows).toHaveLength(steps + 1);
    expect(rows[2]).toBe(
      '2,1,form.changed,event,"{""email"":""ana@ejemplo.mx""}","editing.form.filled, editing.terms.pending"',
    );
  });

  it('writes one listing per machine with --all, and --check finds stale listings', () => {
    expect(runScript('paths.ts', ['--all', '--registry', fixtureRegistry, '--out', out]).status).toBe(0);
    expect(readFileSync(join(out, 'signup.md'), 'utf8')).toContain('# Test paths: Registro de prueba');
    expect(
      runScript('paths.ts', ['--all', '--check', '--registry', fixtureRegistry, '--out', out]).status,
    ).toBe(0);
    writeFileSync(join(out, 'signup.md'), 'edited by hand\n');
    const stale = runScript('paths.ts', ['--all', '--check', '--registry', fixtureRegistry, '--out', out]);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('outdated');
  });

  it('rejects an unknown machine or option value', () => {
    expect(runScript('paths.ts', ['nope', '--registry', fixtureRegistry]).stderr).toContain(
      'No machine "nope"',
    );
    expect(runScript('paths.ts', ['signup', '--registry', fixtureRegistry, '--format', 'xml']).status).toBe(
      2,
    );
  });

  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))(
    '%s: counts match the machine’s own graph and every state is reached',
    (id, entry) => {
      const report = jsonReport([id]);
      const graph = ownGraph(entry.machine);
      expect(report.machineId).toBe(entry.machine.id);
      expect(report.states.total).toHaveLength(graph.states);
      expect(report.transitions.total).toHaveLength(graph.transitions);
      // A state missing here needs sample payloads (or input) in the machine's `meta`: see docs/qa-test-paths.md.
      expect(report.problems).toEqual([]);
      expect(report.states.reached).toEqual(report.states.total);
    },
  );
});
