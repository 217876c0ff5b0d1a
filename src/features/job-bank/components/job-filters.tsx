import { Button, Chip, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { JobCategory, JobSearch } from '../api';
import { jobMessages as m } from '../messages';

/** The first 10 categories are the popular searches (spec 001 §2, §9). */
const POPULAR = 10;
const f = m.filters;

/** Popular searches as toggles, then location, position, sort, 'Limpiar' and 'Buscar' (members only). */
export function JobFilters({
  categories,
  search,
  onSearch,
}: {
  categories: JobCategory[];
  search: JobSearch;
  onSearch(search: JobSearch): void;
}) {
  const [location, setLocation] = useState(search.locationFilter ?? '');
  const [position, setPosition] = useState(search.occupationFilter ?? '');
  const [orderBy, setOrderBy] = useState(search.orderBy);
  const apply = (changes: Partial<JobSearch>) =>
    onSearch({
      ...search,
      locationFilter: location.trim() || undefined,
      occupationFilter: position.trim() || undefined,
      orderBy,
      pageIndex: 1,
      ...changes,
    });
  return (
    <Stack gap="sm">
      <Text fw={600} id="popular-searches">
        {m.popular}
      </Text>
      {/* Toggles, not a radio group: a second press on the chosen search takes it off again. */}
      <Group gap="xs" role="group" aria-labelledby="popular-searches">
        {categories.slice(0, POPULAR).map((c) => {
          const chosen = search.popularFilter === c.jobCategoryId;
          return (
            <Chip
              key={c.jobCategoryId}
              checked={chosen}
              onChange={() => apply({ popularFilter: chosen ? undefined : c.jobCategoryId })}
              color="grape.9"
              variant="outline"
            >
              {c.name}
            </Chip>
          );
        })}
      </Group>
      <form
        aria-label={f.legend}
        onSubmit={(e) => {
          e.preventDefault();
          apply({});
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={f.location}
            value={location}
            maxLength={50}
            onChange={(e) => setLocation(e.currentTarget.value)}
          />
          <TextInput
            label={f.position}
            value={position}
            maxLength={50}
            onChange={(e) => setPosition(e.currentTarget.value)}
          />
          <Select
            label={f.orderBy}
            value={orderBy}
            allowDeselect={false}
            data={[
              { value: 'date', label: f.date },
              { value: 'salary', label: f.salary },
            ]}
            onChange={(v) => setOrderBy(v === 'salary' ? 'salary' : 'date')}
          />
        </SimpleGrid>
        <Group mt="sm" justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              setLocation('');
              setPosition('');
              setOrderBy('date');
              onSearch({ pageIndex: 1, orderBy: 'date' });
            }}
          >
            {f.clear}
          </Button>
          <Button type="submit" color="grape.9">
            {f.search}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
