import { Button, Card, Group, Image, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime, formatMoney } from '@/shared/format';
import { storeCalls, type Order } from '../api';
import { storeMessages } from '../messages';

const m = storeMessages.orders;

/** One order of 'Mis compras': number, date, total, status, its lines and the PDF receipt when paid. */
export function OrderCard({ order }: { order: Order }) {
  const [failed, setFailed] = useState(false);
  const paid = order.status === m.paid;
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={`order-${order.orderId}`}>
      <Group justify="space-between" align="start">
        <div>
          <Title order={2} size="h4" id={`order-${order.orderId}`}>
            {m.number}: {order.orderNumber}
          </Title>
          <Text size="sm">
            {m.date}: {formatDateTime(order.date)}
          </Text>
          <Text size="sm">
            {m.status}: {order.status}
          </Text>
          <Text fw={700}>
            {m.total}: {formatMoney(order.total)}
          </Text>
        </div>
        <Button
          disabled={!paid}
          aria-label={m.downloadOf(order.orderNumber)}
          onClick={() => {
            setFailed(false);
            storeCalls.downloadReceipt(order.orderId, order.orderNumber).catch(() => setFailed(true));
          }}
        >
          {m.download}
        </Button>
      </Group>
      {failed ? (
        <Text c="red.8" role="alert">
          {storeMessages.loadFailed}
        </Text>
      ) : null}
      <Table mt="sm" striped>
        <Table.Caption>{m.details}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{m.quantity}</Table.Th>
            <Table.Th scope="col">{m.description}</Table.Th>
            <Table.Th scope="col">{m.subTotal}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.details.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>{line.quantity}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Image src={line.logo} alt="" w={32} h={27} fit="contain" />
                  {line.description}
                </Group>
              </Table.Td>
              <Table.Td>{formatMoney(line.subTotal)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
