import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChartSvg } from './chart-svg';
import type { ChartLayout } from './layout';

/** The standalone SVG file of a chart, for `docs/statecharts/<id>.svg`. */
export function renderSvgFile(layout: ChartLayout, id: string, title: string): string {
  const markup = renderToStaticMarkup(createElement(ChartSvg, { layout, idPrefix: id, title }));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`;
}
