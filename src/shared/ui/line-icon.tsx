/**
 * A decorative line icon on a 24-unit grid, drawn inline because no icon set is installed: one path, or
 * several drawn in order.
 */
export function LineIcon({ d, size = 20 }: { d: string | string[]; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      {[d].flat().map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
