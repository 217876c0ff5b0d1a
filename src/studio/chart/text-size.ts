/**
 * Diagram text is monospace so its width is known without a browser: the layout computed in Node for
 * the exported SVG is the same as the one the studio draws.
 */
export const fontFamily = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';
export const stateFontSize = 13;
export const detailFontSize = 11;
export const edgeFontSize = 11;
export const lineHeight = 16;

// A monospace glyph is about 0.6 em wide; rounding up keeps text inside its box.
export function textWidth(text: string, fontSize: number): number {
  return Math.ceil([...text].length * fontSize * 0.62);
}
