import { Button, Card, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDateTime, formatMoney } from '@/shared/format';
import type { PendingOrder } from '../api';
import { storeMessages } from '../messages';

const m = storeMessages.pending;
const o = storeMessages.orders;

interface PendingOrderCardProps {
  order: PendingOrder;
  cancelling: boolean;
  onCancel: (order: PendingOrder) => void;
}

/** An order awaiting payment: what it holds, a link back to its payment page and a confirmed cancel. */
export function PendingOrderCard({ order, cancelling, onCancel }: PendingOrderCardProps) {
  const [confirming, { open, close }] = useDisclosure(false);
  return (
    <Card withBorder radius="md" component="article" aria-labelledby={`pending-${order.orderId}`}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={`pending-${order.orderId}`}>
          {o.number}: {order.orderNumber}
        </Title>
        <Text size="sm">
          {o.date}: {formatDateTime(order.date)}
        </Text>
        <List size="sm">
          {order.details.map((line, index) => (
            <List.Item key={index}>
              {line.quantity} × {line.description}
            </List.Item>
          ))}
        </List>
        <Text fw={700}>
          {o.total}: {formatMoney(order.total)}
        </Text>
        <Group gap="sm">
          <Button component="a" href={order.paymentUrl} aria-label={m.resumeOf(order.orderNumber)}>
            {m.resume}
          </Button>
          <Button variant="default" onClick={open} aria-label={m.cancelOf(order.orderNumber)}>
            {m.cancel}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={close}
        title={m.confirmTitle}
        centered
        closeButtonProps={{ 'aria-label': m.keep }}
      >
        <Text>{m.confirmText(order.orderNumber)}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {m.keep}
          </Button>
          <Button
            color="red.8"
            loading={cancelling}
            onClick={() => {
              onCancel(order);
              close();
            }}
          >
            {m.confirm}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
