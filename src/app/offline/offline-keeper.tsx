import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { offlineMessages as t } from '@/shared/ui/offline-messages';
import { keepOffline } from './keep-offline';
import classes from './offline-notice.module.css';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * While a person is signed in: keeps their pages on the device, puts back what it kept, and says quietly when
 * what is shown comes from the device.
 */
export default function OfflineKeeper({ personId }: { personId: number }) {
  const client = useQueryClient();
  useEffect(() => keepOffline(client, personId).stop, [client, personId]);
  const online = useSyncExternalStore(subscribe, isOnline, isOnline);
  return online ? null : (
    <p role="status" className={classes.notice}>
      {t.notice}
    </p>
  );
}
