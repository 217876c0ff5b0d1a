/** Colours of the diagram; every text/background pair meets WCAG AA contrast (4.5:1 or more). */
export const chartTheme = {
  background: '#ffffff',
  stateFill: '#f8f9fa',
  stateStroke: '#495057',
  regionStroke: '#6c757d',
  text: '#212529',
  detailText: '#495057',
  edge: '#495057',
  edgeLabelFill: '#ffffff',
  edgeLabelText: '#1c3d6e',
  activeFill: '#d3f9d8',
  activeStroke: '#2b8a3e',
  activeText: '#1e6b31',
  liveStroke: '#862e9c',
  initial: '#212529',
} as const;
