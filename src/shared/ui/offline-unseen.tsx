import { Alert, Button, Text } from '@mantine/core';
import { offlineMessages as t } from './offline-messages';

/** In place of what was never loaded on this device while it is offline: what happens, and a retry. */
export function OfflineUnseen({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="gray" role="status" title={t.title}>
      <Text size="sm" mb="sm">
        {t.unseen}
      </Text>
      <Button size="xs" variant="default" onClick={onRetry}>
        {t.retry}
      </Button>
    </Alert>
  );
}
