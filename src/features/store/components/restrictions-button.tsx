import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { storeMessages } from '../messages';

const m = storeMessages.products;

/** The restrictions popup of a product, with the spec's placeholder when there are none. */
export function RestrictionsButton({ name, restrictions }: { name: string; restrictions: string | null }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={open} aria-label={m.restrictionsOf(name)}>
        {m.restrictions}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={m.restrictionsOf(name)}
        closeButtonProps={{ 'aria-label': m.close }}
      >
        <Text>{restrictions?.trim() ? restrictions : m.noRestrictions}</Text>
      </Modal>
    </>
  );
}
