import { NavLink, Stack, Title } from '@mantine/core';
import type { MachineEntry } from '../../../machines/registry';
import { studioMessages } from '../messages';

interface MachineNavProps {
  entries: MachineEntry[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** Every registered machine, grouped by area of the product. */
export function MachineNav({ entries, selectedId, onSelect }: MachineNavProps) {
  const areas = [...new Set(entries.map((e) => e.area))].sort((a, b) => a.localeCompare(b, 'es'));
  return (
    <nav aria-label={studioMessages.nav.label}>
      <Stack gap="sm">
        {areas.map((area) => (
          <div key={area}>
            <Title order={2} size="h5">
              {area}
            </Title>
            {entries
              .filter((e) => e.area === area)
              .map((entry) => (
                <NavLink
                  key={entry.id}
                  component="button"
                  label={entry.title}
                  description={entry.id}
                  active={entry.id === selectedId}
                  aria-current={entry.id === selectedId ? 'page' : undefined}
                  onClick={() => onSelect(entry.id)}
                />
              ))}
          </div>
        ))}
      </Stack>
    </nav>
  );
}
