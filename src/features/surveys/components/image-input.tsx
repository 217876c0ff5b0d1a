import { Anchor, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { imageExtensions, MAX_IMAGES, surveyMessages as m } from '../messages';
import type { InputProps } from './choice-inputs';

const isImageFile = (file: File) => {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return imageExtensions.includes(extension) && (file.type === '' || file.type.startsWith('image/'));
};

/** Image answers: only the spec's image extensions; at least one image (spec 000 §5). */
export function ImageInput({ question, draft, onChange, error }: InputProps) {
  const [rejected, setRejected] = useState(false);
  return (
    <Stack>
      <FileInput
        label={question.question}
        description={m.imagesHint}
        multiple
        clearable
        clearButtonProps={{ 'aria-label': m.clearImages }}
        accept={imageExtensions.map((e) => `.${e}`).join(',')}
        value={draft.files}
        valueComponent={({ value }) => <Text size="sm">{m.chosenImages([value].flat().length)}</Text>}
        error={rejected ? m.imageOnly : error}
        onChange={(files) => {
          const chosen = files.slice(0, MAX_IMAGES);
          const ok = chosen.every(isImageFile);
          setRejected(!ok);
          onChange({ ...draft, files: ok ? chosen : [] });
        }}
      />
      {draft.savedImages.length > 0 ? (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {m.savedImages}
          </Text>
          <Group>
            {draft.savedImages.map((url, i) => (
              <Anchor key={url} href={url} target="_blank" rel="noreferrer">
                <Image src={url} alt={`${m.savedImages} ${i + 1}`} w={96} h={96} fit="cover" radius="sm" />
              </Anchor>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
