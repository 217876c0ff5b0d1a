import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { pwaMessages as t } from './messages';
import { currentDevice } from './device';
import { acceptInstallOffer, watchInstallOffer, type InstallOfferEvent } from './install-offer';
import {
  needsIosInstructions,
  promptDue,
  readDismissal,
  writeDismissal,
  type InstallPromptKind,
} from './prompt-schedule';
import { FloatingNotice } from '../floating-notice/floating-notice';
import classes from './install-prompt.module.css';

/**
 * The member site's install prompt (spec 000 §4, §9): the browser's install offer where there is one, the
 * "Compartir, Agregar a pantalla de inicio" steps on iPhone and iPad; either comes back 30 days after it was
 * dismissed.
 */
export default function InstallPrompt() {
  const [offer, setOffer] = useState<InstallOfferEvent | null>(null);
  const [dismissed, setDismissed] = useState<Record<InstallPromptKind, number | null>>(() => ({
    install: readDismissal('install', localStorage),
    ios: readDismissal('ios', localStorage),
  }));
  useEffect(() => watchInstallOffer(setOffer), []);

  const now = Date.now();
  const ios = needsIosInstructions(currentDevice());
  const kind: InstallPromptKind | null =
    offer && promptDue(dismissed.install, now)
      ? 'install'
      : ios && promptDue(dismissed.ios, now)
        ? 'ios'
        : null;
  if (!kind) return null;

  const dismiss = () => {
    writeDismissal(kind, now, localStorage);
    setDismissed((current) => ({ ...current, [kind]: now }));
  };
  return (
    <FloatingNotice
      titleId="instalar-app"
      title={t.installTitle}
      className={classes.prompt}
      text={kind === 'install' ? t.installText : t.iosText}
      actions={
        <>
          <Button variant="default" onClick={dismiss}>
            {kind === 'install' ? t.notNow : t.understood}
          </Button>
          {kind === 'install' && offer && (
            <Button onClick={() => void acceptInstallOffer(offer)}>{t.install}</Button>
          )}
        </>
      }
    />
  );
}
