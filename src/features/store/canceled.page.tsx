import { Button, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { getCart } from './cart/cart-store';
import { OutcomePanel } from '@/shared/ui';
import { storeMessages } from './messages';

const c = storeMessages.canceled;

/** /canceled: the order was cancelled or rejected; the cart stays, and the next try is a new checkout. */
export default function CanceledPage() {
  useEffect(() => {
    getCart('products').send({ type: 'cart.paymentCanceled' });
    getCart('donations').send({ type: 'cart.paymentCanceled' });
  }, []);
  return (
    <OutcomePanel
      tone="stopped"
      title={storeMessages.titles.canceled}
      actions={
        <Button component={Link} to={paths.home}>
          {c.toHome}
        </Button>
      }
    >
      <Text>{c.text}</Text>
      <Text>{c.retry}</Text>
    </OutcomePanel>
  );
}
