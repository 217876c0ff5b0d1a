import { ActionIcon, CloseButton, Group, Image, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { MAX_QUANTITY, MIN_QUANTITY, type CartGroup } from '../../../../machines/cart-lines';
import { formatMoney } from '@/shared/format';
import { TrashIcon } from '../components/icons';
import { storeMessages } from '../messages';
import type { CartActor } from './cart-store';

const m = storeMessages.cart;
const quantities = Array.from({ length: MAX_QUANTITY - MIN_QUANTITY + 1 }, (_, i) =>
  String(i + MIN_QUANTITY),
);

/** One provider's products in the cart, with quantity 1 to 10 and deletion of a product or the group. */
export function CartGroupView({ group, cart }: { group: CartGroup; cart: CartActor }) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={group.ProviderName}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Image src={group.Logo} alt="" w={40} h={34} fit="contain" />
          <Text fw={700}>{group.ProviderName}</Text>
        </Group>
        <CloseButton
          aria-label={m.removeGroup(group.ProviderName)}
          onClick={() => cart.send({ type: 'cart.removeGroup', providerId: group.ProviderId })}
        />
      </Group>
      <Stack gap="xs">
        {group.Items.map((item) => (
          <Group key={item.ProductId} justify="space-between" wrap="nowrap" align="end">
            <Stack gap={0} style={{ flex: 1 }}>
              <Text size="sm" fw={600}>
                {item.Name}
              </Text>
              <Text size="sm">{formatMoney(item.Price)}</Text>
            </Stack>
            <NativeSelect
              aria-label={m.quantity(item.Name)}
              data={quantities}
              value={String(item.Quantity)}
              w={72}
              onChange={(e) =>
                cart.send({
                  type: 'cart.changeQuantity',
                  productId: item.ProductId,
                  quantity: Number(e.currentTarget.value),
                })
              }
            />
            <Text size="sm" fw={600} w={90} ta="right">
              {formatMoney(item.Total)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={m.removeProduct(item.Name)}
              onClick={() => cart.send({ type: 'cart.removeProduct', productId: item.ProductId })}
            >
              <TrashIcon />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
