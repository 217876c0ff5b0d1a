/**
 * The YouTube video of a billboard post (spec 002 §2 type 3): HR pastes an iframe or a URL; only a YouTube embed
 * URL is kept, never the pasted markup, and the page renders its own sandboxed iframe from it.
 */
const EMBED = /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{6,20}(\?[A-Za-z0-9_=&;%.-]*)?$/;
const SRC = /<iframe\b[^>]*\bsrc\s*=\s*["']([^"']+)["'][^>]*>/i;

/**
 * The embed URL of a pasted iframe or URL, or null when it is not a YouTube embed. It always points to
 * youtube-nocookie.com, YouTube's privacy-enhanced host and the one the portal's frame-src admits.
 */
export function youtubeEmbedUrl(pasted: string): string | null {
  const text = pasted.trim();
  const candidate = text.startsWith('<') ? (SRC.exec(text)?.[1] ?? '') : text;
  const url = candidate.replace(/&amp;/g, '&');
  return EMBED.test(url)
    ? url.replace('https://www.youtube.com/', 'https://www.youtube-nocookie.com/')
    : null;
}
