import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The link that leads a page under a list back to it ('Regresar a …'). */
export function BackLink({ to, text }: { to: string; text: string }) {
  return (
    <Anchor component={Link} to={to}>
      {text}
    </Anchor>
  );
}
