import { Center, Loader } from '@mantine/core';
import { appMessages as t } from '../messages';

/** Shown while a page's code or a guard's data loads. */
export function PageLoader() {
  return (
    <Center mih={240} role="status" aria-label={t.loading}>
      <Loader />
    </Center>
  );
}
