import { describe, expect, it } from 'vitest';
import { storedTalkUrl, talkLink } from '@domain/talk-link';

describe('a Pride Talk link', () => {
  it('frames a YouTube embed from its nocookie host', () => {
    expect(talkLink('<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>')).toEqual({
      kind: 'video',
      src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    });
  });

  it.each([
    'https://meet.google.com/abc-defg-hij',
    'https://zoom.us/j/81234567890',
    'https://empresa.zoom.us/j/81234567890?pwd=abc',
    'https://teams.microsoft.com/l/meetup-join/19%3ameeting',
    'https://teams.live.com/meet/9876543210',
  ])('opens a meeting of %s in its own tab', (address) => {
    expect(talkLink(address)).toEqual({ kind: 'meeting', href: new URL(address).href });
    expect(storedTalkUrl(` ${address} `)).toBe(new URL(address).href);
  });

  it.each([
    'http://meet.google.com/abc-defg-hij',
    'https://zoom.us.example.com/j/1',
    'https://evilzoom.us/j/1',
    'https://user:pass@zoom.us/j/1',
    'https://example.com/video',
    'javascript:alert(1)',
    'no es un enlace',
  ])('refuses %s', (address) => {
    expect(talkLink(address)).toBeNull();
    expect(storedTalkUrl(address)).toBe('');
  });
});
