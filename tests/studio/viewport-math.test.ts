import { describe, expect, it } from 'vitest';
import {
  fitScale,
  fitView,
  hidesPart,
  initialView,
  minReadableScale,
  pickLayout,
  zoomAt,
} from '../../src/studio/chart/viewport-math';

const box = { width: 700, height: 600 };

describe('diagram viewport', () => {
  it('fits and centres a chart that is readable whole', () => {
    const chart = { width: 600, height: 400 };
    const view = initialView(chart, box, { x: 0, y: 0, width: 10, height: 10 });
    expect(view).toEqual(fitView(chart, box));
    expect(view.scale).toBeCloseTo(684 / 600);
    expect(view.x + (chart.width * view.scale) / 2).toBeCloseTo(box.width / 2);
    expect(view.y + (chart.height * view.scale) / 2).toBeCloseTo(box.height / 2);
    expect(hidesPart(view, chart, box)).toBe(false);
  });

  it('never enlarges a small chart more than 1.5 times', () => {
    expect(fitView({ width: 100, height: 100 }, box).scale).toBe(1.5);
  });

  it('starts a large chart at the readable minimum, centred on the initial state', () => {
    const chart = { width: 3000, height: 2000 };
    const focus = { x: 1400, y: 900, width: 200, height: 100 };
    expect(fitScale(chart, box)).toBeLessThan(minReadableScale);
    const view = initialView(chart, box, focus);
    expect(view.scale).toBe(minReadableScale);
    expect(view.x + (focus.x + focus.width / 2) * view.scale).toBeCloseTo(box.width / 2);
    expect(view.y + (focus.y + focus.height / 2) * view.scale).toBeCloseTo(box.height / 2);
    expect(hidesPart(view, chart, box)).toBe(true);
  });

  it('keeps the chart against the edge instead of showing empty space past it', () => {
    const chart = { width: 3000, height: 500 };
    const view = initialView(chart, box, { x: 10, y: 10, width: 100, height: 40 });
    expect(view.x).toBe(0);
    // Shorter than the box at that scale: centred vertically.
    expect(view.y).toBeCloseTo((box.height - 500 * minReadableScale) / 2);
  });

  it('zooms around a point, which stays where it is', () => {
    const view = { scale: 1, x: 10, y: 20 };
    const at = { x: 300, y: 200 };
    const zoomed = zoomAt(view, 2, at);
    expect(zoomed.scale).toBe(2);
    const chartPoint = { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale };
    expect(zoomed.x + chartPoint.x * zoomed.scale).toBeCloseTo(at.x);
    expect(zoomed.y + chartPoint.y * zoomed.scale).toBeCloseTo(at.y);
    expect(zoomAt(view, 1000, at).scale).toBe(4);
  });

  it('picks the layout drawn largest in the box', () => {
    const wide = { width: 2000, height: 400, name: 'wide' };
    const tall = { width: 900, height: 900, name: 'tall' };
    expect(pickLayout([wide, tall], box).name).toBe('tall');
    expect(pickLayout([wide, tall], { width: 2000, height: 420 }).name).toBe('wide');
  });
});
