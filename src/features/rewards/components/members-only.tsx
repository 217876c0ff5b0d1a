import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '@/shared/session';
import { VisitorBlocker } from '@/shared/ui';

/** Points belong to a person: a visitor sees the page's title and the sign-in blocker, nothing is asked for. */
export function MembersOnly({ title, children }: { title: string; children: ReactNode }) {
  const { signedIn } = useSession();
  if (signedIn) return <>{children}</>;
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{title}</Title>
      <VisitorBlocker />
    </Stack>
  );
}
