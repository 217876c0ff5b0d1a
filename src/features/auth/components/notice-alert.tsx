import { Alert, Text } from '@mantine/core';
import type { LoginNotice } from '../../../../machines/login-modal.machine';
import { authMessages } from '../messages';

const n = authMessages.notices;

function noticeText(notice: LoginNotice): string[] {
  switch (notice.kind) {
    case 'unverified':
      return [n.invalidCredentials, n.verifyReminder];
    case 'failure':
      return [notice.message];
    default:
      return [n[notice.kind]];
  }
}

/** The modal's current notice, announced to screen readers as an alert; the unknown user is a warning. */
export function NoticeAlert({ notice }: { notice: LoginNotice | null }) {
  if (!notice) return null;
  const color = notice.kind === 'unknownUser' ? 'yellow' : 'red';
  return (
    <Alert color={color} variant="light" role="alert">
      {noticeText(notice).map((line) => (
        <Text key={line} size="sm" c="dark">
          {line}
        </Text>
      ))}
    </Alert>
  );
}
