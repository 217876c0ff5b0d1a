/** Spec 000 §1: a visitor's preview of a list shows 4 items by default (6 for music) and 20% of any text. */
export const VISITOR_PREVIEW_ITEMS = 4;
export const VISITOR_PREVIEW_MUSIC_ITEMS = 6;
const VISITOR_TEXT_SHARE = 0.2;

/** The first items of a list that a visitor may see; everything for a signed-in member. */
export function previewItems<T>(items: readonly T[], signedIn: boolean, limit = VISITOR_PREVIEW_ITEMS): T[] {
  return signedIn ? [...items] : items.slice(0, limit);
}

/**
 * Whether a visitor's preview hides anything: more items than the preview shows, or more pages to come. The
 * sign-in blocker stands only then, not over a list a visitor already sees whole.
 */
export function previewHides(shown: number, more: boolean, limit = VISITOR_PREVIEW_ITEMS): boolean {
  return more || shown > limit;
}

/** The first fifth of a text for a visitor, cut at a word and followed by an ellipsis; all of it for a member. */
export function previewText(text: string, signedIn: boolean): string {
  if (signedIn) return text;
  const length = Math.ceil(text.length * VISITOR_TEXT_SHARE);
  if (length >= text.length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
