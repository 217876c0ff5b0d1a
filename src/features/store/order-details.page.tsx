import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { paths } from '@/shared/routing';
import { DONATION_TYPE, storeQueries, type Order } from './api';
import { getCart } from './cart/cart-store';
import { storeMessages } from './messages';
import { OutcomePanel, QueryState } from '@/shared/ui';
import { PURCHASE_DELAY_MS, useElapsed } from './use-delay';

const s = storeMessages.success;

function Receipt({ order }: { order: Order }) {
  const donation = order.productType === DONATION_TYPE;
  const paid = order.status === storeMessages.orders.paid;
  useEffect(() => {
    // The cart that produced a paid order is cleaned (spec 000 §4).
    if (paid) getCart(donation ? 'donations' : 'products').send({ type: 'cart.orderSucceeded' });
  }, [paid, donation]);
  return (
    <OutcomePanel
      tone="done"
      title={donation ? storeMessages.titles.donationThanks : storeMessages.titles.purchaseSuccessful}
      actions={
        donation ? (
          <Button component={Link} to={paths.caringCommunity}>
            {s.toFoundations}
          </Button>
        ) : (
          <>
            <Button component={Link} to={paths.discount}>
              {s.toStore}
            </Button>
            <Button component={Link} to={paths.shoppingHistory} variant="light">
              {s.toHistory}
            </Button>
          </>
        )
      }
    >
      <Text>{donation ? s.donation : s.purchase}</Text>
      <Text>
        {storeMessages.orders.number}: <strong>{order.orderNumber}</strong>
      </Text>
      <Text>
        {storeMessages.orders.status}: {order.status}
      </Text>
      <Text>
        {storeMessages.orders.date}: {formatDateTime(order.date)}
      </Text>
    </OutcomePanel>
  );
}

function LoadedOrder({ id }: { id: number }) {
  const order = useQuery(storeQueries.order(id));
  if (order.data) return <Receipt order={order.data} />;
  // Until the receipt arrives (or when it fails) the page keeps a heading of its own.
  return (
    <Stack gap="sm">
      <Title order={1}>{storeMessages.titles.orderDetails}</Title>
      <QueryState
        query={order}
        notFound={{ backTo: paths.shoppingHistory, listName: storeMessages.titles.shoppingHistory }}
      >
        {() => null}
      </QueryState>
    </Stack>
  );
}

/** /order-details/{id}: the purchase success page; loads the order after 2 seconds (spec 000 §2). */
export default function OrderDetailsPage() {
  const id = Number(useParams().id);
  const ready = useElapsed(PURCHASE_DELAY_MS);
  return ready ? (
    <LoadedOrder id={id} />
  ) : (
    <Stack gap="sm">
      <Title order={1}>{storeMessages.titles.orderDetails}</Title>
      <Group role="status" py="xl">
        <Loader size="sm" aria-hidden="true" />
        <Text>{storeMessages.orders.loading}</Text>
      </Group>
    </Stack>
  );
}
