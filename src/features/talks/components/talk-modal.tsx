import { Badge, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateTimeIn } from '@domain/dates';
import { youtubeEmbedUrl } from '@domain/youtube-embed';
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

/** The video modal, sized by the window's width (spec 001 §9); an upcoming talk says when it starts. */
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
  // Addresses saved before the gateway kept only embeds may point elsewhere; those are not framed.
  const video = opened ? youtubeEmbedUrl(opened.talk.conferenceUrl) : null;
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
      ) : !video ? (
        <Text>{m.missing}</Text>
      ) : (
        <Stack gap="xs">
          {view === 'live' ? (
            <Badge color="red.9" w="fit-content">
              {m.liveNow}
            </Badge>
          ) : null}
          <iframe
            src={video}
            title={m.video(opened.talk.title)}
            width={size.width}
            height={size.height}
            style={{ border: 0, maxWidth: '100%' }}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </Stack>
      )}
    </Modal>
  );
}
