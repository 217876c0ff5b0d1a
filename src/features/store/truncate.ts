/** Foundation descriptions on the cards are cut at 65 characters (spec 001 §9). */
export const FOUNDATION_DESCRIPTION_MAX = 65;

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}
