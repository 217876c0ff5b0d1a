import { Box, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useLoginRequest } from '@/shared/session';
import { uiMessages } from './messages';

const m = uiMessages.blocker;

/**
 * The sign-in or register blocker a visitor sees below the preview of a list or text (spec 000 §1). The page
 * shows the preview (`previewItems`, `previewText`) and this card after it; a fade over the preview's end
 * tells that there is more.
 */
export function VisitorBlocker() {
  const login = useLoginRequest();
  const titleId = useId();
  return (
    <Box pos="relative">
      <Box
        aria-hidden="true"
        pos="absolute"
        left={0}
        right={0}
        top={-96}
        h={96}
        style={{
          pointerEvents: 'none',
          background: 'linear-gradient(to bottom, transparent, var(--mantine-color-body))',
        }}
      />
      <Paper component="section" aria-labelledby={titleId} withBorder shadow="sm" p="lg" radius="md">
        <Title id={titleId} order={2} size="h4">
          {m.title}
        </Title>
        <Text mt="xs">{m.text}</Text>
        <Group mt="md">
          <Button
            aria-haspopup="dialog"
            onPointerEnter={login.preload}
            onFocus={login.preload}
            onClick={() => login.open('login')}
          >
            {m.signIn}
          </Button>
          <Button
            variant="outline"
            aria-haspopup="dialog"
            onPointerEnter={login.preload}
            onFocus={login.preload}
            onClick={() => login.open('register')}
          >
            {m.register}
          </Button>
        </Group>
      </Paper>
    </Box>
  );
}
