import { describe, expect, it } from 'vitest';
import { clabeWithControl, endsAfterStart, isValidClabe, isValidRfc } from '../../domain/event-request';
import { youtubeEmbedUrl } from '../../domain/youtube-embed';

describe('event request formats', () => {
  it('checks the CLABE control digit (weights 3, 7, 1 modulo 10)', () => {
    // A published example CLABE of the Banco de México documentation.
    expect(isValidClabe('032180000118359719')).toBe(true);
    expect(isValidClabe('032180000118359718')).toBe(false);
    expect(isValidClabe('03218000011835971')).toBe(false);
    expect(isValidClabe('03218000011835971a')).toBe(false);
    expect(isValidClabe(clabeWithControl('01218000123456789'))).toBe(true);
  });

  it('checks the RFC of people and companies, with a real date', () => {
    expect(isValidRfc('GODE561231GR8')).toBe(true);
    expect(isValidRfc('EDI190101AB1')).toBe(true);
    expect(isValidRfc('edi190101ab1')).toBe(true);
    expect(isValidRfc('EDI190230AB1')).toBe(false);
    expect(isValidRfc('EDI191301AB1')).toBe(false);
    expect(isValidRfc('E1I190101AB1')).toBe(false);
    expect(isValidRfc('GODE561231GR')).toBe(false);
  });

  it('orders the ticket sale by date and hour', () => {
    expect(endsAfterStart('2026-12-01', '10:00', '2026-12-01', '10:10')).toBe(true);
    expect(endsAfterStart('2026-12-01', '10:00', '2026-12-01', '10:00')).toBe(false);
    expect(endsAfterStart('2026-12-02', '10:00', '2026-12-01', '23:50')).toBe(false);
  });

  it('keeps only YouTube embed URLs from a pasted iframe or URL', () => {
    const url = 'https://www.youtube.com/embed/M7lc1UVf-VE';
    const kept = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';
    expect(youtubeEmbedUrl(`<iframe width="560" src="${url}" allowfullscreen></iframe>`)).toBe(kept);
    expect(youtubeEmbedUrl(url)).toBe(kept);
    expect(youtubeEmbedUrl('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=10&amp;rel=0')).toBe(
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=10&rel=0',
    );
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=M7lc1UVf-VE')).toBeNull();
    expect(youtubeEmbedUrl('<iframe src="https://evil.example/embed/M7lc1UVf-VE"></iframe>')).toBeNull();
    expect(youtubeEmbedUrl('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(youtubeEmbedUrl('https://www.youtube.com/embed/M7lc1UVf-VE"><script>')).toBeNull();
  });
});
