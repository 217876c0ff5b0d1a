import { Alert, Box, Loader } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { ChartSvg, layoutChart, type ChartLayout } from '@/shared/chart';
import type { AdminQuestion } from '../api';
import { surveyChartModel } from '../flow-chart';
import { adminSurveyMessages as m } from '../messages';
import classes from './flow-diagram.module.css';

/** The box the diagram is laid out for: ELK's direction (left to right or top to bottom) that fits it best. */
const box = { width: 960, height: 640 };

type Drawn = { status: 'loading' } | { status: 'ready'; layout: ChartLayout } | { status: 'failed' };

/**
 * The survey's flow drawn with the statechart renderer of src/shared/chart (ELK layout, loaded only here).
 * Questions no path reaches are drawn dashed. The nested list next to it is the text alternative.
 */
export default function FlowDiagram({ questions }: { questions: AdminQuestion[] }) {
  const chart = useMemo(() => surveyChartModel(questions), [questions]);
  const [drawn, setDrawn] = useState<{ chart: typeof chart; result: Drawn }>({
    chart,
    result: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    layoutChart(chart.model, box).then(
      (layout) => {
        const states = layout.states.map((s) => (chart.unreachable.has(s.id) ? { ...s, region: true } : s));
        if (current) setDrawn({ chart, result: { status: 'ready', layout: { ...layout, states } } });
      },
      () => current && setDrawn({ chart, result: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [chart]);
  const result: Drawn = drawn.chart === chart ? drawn.result : { status: 'loading' };
  if (result.status === 'loading') return <Loader size="sm" aria-label={m.flow.drawing} />;
  if (result.status === 'failed') {
    return (
      <Alert color="yellow" variant="light" c="dark">
        {m.flow.diagramFailed}
      </Alert>
    );
  }
  return (
    <Box role="region" aria-label={m.flow.diagramLabel}>
      <ChartSvg
        layout={result.layout}
        idPrefix="survey-flow"
        title={m.flow.diagramLabel}
        svgProps={{ className: classes.fit ?? '' }}
      />
    </Box>
  );
}
