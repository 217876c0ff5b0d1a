import { Badge } from '@mantine/core';
import { adminRecognitionMessages as m } from '../messages';

/** Activo / Inactivo; the green is dark enough for white text (WCAG AA). */
export function StatusBadge({ active }: { active: boolean }) {
  return <Badge color={active ? '#1e6b34' : 'gray.7'}>{active ? m.active : m.inactive}</Badge>;
}
