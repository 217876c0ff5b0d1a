import { Box, Container } from '@mantine/core';
import { Activity } from 'react';
import { Outlet } from 'react-router';
import { LoginRequestProvider } from '@/features/auth';
import { HydrateWhenNear } from '@/shared/ui/hydrate-when-near';
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
      {/* Nested boundaries: a prerendered page is taken over in three passes (header, page, the rest), each
          with its own commit, instead of one long task (docs/decisions/0199). */}
      <Activity>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} py="lg" mih="60vh">
          <Container size="xl">
            <Outlet />
          </Container>
        </Box>
        <Activity>
          <HydrateWhenNear>
            <MemberFooter />
          </HydrateWhenNear>
          <CookieConsentBanner />
          <LazyInstallPrompt />
        </Activity>
      </Activity>
    </LoginRequestProvider>
  );
}
