import { useEffect, useState } from 'react';
import { layoutChartVariants, type ChartLayout, type ChartModel } from '@/shared/chart';

export type LayoutState =
  | { status: 'loading' }
  | { status: 'ready'; layouts: [ChartLayout, ChartLayout] }
  | { status: 'failed'; message: string };

/** Lays a chart out with ELK in both directions (asynchronous); a newer model replaces an unfinished layout. */
export function useChartLayout(model: ChartModel): LayoutState {
  const [state, setState] = useState<{ model: ChartModel; result: LayoutState }>({
    model,
    result: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    layoutChartVariants(model).then(
      (layouts) => current && setState({ model, result: { status: 'ready', layouts } }),
      (error: unknown) =>
        current && setState({ model, result: { status: 'failed', message: String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [model]);
  return state.model === model ? state.result : { status: 'loading' };
}
