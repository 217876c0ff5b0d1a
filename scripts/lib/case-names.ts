/** `job-bank` → `jobBank`: the name code gives a kebab-case area or file. */
export function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
