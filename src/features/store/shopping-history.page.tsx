import { Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '@/shared/session';
import { storeQueries } from './api';
import { OrderCard } from './components/order-card';
import { storeMessages } from './messages';
import { QueryState, VisitorBlocker } from '@/shared/ui';

function Orders() {
  const [page, setPage] = useState(1);
  const orders = useQuery(storeQueries.orders(page));
  return (
    <QueryState query={orders}>
      {(data) =>
        !data || data.orders.length === 0 ? (
          <Text>{storeMessages.orders.empty}</Text>
        ) : (
          <Stack>
            {data.orders.map((order) => (
              <OrderCard key={order.orderId} order={order} />
            ))}
            {data.totalPages > 1 ? (
              <Pagination
                total={data.totalPages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'next' ? 'Siguiente' : 'Anterior',
                })}
                getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
                aria-label={storeMessages.orders.pages}
              />
            ) : null}
          </Stack>
        )
      }
    </QueryState>
  );
}

/** /shopping-history: 'Mis compras', for registered users only (spec 000 §2, §6). */
export default function ShoppingHistoryPage() {
  const { signedIn } = useSession();
  return (
    <Stack gap="lg">
      <Title order={1}>{storeMessages.titles.shoppingHistory}</Title>
      {signedIn ? <Orders /> : <VisitorBlocker />}
    </Stack>
  );
}
