import { Badge } from '@mantine/core';
import { adminKitTexts } from './messages';

/** Activo / Inactivo of a console row, never cut short by a narrow column; the green is dark enough for white text (WCAG AA). */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? '#1e6b34' : 'gray.7'} variant="filled" miw="max-content">
      {active ? adminKitTexts.active : adminKitTexts.inactive}
    </Badge>
  );
}
