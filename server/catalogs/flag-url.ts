/** Public URL of a pride flag served from server/files/flags. */
export function flagUrl(file: string): string {
  return `/files/flags/${file}`;
}
