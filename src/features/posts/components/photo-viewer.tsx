import { Button, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { GALLERY_PREVIEW } from '@domain/post-rules';
import type { StorageFile } from '../api';
import { postMessages as m } from '../messages';
import { PostImage } from './post-image';

/** The gallery's main photo and a viewer of 4 thumbnails with the prompt about the rest (spec 001 §2). */
export function PhotoViewer({ title, images }: { title: string; images: StorageFile[] }) {
  const [current, setCurrent] = useState(0);
  const [all, setAll] = useState(false);
  const main = images[current];
  const shown = all ? images : images.slice(0, GALLERY_PREVIEW);
  const more = images.length - shown.length;
  return (
    <Stack gap="sm">
      {main ? (
        <PostImage
          path={main.path}
          thumbPath={main.thumbPath}
          alt={m.photoOf(title, current + 1)}
          eager
          radius="md"
          mah={560}
          fit="contain"
        />
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" role="group" aria-label={m.photoViewer}>
        {shown.map((image, index) => (
          <UnstyledButton
            key={image.sequence}
            onClick={() => setCurrent(index)}
            aria-label={m.photoOf(title, index + 1)}
            aria-pressed={index === current}
            style={{ outlineOffset: 2, borderRadius: 8, overflow: 'hidden' }}
          >
            <PostImage path={image.thumbPath ?? image.path} alt="" h={96} fit="cover" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {more > 0 ? (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{m.morePhotos(more)}</Text>
          <Button variant="light" size="xs" onClick={() => setAll(true)}>
            {m.showAll(images.length)}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
