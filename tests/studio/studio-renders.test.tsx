import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { machineRegistry } from '../../machines/registry';
import StudioPage from '../../src/studio/studio.page';
import { StudioView } from '../../src/studio/components/studio-view';
import { machineRegistry as fixtureRegistry } from './fixtures/fixture-registry';
import { renderWithMantine } from './render-studio';

describe('statechart studio', () => {
  let errors: MockInstance;
  let warnings: MockInstance;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
    warnings = vi.spyOn(console, 'warn');
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders the page from the project registry', async () => {
    renderWithMantine(<StudioPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Estudio de diagramas de estado' })).toBeVisible();
    const first = machineRegistry[0];
    if (first) {
      expect(
        await screen.findByRole('img', { name: `Diagrama de estados: ${first.title}` }, { timeout: 10_000 }),
      ).toBeVisible();
    } else {
      expect(screen.getByText('Aún no hay máquinas en machines/*.machine.ts.')).toBeVisible();
    }
    expect(errors).not.toHaveBeenCalled();
  });

  const entries = [...fixtureRegistry, ...machineRegistry];

  it('lists every registered machine, grouped by area', () => {
    renderWithMantine(<StudioView entries={entries} />);
    const nav = screen.getByRole('navigation', { name: 'Máquinas de estado' });
    for (const area of new Set(entries.map((e) => e.area))) {
      expect(within(nav).getByRole('heading', { name: area })).toBeVisible();
    }
    for (const entry of entries) {
      expect(within(nav).getByRole('button', { name: new RegExp(entry.title) })).toBeVisible();
    }
  });

  // One test per machine, so the time each takes is its own as the registry grows.
  it.each(entries)('shows $title with its diagram, simulation and source', async (entry) => {
    renderWithMantine(<StudioView entries={entries} />);
    const nav = screen.getByRole('navigation', { name: 'Máquinas de estado' });
    fireEvent.click(within(nav).getByRole('button', { name: new RegExp(entry.title) }));
    expect(
      await screen.findByRole('img', { name: `Diagrama de estados: ${entry.title}` }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { level: 2, name: entry.title }),
    ).toBeVisible();
    expect(screen.getByText(entry.source)).toBeVisible();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^Estado actual: /);
    const diagram = screen.getByRole('img', { name: `Diagrama de estados: ${entry.title}` });
    const states = [...diagram.querySelectorAll('[data-state-id]')].map((g) =>
      g.getAttribute('data-state-id'),
    );
    // Every state node is drawn, the machine's root as the outer box.
    const expected = [entry.machine.root.id, ...getStateNodes(entry.machine.root).map((node) => node.id)];
    expect(states.sort()).toEqual(expected.sort());
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('marks the parts of the fixture chart: parallel regions, initial and final states, labels', async () => {
    renderWithMantine(<StudioView entries={fixtureRegistry} />);
    const diagram = await screen.findByRole(
      'img',
      { name: 'Diagrama de estados: Registro de prueba' },
      { timeout: 10_000 },
    );
    const region = diagram.querySelector('[data-state-id="signup.editing.form"] rect');
    expect(region).toHaveAttribute('stroke-dasharray', '6 4');
    expect(diagram.querySelectorAll('[data-state-id="signup.closed"] rect')).toHaveLength(2);
    // The root, the form region and the terms region start somewhere; the parallel state has no initial.
    expect(diagram.querySelectorAll('circle')).toHaveLength(3);
    expect(within(diagram).getByText('after 2250 ms')).toBeInTheDocument();
    expect(within(diagram).getByText('after 60000 ms')).toBeInTheDocument();
    // A long label wraps (after a dot or before the guard) but keeps its whole text for tools.
    const retry = diagram.querySelector('[data-label="retry.requested [canRetry]"]');
    expect([...(retry?.querySelectorAll('tspan') ?? [])].map((line) => line.textContent)).toEqual([
      'retry.requested',
      '[canRetry]',
    ]);
    expect(within(diagram).getByText('invoca saveSignup')).toBeInTheDocument();
  });
});
