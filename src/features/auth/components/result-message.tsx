import { Alert, Button, Stack, Text } from '@mantine/core';
import { authMessages } from '../messages';

export type ResultKind = 'registered' | 'registrationProblem' | 'linkSent';

/** The modal's result mode; the problem shows the server's message under the spec's text. */
export function ResultMessage({
  kind,
  detail,
  onDismiss,
}: {
  kind: ResultKind;
  detail: string;
  onDismiss(): void;
}) {
  const problem = kind === 'registrationProblem';
  return (
    <Stack>
      <Alert color={problem ? 'red' : 'green'} variant="light" role={problem ? 'alert' : 'status'}>
        <Text size="sm" c="dark">
          {authMessages.results[kind]}
        </Text>
        {problem && detail ? (
          <Text size="sm" c="dark">
            {detail}
          </Text>
        ) : null}
      </Alert>
      <Button onClick={onDismiss} data-autofocus>
        {authMessages.actions.accept}
      </Button>
    </Stack>
  );
}
