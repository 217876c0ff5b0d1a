import { useEffect, useState } from 'react';
import type { ChartModel } from '../model/chart-model';
import { layoutChart, type ChartLayout } from '../chart/layout';

export type LayoutState =
  { status: 'loading' } | { status: 'ready'; layout: ChartLayout } | { status: 'failed'; message: string };

/** Lays a chart out with ELK (asynchronous); a newer model replaces an unfinished layout. */
export function useChartLayout(model: ChartModel): LayoutState {
  const [state, setState] = useState<{ model: ChartModel; result: LayoutState }>({
    model,
    result: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    layoutChart(model).then(
      (layout) => current && setState({ model, result: { status: 'ready', layout } }),
      (error: unknown) =>
        current && setState({ model, result: { status: 'failed', message: String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [model]);
  return state.model === model ? state.result : { status: 'loading' };
}
