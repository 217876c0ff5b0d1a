import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';
import { StudioView } from '../../src/studio/components/studio-view';
import { allStates, allTransitions } from '../../src/shared/chart';
import { buildChartModel } from '../../src/studio/model/machine-chart';
import { actorIdOf } from '../../src/studio/model/event-kinds';
import { generatePaths, type PathStep, type TestPath } from '../../src/studio/model/test-paths';
import type { MachineEntry } from '../../machines/registry';
import { machineRegistry as fixtureRegistry } from './fixtures/fixture-registry';
import { renderWithMantine } from './render-studio';

/** Paths that together reach every state the generator reaches, fewest first. */
function pathsCoveringStates(paths: TestPath[]): TestPath[] {
  const seen = new Set<string>();
  const prefixes = (state: string) =>
    state
      .split(', ')
      .flatMap((leaf) => leaf.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.')));
  return paths.filter((path) => {
    const fresh = path.steps.flatMap((step) => prefixes(step.state)).filter((s) => !seen.has(s));
    fresh.forEach((s) => seen.add(s));
    return fresh.length > 0 || path.steps.length === 0;
  });
}

function typeJson(label: string, payload: Record<string, unknown>) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: JSON.stringify(payload) } });
}

/** Performs one step the way a designer would: edits the payload and clicks the matching button. */
function clickStep(entry: MachineEntry, step: PathStep) {
  const actorId = actorIdOf(step.type) ?? '';
  if (step.kind === 'event') {
    typeJson(`Datos de ${step.type}`, step.payload);
    fireEvent.click(screen.getByRole('button', { name: step.type }));
  } else if (step.kind === 'done') {
    typeJson(`Resultado de ${actorId}`, step.payload);
    fireEvent.click(screen.getByRole('button', { name: `Resolver ${actorId}` }));
  } else if (step.kind === 'error') {
    typeJson(`Error de ${actorId}`, step.payload);
    fireEvent.click(screen.getByRole('button', { name: `Fallar ${actorId}` }));
  } else if (step.kind === 'delay') {
    const timer = allTransitions(buildChartModel(entry.machine)).find((t) => t.eventType === step.type);
    fireEvent.click(screen.getByRole('button', { name: `Disparar ${timer?.label.split(' [')[0]}` }));
  } else {
    throw new Error(`The studio has no button for ${step.type}`);
  }
}

function currentState(): string {
  const text = screen.getByText(/^Estado actual: /).textContent ?? '';
  return text.replace('Estado actual: ', '').replace(/ \(estado final.*\)$/, '');
}

describe.each([...fixtureRegistry, ...machineRegistry].map((entry) => [entry.id, entry] as const))(
  'simulating %s with buttons only',
  (_id, entry) => {
    it('reaches every state of the machine', async () => {
      renderWithMantine(<StudioView entries={[entry]} />);
      await screen.findByRole('img', { name: `Diagrama de estados: ${entry.title}` }, { timeout: 10_000 });
      const reached = new Set<string>();
      const record = () =>
        currentState()
          .split(', ')
          .forEach((leaf) =>
            leaf.split('.').forEach((_, i, parts) => reached.add(parts.slice(0, i + 1).join('.'))),
          );
      for (const path of pathsCoveringStates(generatePaths(entry.machine, 'shortest').paths)) {
        fireEvent.click(screen.getByRole('button', { name: 'Reiniciar' }));
        record();
        for (const step of path.steps) {
          clickStep(entry, step);
          expect(currentState()).toBe(step.state);
          record();
        }
      }
      // A state with an unguarded `always` transition is left at once: no one ever sees it at rest.
      const everyState = allStates(buildChartModel(entry.machine))
        .filter((s) => !s.transitions.some((t) => t.kind === 'always' && !t.guard))
        .map((s) => s.path.join('.'));
      expect([...reached].sort()).toEqual([...everyState].sort());
    });
  },
);

describe('undo and reset', () => {
  it('undo replays every event but the last; reset goes back to the start', async () => {
    renderWithMantine(<StudioView entries={fixtureRegistry} />);
    await screen.findByRole('img', { name: 'Diagrama de estados: Registro de prueba' }, { timeout: 10_000 });
    expect(currentState()).toBe('editing.form.empty, editing.terms.pending');
    fireEvent.click(screen.getByRole('button', { name: 'terms.accepted' }));
    typeJson('Datos de form.changed', { email: 'ana@ejemplo.mx' });
    fireEvent.click(screen.getByRole('button', { name: 'form.changed' }));
    expect(currentState()).toBe('editing.form.filled, editing.terms.accepted');
    expect(screen.getByLabelText('Contexto de la máquina')).toHaveTextContent('"email": "ana@ejemplo.mx"');

    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(currentState()).toBe('editing.form.empty, editing.terms.accepted');
    expect(screen.getByLabelText('Contexto de la máquina')).toHaveTextContent('"email": ""');

    fireEvent.click(screen.getByRole('button', { name: 'Reiniciar' }));
    expect(currentState()).toBe('editing.form.empty, editing.terms.pending');
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeDisabled();
  });

  it('records outward actions without running them and reports bad JSON', async () => {
    renderWithMantine(<StudioView entries={fixtureRegistry} />);
    await screen.findByRole('img', { name: 'Diagrama de estados: Registro de prueba' }, { timeout: 10_000 });
    typeJson('Datos de form.changed', { email: 'ana@ejemplo.mx' });
    fireEvent.click(screen.getByRole('button', { name: 'form.changed' }));
    fireEvent.click(screen.getByRole('button', { name: 'terms.accepted' }));
    fireEvent.click(screen.getByRole('button', { name: 'form.submitted' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fallar saveSignup' }));
    fireEvent.click(screen.getByRole('button', { name: 'dialog.closed' }));
    expect(screen.getByText(/^Estado actual: closed \(estado final/)).toBeVisible();
    expect(screen.getByText(/acciones registradas \(sin efecto\): reloadPage/)).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Reiniciar' }));
    fireEvent.change(screen.getByLabelText('Datos de form.changed'), { target: { value: '{ email' } });
    fireEvent.click(screen.getByRole('button', { name: 'form.changed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('JSON no válido.');
    expect(currentState()).toBe('editing.form.empty, editing.terms.pending');
  });
});
