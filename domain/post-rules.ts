/** Rules of company posts both sides use (spec 001 §3, §9; spec 002 §3, §5, §9). */

export const PostCategory = { blog: 1, stories: 2 } as const;

export const PostType = { article: 0, gallery: 1 } as const;

/** Storage entity types of a post's files (docs/decisions/0100-post-paths.md). */
export const PostFileType = { image: 1, attachment: 2, galleryPhoto: 3 } as const;

/** Displayed counts are the raw ones times 5 (spec 001 §3, §9). */
const COUNT_FACTOR = 5;

export function shownViews(totalViews: number): number {
  return totalViews * COUNT_FACTOR;
}

/** Likes times 5, minus 4 when the person liked, so one's own like adds exactly one (spec 001 §3). */
export function shownLikes(totalLikes: number, liked: boolean): number {
  return totalLikes * COUNT_FACTOR - (liked ? COUNT_FACTOR - 1 : 0);
}

/** Title lengths of the featured card and the list cards (spec 001 §2). */
export const TITLE_FEATURED = 120;
export const TITLE_CARD = 60;

/** The text cut to `max` characters followed by an ellipsis; shorter texts stay as they are. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}

/** Largest images of spec 002 §5 and §9, in pixels. */
export const postImageLimits = {
  articleImage: { width: 800, height: 800 },
  attachment: { width: 1200, height: 800 },
  galleryPhoto: { width: 1280, height: 1280 },
} as const;

/** Most photos of one gallery (spec 002 §3). */
export const GALLERY_MAX_PHOTOS = 50;

/** The gallery viewer shows this many photos before its prompt about more (spec 001 §2, §9). */
export const GALLERY_PREVIEW = 4;

/** A comment may be sent only when it has something other than spaces (spec 001 §5). */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

/** The most characters of a comment or reply. */
export const COMMENT_MAX = 1000;
