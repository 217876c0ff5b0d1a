import { Accordion, Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import type { PostDateFilter } from '../api';
import { postMessages } from '../messages';

/** Year and month archive with counts; the current year starts expanded (spec 001 §2). */
export function ArchiveSidebar({
  years,
  currentYear,
  linkTo,
  selected,
}: {
  years: PostDateFilter[];
  currentYear: number;
  linkTo(filterMonthDate: string): string;
  selected: string;
}) {
  return (
    <Stack gap="xs" component="nav" aria-labelledby="archive-title">
      <Title id="archive-title" order={2} size="h4">
        {postMessages.archive}
      </Title>
      <Accordion defaultValue={String(currentYear)} variant="contained">
        {years.map(({ year, months }) => (
          <Accordion.Item key={year} value={String(year)}>
            <Accordion.Control>{year}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap={4}>
                {months.map((month) => (
                  <Anchor
                    key={month.filterMonthDate}
                    component={Link}
                    to={linkTo(month.filterMonthDate)}
                    aria-current={month.filterMonthDate === selected ? 'page' : undefined}
                    fw={month.filterMonthDate === selected ? 700 : undefined}
                  >
                    {postMessages.archiveMonth(
                      dayjs(month.filterMonthDate).locale('es-mx').format('MMMM'),
                      month.count,
                    )}
                  </Anchor>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
