import { Alert, Button, Group, Image, Radio, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { cartTotal } from '../../../../machines/cart-lines';
import type { PaymentMethod } from '../api';
import { formatMoney } from '@/shared/format';
import { storeMessages } from '../messages';
import { CartGroupView } from './cart-group';
import type { CartActor } from './cart-store';

const m = storeMessages.cart;

export interface CartPanelProps {
  cart: CartActor;
  /** Members' payment methods; visitors get none (spec 000 §2). */
  methods: PaymentMethod[];
  /** Shown above the cart when it is not already the title of its container (the drawer). */
  title?: string;
  payLabel: string;
}

/** The cart: provider groups, quantities, deletions, the payment method and paying. */
export function CartPanel({ cart, methods, title, payLabel }: CartPanelProps) {
  const snapshot = useSelector(cart, (s) => s);
  const { groups, paymentMethodId } = snapshot.context;
  const opening = snapshot.matches('openingPayment') || snapshot.matches('redirecting');
  const notice = snapshot.matches({ ready: 'emptyCart' })
    ? m.empty
    : snapshot.matches({ ready: 'choosingPaymentMethod' })
      ? m.chooseMethod
      : snapshot.matches({ ready: 'paymentFailed' })
        ? m.paymentOpenFailed
        : null;
  return (
    <Stack gap="md">
      {title ? (
        <Title order={2} size="h3">
          {title}
        </Title>
      ) : null}
      {groups.length === 0 && notice !== m.empty ? <Text>{m.empty}</Text> : null}
      {groups.map((group) => (
        <CartGroupView key={group.ProviderId} group={group} cart={cart} />
      ))}
      <Group justify="space-between">
        <Text fw={700}>{m.total}</Text>
        <Text fw={700} data-testid="cart-total">
          {formatMoney(cartTotal(groups))}
        </Text>
      </Group>
      {methods.length > 0 ? (
        <Radio.Group
          label={m.methodsLabel}
          value={paymentMethodId === null ? null : String(paymentMethodId)}
          onChange={(value) =>
            cart.send({ type: 'cart.choosePaymentMethod', paymentMethodId: Number(value) })
          }
        >
          <Stack gap="xs" mt="xs">
            {methods.map((method) => (
              <Radio
                key={method.paymentMethodId}
                value={String(method.paymentMethodId)}
                label={
                  <Group gap="xs" wrap="nowrap">
                    <Image src={method.urlLogo} alt="" w={48} h={24} fit="contain" />
                    <span>{method.name}</span>
                  </Group>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      {notice ? (
        <Alert color="red" role="alert">
          {notice}
        </Alert>
      ) : null}
      {opening ? <Text role="status">{m.opening}</Text> : null}
      <Button
        loading={opening}
        onClick={() => cart.send({ type: 'cart.pay', checkoutKey: crypto.randomUUID() })}
      >
        {payLabel}
      </Button>
    </Stack>
  );
}
