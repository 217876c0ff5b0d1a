import { Anchor, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NotFoundNotice, type NotFoundBack } from '@/shared/ui';

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
      <Anchor component={Link} to={back.backTo}>
        {back.text}
      </Anchor>
      {children}
    </Stack>
  );
}
