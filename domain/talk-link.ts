import { youtubeEmbedUrl } from './youtube-embed.js';

/**
 * Where a Pride Talk happens: a YouTube video the talk window frames, or a meeting (Google Meet, Zoom or
 * Microsoft Teams) it opens in a new tab, since those services refuse to be framed (docs/decisions/0190).
 */
export type TalkLink = { kind: 'video'; src: string } | { kind: 'meeting'; href: string };

/** The meeting services a talk may link to, by host; a subdomain of one counts (a company's zoom.us). */
const MEETING_HOSTS = ['meet.google.com', 'zoom.us', 'teams.microsoft.com', 'teams.live.com'];

const meetingHost = (host: string) => MEETING_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));

/** The talk's link as the portal keeps it, or null when it is neither a YouTube embed nor a known meeting. */
export function talkLink(pasted: string): TalkLink | null {
  const video = youtubeEmbedUrl(pasted);
  if (video) return { kind: 'video', src: video };
  let url: URL;
  try {
    url = new URL(pasted.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  return meetingHost(url.hostname) ? { kind: 'meeting', href: url.href } : null;
}

/** The address stored for a talk: the nocookie embed of a video, the meeting's own address, or ''. */
export const storedTalkUrl = (pasted: string): string => {
  const link = talkLink(pasted);
  return link === null ? '' : link.kind === 'video' ? link.src : link.href;
};
