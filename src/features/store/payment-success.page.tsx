import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { getCart } from './cart/cart-store';
import { storeMessages } from './messages';

/** The payment success page: thanks, the cart cleared, and the way home (spec 000 §2). */
export default function PaymentSuccessPage() {
  const membership = useSearchParams()[0].has('membership');
  // Paid from a kept sign-in, the person is already in; paid from the '11' login, they sign in again.
  const { signedIn } = useSession();
  const membershipText = signedIn
    ? storeMessages.success.membershipSignedIn
    : storeMessages.success.membership;
  useEffect(() => {
    if (!membership) getCart('products').send({ type: 'cart.orderSucceeded' });
  }, [membership]);
  return (
    <Stack gap="md" align="start" py="md">
      <Title order={1}>{storeMessages.titles.paymentSuccess}</Title>
      <Text>{membership ? membershipText : storeMessages.success.payment}</Text>
      <Button component={Link} to={paths.home}>
        {storeMessages.success.toHome}
      </Button>
    </Stack>
  );
}
