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

/** Longest line of a transition label, in characters, before it wraps. */
export const labelLineChars = 22;

/**
 * A transition label in lines of at most `labelLineChars` characters, so arrows stay short: lines break after
 * a dot of the event name or before a space (the guard goes on its own line); a single longer word is kept.
 */
export function labelLines(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of text.split(/(?<=\.)|(?= )/)) {
    if (line !== '' && (line + piece).length > labelLineChars) {
      lines.push(line);
      line = piece.trimStart();
    } else {
      line += piece;
    }
  }
  return [...lines, line];
}

/** Written before the name of each state the simulation is in, so the highlight does not rely on colour. */
export const activeMarker = '▶ ';

/** The name line of a state box; parallel states carry `‖`. */
export function stateTitle(label: string, type: string): string {
  return type === 'parallel' ? `${label} ‖` : label;
}
