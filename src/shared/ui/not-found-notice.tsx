import { Anchor, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/api/api-error';
import { uiMessages } from './messages';

const m = uiMessages.notFound;

/** Whether a failed call means "no such record for you": the gateway's 404 '04' (docs/decisions/0003). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.responseCode === '04' || error.status === 404);

/** The list a detail page goes back to: its address and its name as the link reads it. */
export interface NotFoundBack {
  backTo: string;
  listName: string;
}

/**
 * What a detail page or form shows when its record does not exist, is another company's or was deactivated
 * (docs/decisions/0240): one heading, one sentence and one link back to the page's list.
 */
export function NotFoundNotice({ backTo, listName }: NotFoundBack) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="lg" radius="md" maw={640}>
      <Title id={titleId} order={2} size="h4">
        {m.title}
      </Title>
      <Text mt="xs">{m.text}</Text>
      <Anchor component={Link} to={backTo} mt="md" display="inline-block">
        {m.back(listName)}
      </Anchor>
    </Paper>
  );
}
