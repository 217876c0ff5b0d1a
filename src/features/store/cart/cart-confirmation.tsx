import { Paper, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { storeMessages } from '../messages';
import type { CartActor } from './cart-store';
import classes from './cart-confirmation.module.css';

/** 'Se agregó el producto a tu carrito' while the cart is confirming an addition (2250 ms). */
export function CartConfirmation({ cart }: { cart: CartActor }) {
  const confirming = useSelector(cart, (s) => s.matches({ ready: 'confirming' }));
  return (
    <div role="status" aria-live="polite" className={classes.region}>
      {confirming ? (
        <Paper withBorder shadow="md" radius="md" p="md" className={classes.notice}>
          <Text fw={600}>{storeMessages.cart.added}</Text>
        </Paper>
      ) : null}
    </div>
  );
}
