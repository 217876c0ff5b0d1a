import { Badge, Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateTimeIn } from '@domain/dates';
import { talkLink } from '@domain/talk-link';
import type { OpenedTalk } from '../../../../machines/pride-talks.machine';
import { talkMessages } from '../messages';
import { videoSize } from '../video-size';

const m = talkMessages.modal;

function useWindowWidth() {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

export type TalkModalView = 'live' | 'recorded' | 'upcoming' | 'missing';

/**
 * The talk's window (spec 001 §9): a video framed at the window's width, or a meeting's button that opens it in
 * its own tab; an upcoming talk says when it starts.
 */
export function TalkModal({
  view,
  opened,
  onClose,
}: {
  view: TalkModalView;
  opened: OpenedTalk | null;
  onClose(): void;
}) {
  const size = videoSize(useWindowWidth());
  const title = opened?.talk.title ?? m.missingTitle;
  // Addresses saved before the gateway checked them may point anywhere; those are neither framed nor linked.
  const link = opened ? talkLink(opened.talk.conferenceUrl) : null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="auto"
      closeButtonProps={{ 'aria-label': m.close }}
      centered
    >
      {view === 'missing' || !opened ? (
        <Text>{m.missing}</Text>
      ) : view === 'upcoming' ? (
        <Text>{m.startsAt(formatDateTimeIn(opened.talk.conferenceDate))}</Text>
      ) : !link ? (
        <Text>{m.missing}</Text>
      ) : (
        <Stack gap="xs">
          {view === 'live' ? (
            <Badge color="red.9" w="fit-content">
              {m.liveNow}
            </Badge>
          ) : null}
          {link.kind === 'video' ? (
            <iframe
              src={link.src}
              title={m.video(opened.talk.title)}
              width={size.width}
              height={size.height}
              style={{ border: 0, maxWidth: '100%' }}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          ) : (
            <>
              <Text size="sm">{m.joinHint}</Text>
              <Button
                component="a"
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                w="fit-content"
              >
                {m.join}
              </Button>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
