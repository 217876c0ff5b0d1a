import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { paths } from '@/shared/routing';
import { CONSENT_DELAY_MS, readConsent, writeConsent, type CookieConsent } from './consent-store';
import classes from './cookie-consent-banner.module.css';

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
        Uso de cookies
      </Text>
      <Text size="sm" mt={4}>
        Usamos cookies para que el sitio funcione y para mejorar tu experiencia. Consulta nuestro{' '}
        <Anchor
          href={paths.documents.privacyNotice}
          target="_blank"
          rel="noopener"
          c="brand.8"
          underline="always"
        >
          aviso de privacidad
        </Anchor>
        .
      </Text>
      <Group gap="sm" mt="sm" justify="flex-end">
        <Button variant="default" onClick={() => choose('rejected')}>
          Rechazar
        </Button>
        <Button onClick={() => choose('accepted')}>Aceptar</Button>
      </Group>
    </Paper>
  );
}
