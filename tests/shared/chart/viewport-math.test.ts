import { describe, expect, it } from 'vitest';
import { fitScale, fitView, hidesPart, pickLayout, zoomAt } from '../../../src/shared/chart/viewport-math';

const box = { width: 700, height: 600 };

describe('diagram viewport', () => {
  it('fits and centres a chart that is readable whole', () => {
    const chart = { width: 600, height: 400 };
    const view = fitView(chart, box);
    expect(view.scale).toBeCloseTo(684 / 600);
    expect(view.x + (chart.width * view.scale) / 2).toBeCloseTo(box.width / 2);
    expect(view.y + (chart.height * view.scale) / 2).toBeCloseTo(box.height / 2);
    expect(hidesPart(view, chart, box)).toBe(false);
  });

  it('never enlarges a small chart more than 1.5 times', () => {
    expect(fitView({ width: 100, height: 100 }, box).scale).toBe(1.5);
  });

  it('shows a large chart whole, however small it gets', () => {
    const chart = { width: 3000, height: 2000 };
    const view = fitView(chart, box);
    expect(view.scale).toBeCloseTo(fitScale(chart, box));
    expect(hidesPart(view, chart, box)).toBe(false);
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
