/** Where the chart sits in the viewport: a point (x, y) of the chart is drawn at (view.x + x·scale, view.y + y·scale). */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

const minScale = 0.1;
const maxScale = 4;
/** Fitting never enlarges a small chart more than this. */
const maxFitScale = 1.5;
/** Room kept around a fitted chart, in pixels. */
const margin = 8;

const clampScale = (scale: number) => Math.min(maxScale, Math.max(minScale, scale));

/** The scale at which the whole chart fits the box (without the enlargement cap). */
export function fitScale(chart: Size, box: Size): number {
  const width = Math.max(1, box.width - 2 * margin);
  const height = Math.max(1, box.height - 2 * margin);
  return Math.min(width / Math.max(1, chart.width), height / Math.max(1, chart.height));
}

/** The whole chart, centred ('Ajustar a la vista'). */
export function fitView(chart: Size, box: Size): View {
  const scale = Math.min(maxFitScale, fitScale(chart, box));
  return {
    scale,
    x: (box.width - chart.width * scale) / 2,
    y: (box.height - chart.height * scale) / 2,
  };
}

/** Whether some of the chart lies outside the box. */
export function hidesPart(view: View, chart: Size, box: Size): boolean {
  const tolerance = 0.5;
  return (
    view.x < -tolerance ||
    view.y < -tolerance ||
    view.x + chart.width * view.scale > box.width + tolerance ||
    view.y + chart.height * view.scale > box.height + tolerance
  );
}

/** Zooms by `factor` keeping the chart point under `at` (viewport pixels) in place. */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }): View {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

/** Of several layouts of one chart, the one drawn largest when fitted to the box (the first on a tie). */
export function pickLayout<T extends Size>(layouts: readonly [T, ...T[]], box: Size): T {
  return layouts.reduce((best, next) => (fitScale(next, box) > fitScale(best, box) ? next : best));
}
