import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/registry';
import { ChartSvg } from '../../../src/shared/chart/chart-svg';
import {
  exportBox,
  layoutChart,
  layoutChartVariants,
  type ChartLayout,
} from '../../../src/shared/chart/layout';
import { labelLineChars, labelLines } from '../../../src/shared/chart/text-size';
import { fitScale, type Size } from '../../../src/shared/chart/viewport-math';

type Rect = Size & { x: number; y: number };
import { buildChartModel } from '../../../src/studio/model/machine-chart';
import { machineRegistry as fixtureRegistry } from '../../studio/fixtures/fixture-registry';

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const contains = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** Every transition label that covers a state box, a compound state's border or another label. */
function collisions(layout: ChartLayout): string[] {
  const labels = layout.edges.flatMap((edge) => (edge.label ? [edge.label] : []));
  return labels.flatMap((label, i) => [
    ...layout.states
      .filter((state) =>
        state.type === 'atomic' || state.type === 'final'
          ? overlaps(label, state)
          : overlaps(label, state) && !contains(state, label),
      )
      .map((state) => `${label.text} × ${state.id}`),
    ...labels
      .slice(i + 1)
      .filter((other) => overlaps(label, other))
      .map((other) => `${label.text} × ${other.text}`),
  ]);
}

describe('chart layout', () => {
  it('wraps long labels after a dot or before the guard, keeping every character', () => {
    expect(labelLines('after 2250 ms')).toEqual(['after 2250 ms']);
    expect(labelLines('xstate.done.actor.refreshSession [isPastExpiry]')).toEqual([
      'xstate.done.actor.',
      'refreshSession',
      '[isPastExpiry]',
    ]);
    const long = 'xstate.error.actor.signInWithGoogle [isProviderNotReady]';
    expect(labelLines(long).join('').replaceAll(' ', '')).toBe(long.replaceAll(' ', ''));
    expect(
      Math.max(...labelLines('session.synced [hasSyncedSession]').map((l) => l.length)),
    ).toBeLessThanOrEqual(labelLineChars);
  });

  it.each([...fixtureRegistry, ...machineRegistry].map((entry) => [entry.id, entry] as const))(
    '%s: no label covers a state or another label, in either direction',
    async (_id, entry) => {
      const layouts = await layoutChartVariants(buildChartModel(entry.machine));
      expect(layouts.map((layout) => layout.direction)).toEqual(['RIGHT', 'DOWN']);
      for (const layout of layouts) expect(collisions(layout)).toEqual([]);
    },
  );

  it('exports each chart in the direction that is drawn largest on a laptop screen', async () => {
    for (const entry of machineRegistry) {
      const model = buildChartModel(entry.machine);
      const chosen = await layoutChart(model);
      for (const layout of await layoutChartVariants(model)) {
        expect(fitScale(chosen, exportBox)).toBeGreaterThanOrEqual(fitScale(layout, exportBox));
      }
    }
    const loginModal = machineRegistry.find((entry) => entry.id === 'login-modal');
    if (loginModal) expect((await layoutChart(buildChartModel(loginModal.machine))).direction).toBe('DOWN');
  });

  it('marks the current state with a thick border and ▶, not with colour alone', async () => {
    const [entry] = fixtureRegistry;
    if (!entry) throw new Error('no fixture machine');
    const layout = await layoutChart(buildChartModel(entry.machine));
    const markup = (activeIds: string[]) =>
      renderToStaticMarkup(
        <ChartSvg layout={layout} idPrefix="t" title="t" activeIds={new Set(activeIds)} />,
      );
    expect(markup([])).not.toContain('▶');
    const active = markup(['signup.saving']);
    expect(active).toMatch(/data-state-id="signup.saving"><rect[^>]*stroke-width="4"/);
    expect(active).toMatch(/data-state-id="signup.saving">.*<tspan fill="#1e6b31">▶ <\/tspan>saving/);
  });
});
