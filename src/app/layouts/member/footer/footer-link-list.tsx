import { Anchor, Stack, Title, VisuallyHidden } from '@mantine/core';
import classes from './member-footer.module.css';
import { appMessages as t } from '../../../messages';

interface FooterLinkListProps {
  id: string;
  title: string;
  links: readonly { label: string; href: string }[];
}

/** A titled list of links that open in a new tab, announced as such to screen readers. */
export function FooterLinkList({ id, title, links }: FooterLinkListProps) {
  return (
    <Stack gap="xs" component="nav" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Anchor href={link.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
              {link.label}
              <VisuallyHidden>{t.footer.newTab}</VisuallyHidden>
            </Anchor>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
