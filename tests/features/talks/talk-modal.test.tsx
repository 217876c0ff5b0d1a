import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TalkModal } from '@/features/talks/components/talk-modal';
import { talkMessages } from '@/features/talks/messages';

const m = talkMessages.modal;

const opened = (conferenceUrl: string) => ({
  talk: {
    auditoriumId: 7,
    title: 'Liderazgo incluyente',
    conferenceDate: '2026-11-10T18:00:00.000Z',
    endDate: '2026-11-10T20:00:00.000Z',
    conferenceUrl,
  },
  at: Date.parse('2026-11-10T19:00:00.000Z'),
});

const show = (conferenceUrl: string) =>
  render(
    <MantineProvider>
      <TalkModal view="live" opened={opened(conferenceUrl)} onClose={() => {}} />
    </MantineProvider>,
  );

describe('the talk window', () => {
  it('opens a meeting in its own tab instead of framing it', async () => {
    show('https://meet.google.com/abc-defg-hij');
    const join = await screen.findByRole('link', { name: m.join });
    expect(join).toHaveAttribute('href', 'https://meet.google.com/abc-defg-hij');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByTitle(m.video('Liderazgo incluyente'))).toBeNull();
  });

  it('frames a video from the nocookie host', async () => {
    show('https://www.youtube.com/embed/aqz-KE-bpKQ');
    expect(await screen.findByTitle(m.video('Liderazgo incluyente'))).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
  });

  it('neither frames nor links an address of any other site', async () => {
    show('https://example.com/video');
    expect(await screen.findByText(m.missing)).toBeVisible();
    expect(screen.queryByRole('link', { name: m.join })).toBeNull();
  });
});
