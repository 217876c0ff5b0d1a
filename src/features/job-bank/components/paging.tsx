import { Pagination } from '@mantine/core';
import { jobMessages as m } from '../messages';

/** Previous, next and numbered pages; nothing for a single page. */
export function Paging({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange(page: number): void;
}) {
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      aria-label={m.actions.pages}
      getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Siguiente' : 'Anterior' })}
      getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
    />
  );
}
