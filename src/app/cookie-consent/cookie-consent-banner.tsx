import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { paths } from '@/shared/routing';
import { CONSENT_DELAY_MS, readConsent, writeConsent, type CookieConsent } from './consent-store';
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
    <Paper
      component="section"
      aria-labelledby="aviso-cookies"
      shadow="lg"
      p="md"
      withBorder
      className={classes.banner}
    >
      <Text id="aviso-cookies" fw={700}>
        {t.cookies.title}
      </Text>
      <Text size="sm" mt={4}>
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
      </Text>
      <Group gap="sm" mt="sm" justify="flex-end">
        <Button variant="default" onClick={() => choose('rejected')}>
          {t.cookies.reject}
        </Button>
        <Button onClick={() => choose('accepted')}>{t.cookies.accept}</Button>
      </Group>
    </Paper>
  );
}
