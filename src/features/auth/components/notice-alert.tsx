import { Alert, Text } from '@mantine/core';
import type { LoginNotice } from '../../../../machines/login-modal.types';
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

/** The modal's current notice, announced to screen readers as an alert. */
export function NoticeAlert({ notice }: { notice: LoginNotice | null }) {
  if (!notice) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {noticeText(notice).map((line) => (
        <Text key={line} size="sm" c="dark">
          {line}
        </Text>
      ))}
    </Alert>
  );
}
