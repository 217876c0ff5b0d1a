import { Box, Container, SimpleGrid, Text } from '@mantine/core';
import { LazyContactForm } from './lazy-contact-form';
import { FooterLinkList } from './footer-link-list';
import { legalLinks, socialLinks } from './footer-links';
import classes from './member-footer.module.css';
import { appMessages as t } from '../../../messages';

/** Footer: contact form, legal documents and social networks (spec 000 §1). */
export function MemberFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          <LazyContactForm />
          <FooterLinkList id="documentos-legales" title={t.footer.legal} links={legalLinks} />
          <FooterLinkList id="redes-sociales" title={t.footer.social} links={socialLinks} />
        </SimpleGrid>
        <Text size="sm" mt="xl" c="gray.7">
          © {new Date().getFullYear()} Muro Pride
        </Text>
      </Container>
    </Box>
  );
}
