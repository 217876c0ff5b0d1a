import { AspectRatio, Button, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { youtubeEmbedUrl } from '@domain/youtube-embed';
import { adminCourseMessages as m } from '../messages';

/** The pasted video previewed in a sandboxed iframe built from its embed URL, and the help dialog. */
export function YoutubePreview({ pasted }: { pasted: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const src = youtubeEmbedUrl(pasted);
  return (
    <Stack gap="xs">
      <Button variant="subtle" onClick={open} style={{ alignSelf: 'flex-start' }}>
        {m.help.open}
      </Button>
      {src ? (
        <AspectRatio ratio={16 / 9} maw={560}>
          <iframe
            src={src}
            title={m.fields.preview}
            sandbox="allow-scripts allow-same-origin allow-presentation"
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0 }}
          />
        </AspectRatio>
      ) : null}
      <Modal
        opened={opened}
        onClose={close}
        title={m.help.title}
        closeButtonProps={{ 'aria-label': m.help.close }}
      >
        <List type="ordered" spacing="xs">
          {m.help.steps.map((step) => (
            <List.Item key={step}>
              <Text size="sm">{step}</Text>
            </List.Item>
          ))}
        </List>
      </Modal>
    </Stack>
  );
}
