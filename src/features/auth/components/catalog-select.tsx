import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CatalogName } from '../api';
import { useAuthServices } from '../use-auth-services';

interface CatalogSelectProps {
  name: CatalogName;
  label: string;
  value: string;
  onChange(value: string): void;
}

/** An optional registration catalogue; left out when it cannot be loaded, so registration still works. */
export function CatalogSelect({ name, label, value, onChange }: CatalogSelectProps) {
  const services = useAuthServices();
  const catalog = useQuery({
    queryKey: ['auth', 'catalog', name],
    queryFn: () => services.loadCatalog(name),
    staleTime: Infinity,
    retry: false,
  });
  if (!catalog.data?.length) return null;
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: '—' },
        ...catalog.data.map((item) => ({ value: String(item.id), label: item.description })),
      ]}
    />
  );
}
