import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { getCart } from './cart/cart-store';
import { storeMessages } from './messages';

const c = storeMessages.canceled;

/** /canceled: the order was cancelled or rejected; the cart stays, and the next try is a new checkout. */
export default function CanceledPage() {
  useEffect(() => {
    getCart('products').send({ type: 'cart.paymentCanceled' });
    getCart('donations').send({ type: 'cart.paymentCanceled' });
  }, []);
  return (
    <Stack gap="md" align="start" py="md">
      <Title order={1}>{storeMessages.titles.canceled}</Title>
      <Text>{c.text}</Text>
      <Text>{c.retry}</Text>
      <Button component={Link} to={paths.home}>
        {c.toHome}
      </Button>
    </Stack>
  );
}
