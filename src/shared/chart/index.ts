export {
  allStates,
  allTransitions,
  type ChartModel,
  type ChartState,
  type ChartStateType,
  type ChartTransition,
  type EventKind,
} from './chart-model';
export { ChartSvg } from './chart-svg';
export { layoutChart, layoutChartVariants, type ChartLayout } from './layout';
export { fitView, hidesPart, pickLayout, zoomAt, type Size, type View } from './viewport-math';
// renderSvgFile stays out: it loads react-dom/server, which only the export script needs.
