import { AspectRatio, Stack, Tabs, Text, Title } from '@mantine/core';
import { HelpContactForm } from './components/help-contact-form';
import { helpMessages as m } from './messages';

/** The portal's how-to video (docs/decisions/0161), on the host the page's frame-src admits (0190). */
const HOW_TO_VIDEO = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';

/** /help: how the portal works, and the contact form of 'Atención a Usuarios' (spec 001 §2). */
export default function HelpPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>{m.title}</Title>
      <Tabs defaultValue="how-to">
        <Tabs.List>
          <Tabs.Tab value="how-to">{m.tabs.howTo}</Tabs.Tab>
          <Tabs.Tab value="support">{m.tabs.support}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="how-to" pt="md">
          <Stack gap="sm" maw={960}>
            <Text>{m.howToText}</Text>
            <AspectRatio ratio={16 / 9}>
              <iframe
                src={HOW_TO_VIDEO}
                title={m.videoTitle}
                loading="lazy"
                style={{ border: 0 }}
                allow="encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
              />
            </AspectRatio>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="support" pt="md">
          <Stack gap="md" maw={640}>
            <Text>{m.supportText}</Text>
            <Text c="dimmed">{m.chatHint}</Text>
            <HelpContactForm />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
