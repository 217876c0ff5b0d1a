import { useEffect, useState } from 'react';
import { Anchor, Button } from '@mantine/core';
import { paths } from '@/shared/routing';
import { CONSENT_DELAY_MS, readConsent, writeConsent, type CookieConsent } from './consent-store';
import { FloatingNotice } from '../floating-notice/floating-notice';
import classes from './cookie-consent-banner.module.css';
import { appMessages as t } from '../messages';

/** Cookie consent: shown 50 ms after load until the person accepts or rejects, then never again. */
export function CookieConsentBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readConsent()) return;
    const timer = window.setTimeout(() => setVisible(true), CONSENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  const choose = (consent: CookieConsent) => {
    writeConsent(consent);
    setVisible(false);
  };
  return (
    <FloatingNotice
      titleId="aviso-cookies"
      title={t.cookies.title}
      className={classes.banner}
      text={
        <>
          {t.cookies.text}{' '}
          <Anchor
            href={paths.documents.privacyNotice}
            target="_blank"
            rel="noopener"
            c="brand.8"
            underline="always"
          >
            {t.cookies.privacy}
          </Anchor>
          .
        </>
      }
      actions={
        <>
          <Button variant="default" onClick={() => choose('rejected')}>
            {t.cookies.reject}
          </Button>
          <Button onClick={() => choose('accepted')}>{t.cookies.accept}</Button>
        </>
      }
    />
  );
}
