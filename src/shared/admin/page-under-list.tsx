import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotFoundNotice, type NotFoundBack } from '@/shared/ui';
import { BackLink } from './back-link';

/**
 * A console page under a list (a record's details, a survey's results): the link back to the list reading
 * `back.text`, then the page; when its record is `missing`, only `title` and 'Registro no encontrado' with
 * the way back to the list (docs/decisions/0240).
 */
export function PageUnderList({
  title,
  missing,
  back,
  children,
}: {
  title: string;
  missing: boolean;
  back: NotFoundBack & { text: string };
  children: ReactNode;
}) {
  if (missing)
    return (
      <Stack>
        <Title order={1}>{title}</Title>
        <NotFoundNotice backTo={back.backTo} listName={back.listName} />
      </Stack>
    );
  return (
    <Stack>
      <BackLink to={back.backTo} text={back.text} />
      {children}
    </Stack>
  );
}
