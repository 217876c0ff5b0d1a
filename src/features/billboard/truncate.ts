/** Billboard truncations of spec 001 §9: event names at 52 in billboard cards and 36 in the other cards. */
export const BILLBOARD_NAME_MAX = 52;
export const CARD_NAME_MAX = 36;
/** The billboard shows this many events before 'Ver más'. */
export const SEE_MORE_LIMIT = 7;

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
