import type { ReactNode } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import classes from './floating-notice.module.css';

interface FloatingNoticeProps {
  /** Id of the title, which names the section. */
  titleId: string;
  title: string;
  text: ReactNode;
  actions: ReactNode;
  /** Where it floats and how high it stands among the other notices. */
  className?: string;
}

/** A notice floating over the page, titled, with its text and its buttons on the right. */
export function FloatingNotice({ titleId, title, text, actions, className }: FloatingNoticeProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      shadow="lg"
      p="md"
      withBorder
      className={[classes.notice, className].join(' ')}
    >
      <Text id={titleId} fw={700}>
        {title}
      </Text>
      <Text size="sm" mt={4}>
        {text}
      </Text>
      <Group gap="sm" mt="sm" justify="flex-end">
        {actions}
      </Group>
    </Paper>
  );
}
