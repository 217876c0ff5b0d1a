import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { machineRegistry } from '../../machines/registry';
import { machineRegistry as fixtures } from '../studio/fixtures/fixture-registry';
import { fixtureRegistry, repoRoot, runScript } from './run-script';

interface XmlElement {
  [key: string]: unknown;
}

const stateTags = ['state', 'parallel', 'final', 'history'];
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => [...stateTags, 'transition', 'invoke', 'send', 'cancel'].includes(name),
});

interface ParsedTransition {
  source: string;
  event: string | undefined;
  cond: string | undefined;
  targets: string[];
}

function collect(element: XmlElement, states: Map<string, string>, transitions: ParsedTransition[]) {
  for (const tag of stateTags) {
    for (const child of (element[tag] as XmlElement[] | undefined) ?? []) {
      const id = String(child['@id']);
      states.set(id, tag);
      for (const t of (child.transition as XmlElement[] | undefined) ?? []) {
        transitions.push({
          source: id,
          event: t['@event'] as string | undefined,
          cond: t['@cond'] as string | undefined,
          targets: typeof t['@target'] === 'string' ? t['@target'].split(' ') : [],
        });
      }
      collect(child, states, transitions);
    }
  }
}

/** What the SCXML should say of each transition, worked out from XState's own definitions. */
function expectedEvent(eventType: string) {
  return eventType
    .replace(/^xstate\.done\.actor\./, 'done.invoke.')
    .replace(/^xstate\.error\.actor\./, 'error.invoke.')
    .replace(/^xstate\.snapshot\./, 'snapshot.invoke.')
    .replace(/^xstate\.done\.state\./, 'done.state.');
}

function checkScxml(xml: string, machine: AnyStateMachine) {
  const document = parser.parse(xml) as { scxml: XmlElement };
  const scxml = document.scxml;
  expect(scxml['@xmlns']).toBe('http://www.w3.org/2005/07/scxml');
  expect(scxml['@version']).toBe('1.0');
  const states = new Map<string, string>();
  const transitions: ParsedTransition[] = [];
  collect(scxml, states, transitions);
  const nodes = getStateNodes(machine.root);
  const wrapped = states.has(machine.root.id);
  states.delete(machine.root.id);
  expect(scxml['@initial']).toBe(wrapped ? machine.root.id : machine.root.initial.target[0]?.id);

  expect([...states.keys()].sort()).toEqual(nodes.map((n) => n.id).sort());
  for (const node of nodes) {
    const tag =
      node.type === 'parallel'
        ? 'parallel'
        : node.type === 'final'
          ? 'final'
          : node.type === 'history'
            ? 'history'
            : 'state';
    expect(states.get(node.id), node.id).toBe(tag);
  }
  const expected = [machine.root, ...nodes].flatMap((node) => [
    ...[...node.transitions.values()].flat().map((t) => ({
      source: node.id,
      event: expectedEvent(t.eventType),
      targets: (t.target ?? []).map((target: AnyStateNode) => target.id),
      guarded: t.guard !== undefined,
    })),
    ...(node.always ?? []).map((t) => ({
      source: node.id,
      event: undefined,
      targets: (t.target ?? []).map((target: AnyStateNode) => target.id),
      guarded: t.guard !== undefined,
    })),
  ]);
  // The parser groups elements by tag, so document order is lost: compare as sorted lists.
  const sorted = (list: object[]) => list.map((item) => JSON.stringify(item)).sort();
  const parsed = transitions.map(({ source, event, targets, cond }) => ({
    source,
    event,
    targets,
    guarded: cond !== undefined,
  }));
  expect(sorted(parsed)).toEqual(sorted(expected));
  return transitions;
}

describe('SCXML export', () => {
  const out = mkdtempSync(join(tmpdir(), 'statecharts-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('writes SCXML for the fixture that names its states, transitions, guards and delays', () => {
    const run = runScript('statecharts.ts', ['--registry', fixtureRegistry, '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    const fixture = fixtures[0]!;
    const xml = readFileSync(join(out, 'signup.scxml'), 'utf8');
    const transitions = checkScxml(xml, fixture.machine);
    // The timer is named as XState and the QA paths name it; its milliseconds go with the send.
    expect(xml).toContain(
      '<send event="xstate.after.confirmationDelay.signup.confirmed" id="xstate.after.confirmationDelay.signup.confirmed" delay="2250ms"/>',
    );
    expect(transitions).toContainEqual({
      source: 'signup.confirmed',
      event: 'xstate.after.confirmationDelay.signup.confirmed',
      cond: undefined,
      targets: ['signup.closed'],
    });
    expect(transitions).toContainEqual({
      source: 'signup.failed',
      event: 'retry.requested',
      cond: 'canRetry',
      targets: ['signup.saving'],
    });
  });

  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))(
    'docs/statecharts/%s.scxml names the same states and transitions as the machine',
    (id, entry) => {
      checkScxml(readFileSync(join(repoRoot, 'docs/statecharts', `${id}.scxml`), 'utf8'), entry.machine);
    },
  );
});
