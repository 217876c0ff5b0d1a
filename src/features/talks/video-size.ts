/** The video modal's size by window width (spec 001 §9): 1280x720 above 1320, then smaller steps. */
const sizes = [
  { above: 1320, width: 1280, height: 720 },
  { above: 900, width: 854, height: 480 },
  { above: 680, width: 640, height: 360 },
  { above: 460, width: 426, height: 240 },
] as const;

export function videoSize(windowWidth: number): { width: number; height: number } {
  return sizes.find((size) => windowWidth > size.above) ?? { width: 300, height: 200 };
}
