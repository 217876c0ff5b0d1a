import { Anchor, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { NotFoundNotice } from '@/shared/ui';
import { adminSurveyMessages as m } from '../messages';

/**
 * A page of one survey (its details, its results): the way back to the surveys, then the page; when the
 * survey is `missing`, only `title` and 'Registro no encontrado' with the way back (docs/decisions/0240).
 */
export function SurveySubpage({
  title,
  missing,
  children,
}: {
  title: string;
  missing: boolean;
  children: ReactNode;
}) {
  if (missing)
    return (
      <Stack>
        <Title order={1}>{title}</Title>
        <NotFoundNotice backTo={paths.admin.surveys} listName={m.listTitle} />
      </Stack>
    );
  return (
    <Stack>
      <Anchor component={Link} to={paths.admin.surveys}>
        {m.form.back}
      </Anchor>
      {children}
    </Stack>
  );
}
