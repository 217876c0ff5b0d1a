import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { LoginRequestProvider } from '@/features/auth';
import { CookieConsentBanner } from '../../cookie-consent/cookie-consent-banner';
import { LazyInstallPrompt } from '../../pwa/lazy-install-prompt';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';
import { MemberFooter } from './footer/member-footer';
import { MemberHeader } from './member-header';

/** Public layout of the member site: header with the main menu, the page, footer, cookie consent, install prompt. */
export function MemberLayout() {
  return (
    <LoginRequestProvider>
      <SkipLink />
      <MemberHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} py="lg" mih="60vh">
        <Container size="xl">
          <Outlet />
        </Container>
      </Box>
      <MemberFooter />
      <CookieConsentBanner />
      <LazyInstallPrompt />
    </LoginRequestProvider>
  );
}
