import { Alert, Box, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDateTime } from '@/shared/format';
import { QueryState } from '@/shared/ui';
import type { ChatTarget } from '../../../../machines/chat-dock.machine';
import { chatQueries, type ChatMessage } from '../api';
import { useChatServices } from '../chat-services';
import { chatMessages as m } from '../messages';

const c = m.conversation;

/** The step of the conversation the dock's statechart is in. */
export type ConversationStep =
  | 'loading'
  | 'failed'
  | 'ready'
  | 'sending'
  | 'locked'
  | 'readOnly'
  | 'confirmBlock'
  | 'blocking'
  | 'confirmUnblock'
  | 'unblocking';

function MessageItem({ message, direct }: { message: ChatMessage; direct: boolean }) {
  return (
    <Box component="li" style={{ alignSelf: message.isSender ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Paper p="xs" radius="md" bg={message.isSender ? 'grape.0' : 'gray.0'} withBorder>
        <Text size="sm" fw={600}>
          {message.isSender ? c.you : message.senderName}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
        <Text size="xs" c="dimmed">
          <time dateTime={message.date}>{formatDateTime(message.date)}</time>
          {direct && message.isSender ? ` · ${c.status[message.status] ?? message.status}` : null}
        </Text>
      </Paper>
    </Box>
  );
}

function Messages({ target }: { target: ChatTarget }) {
  const services = useChatServices();
  const page = useQuery({
    queryKey: chatQueries.messages(target.kind, target.id),
    queryFn: () => services.messages(target),
  });
  const end = useRef<HTMLLIElement>(null);
  const count = page.data?.messages.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <QueryState query={page} loading={c.loading}>
      {({ messages }) =>
        messages.length ? (
          <div role="log" aria-label={c.log(target.name)}>
            <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {messages.map((message) => (
                <MessageItem key={message.messageId} message={message} direct={target.kind === 'contact'} />
              ))}
              <li ref={end} aria-hidden="true" />
            </Stack>
          </div>
        ) : (
          <Text c="dimmed">{c.empty}</Text>
        )
      }
    </QueryState>
  );
}

function Confirm({
  question,
  busy,
  onYes,
  onNo,
}: {
  question: string;
  busy: boolean;
  onYes(): void;
  onNo(): void;
}) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    yes.current?.focus();
  }, []);
  return (
    <Paper withBorder p="sm" role="group" aria-label={question}>
      <Text mb="xs">{question}</Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onNo} disabled={busy}>
          {c.cancel}
        </Button>
        <Button ref={yes} color="red.9" loading={busy} onClick={onYes}>
          {c.yes}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * A conversation: messages with sender, date and (for one's own direct messages) read status; the composer,
 * disabled while blocked, read only or busy; block and unblock with a confirmation.
 */
export function Conversation({
  target,
  step,
  byMe,
  failure,
  onBack,
  onSend,
  onBlock,
  onUnblock,
  onConfirm,
  onCancel,
  onRetry,
}: {
  target: ChatTarget;
  step: ConversationStep;
  byMe: boolean;
  failure: string;
  onBack(): void;
  onSend(text: string): void;
  onBlock(): void;
  onUnblock(): void;
  onConfirm(): void;
  onCancel(): void;
  onRetry(): void;
}) {
  const [draft, setDraft] = useState('');
  const previous = useRef(step);
  useEffect(() => {
    // A message that went out leaves the composer empty; a refused one stays to try again.
    if (previous.current === 'sending' && step === 'ready' && !failure) setDraft('');
    previous.current = step;
  }, [step, failure]);
  const writable = step === 'ready' || step === 'sending';
  const blank = draft.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'ready' && !blank) onSend(draft);
  };
  const contact = target.kind === 'contact';
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {/* The buttons keep their whole words on a phone; a long name wraps instead. */}
        <Button variant="subtle" onClick={onBack} px="xs" flex="none">
          {c.back}
        </Button>
        <Title order={3} size="h5" flex={1} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {target.name}
        </Title>
        {contact && step === 'ready' ? (
          <Button variant="outline" color="red.9" size="xs" onClick={onBlock} flex="none">
            {c.block}
          </Button>
        ) : null}
        {contact && step === 'locked' && byMe ? (
          <Button variant="outline" size="xs" onClick={onUnblock} flex="none">
            {c.unblock}
          </Button>
        ) : null}
      </Group>
      {step === 'failed' ? (
        <Alert color="red" role="alert" title={c.failed}>
          <Stack gap="xs" align="flex-start">
            {failure ? <Text size="sm">{failure}</Text> : null}
            <Button size="xs" onClick={onRetry}>
              {c.retry}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Messages target={target} />
      )}
      {step === 'confirmBlock' || step === 'blocking' ? (
        <Confirm
          question={c.confirmBlock(target.name)}
          busy={step === 'blocking'}
          onYes={onConfirm}
          onNo={onCancel}
        />
      ) : null}
      {step === 'confirmUnblock' || step === 'unblocking' ? (
        <Confirm
          question={c.confirmUnblock(target.name)}
          busy={step === 'unblocking'}
          onYes={onConfirm}
          onNo={onCancel}
        />
      ) : null}
      {step === 'locked' ? (
        <Alert color="yellow" role="status">
          {byMe ? c.blockedByMe : c.locked}
        </Alert>
      ) : null}
      {step === 'readOnly' ? (
        <Alert color="yellow" role="status">
          {c.readOnly}
        </Alert>
      ) : null}
      {failure && step !== 'failed' ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label={c.message}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            disabled={!writable}
            maxLength={2000}
            rows={3}
          />
          <Button type="submit" color="grape.9" disabled={!writable || blank} loading={step === 'sending'}>
            {c.send}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
