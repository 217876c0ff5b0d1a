import { Badge } from '@mantine/core';
import { operatorMessages as m } from '../messages';

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? '#1e6b34' : 'gray.7'} variant="filled">
      {active ? m.active : m.inactive}
    </Badge>
  );
}
