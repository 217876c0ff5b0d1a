import { Table, Text } from '@mantine/core';
import { profileMessages } from '../messages';

export function EmptyRow({ columns }: { columns: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text ta="center" py="md">
          {profileMessages.tabs.empty}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
