import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/shared/session';
import { storeCalls, storeQueries } from './api';
import { PendingOrderCard } from './components/pending-order-card';
import { storeMessages } from './messages';
import { QueryState, VisitorBlocker } from '@/shared/ui';

const m = storeMessages.pending;

function PendingOrders() {
  const client = useQueryClient();
  const orders = useQuery(storeQueries.pendingOrders());
  const cancel = useMutation({
    mutationFn: (orderId: number) => storeCalls.cancelOrder(orderId),
    onSuccess: () => notifications.show({ color: 'green', message: m.cancelled }),
    onError: () => notifications.show({ color: 'red', message: m.cancelFailed }),
    // The order leaves this list and changes status in 'Mis compras'.
    onSettled: () => client.invalidateQueries({ queryKey: ['store'] }),
  });
  return (
    <QueryState query={orders}>
      {(data) =>
        !data || data.length === 0 ? (
          <Text>{m.empty}</Text>
        ) : (
          <Stack>
            <Text>{m.intro}</Text>
            {data.map((order) => (
              <PendingOrderCard
                key={order.orderId}
                order={order}
                cancelling={cancel.isPending && cancel.variables === order.orderId}
                onCancel={(o) => cancel.mutate(o.orderId)}
              />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}

/** /pending-payment: the member's orders awaiting payment, to resume or cancel (docs/decisions/0070). */
export default function PendingPaymentPage() {
  const { signedIn } = useSession();
  return (
    <Stack gap="lg">
      <Title order={1}>{storeMessages.titles.pendingPayment}</Title>
      {signedIn ? <PendingOrders /> : <VisitorBlocker />}
    </Stack>
  );
}
