import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { JobCategory, JobSearch } from '@/features/job-bank/api';
import { JobFilters } from '@/features/job-bank/components/job-filters';

const categories = [
  { jobCategoryId: 3, name: 'Tecnología' },
  { jobCategoryId: 4, name: 'Diseño' },
] as JobCategory[];

/** The filters over a search the test keeps, as the job bank page does. */
function Filters({ onSearch }: { onSearch(search: JobSearch): void }) {
  const [search, setSearch] = useState<JobSearch>({ pageIndex: 1, orderBy: 'date' });
  return (
    <JobFilters
      categories={categories}
      search={search}
      onSearch={(next) => {
        setSearch(next);
        onSearch(next);
      }}
    />
  );
}

describe('the popular searches', () => {
  it('take a search on with one press and off with a second', async () => {
    const onSearch = vi.fn();
    render(
      <MantineProvider>
        <Filters onSearch={onSearch} />
      </MantineProvider>,
    );
    const tech = screen.getByRole('checkbox', { name: 'Tecnología' });
    await userEvent.click(tech);
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ popularFilter: 3 }));
    expect(tech).toBeChecked();
    await userEvent.click(tech);
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ popularFilter: undefined }));
    expect(tech).not.toBeChecked();
  });

  it('keep one search at a time', async () => {
    render(
      <MantineProvider>
        <Filters onSearch={() => {}} />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tecnología' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Diseño' }));
    expect(screen.getByRole('checkbox', { name: 'Tecnología' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Diseño' })).toBeChecked();
  });
});
