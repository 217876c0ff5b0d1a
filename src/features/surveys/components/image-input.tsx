import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { uploadRules } from '@domain/upload-rules';
import { Uploader } from '@/shared/ui';
import { surveyMessages as m } from '../messages';
import type { InputProps } from './choice-inputs';

/** Image answers: the image kinds the gateway decodes, up to five; at least one image (spec 000 §5). */
export function ImageInput({ question, draft, onChange, error }: InputProps) {
  return (
    <Stack>
      <Uploader
        rule={uploadRules.saveSurveyMultimedia.FileImage}
        multiple
        label={question.question}
        description={m.imagesHint}
        value={draft.files}
        error={error}
        onChange={(files) => onChange({ ...draft, files })}
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
