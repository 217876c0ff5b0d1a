import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatDayRange, parseDayRange, type DayRange } from '@domain/day-range';
import { rewardsMessages as m } from '../messages';

interface DateRangeFilterProps {
  value: DayRange;
  onChange(range: DayRange): void;
}

/** The 'start|end' range of the statement and history (spec 000 §7); the end never before the start. */
export function DateRangeFilter({ value, onChange }: DateRangeFilterProps) {
  const [start, setStart] = useState(value.start);
  const [end, setEnd] = useState(value.end);
  const range = parseDayRange(formatDayRange({ start, end }));
  // Why 'Filtrar' does nothing, said under the field to fix rather than left to a greyed button.
  const problem = range ? null : start && end && end < start ? m.range.endBeforeStart : m.range.incomplete;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (range) onChange(range);
  };
  return (
    <form onSubmit={submit} aria-label={m.range.label}>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={m.range.start}
          value={start}
          max={end}
          onChange={(e) => setStart(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={m.range.end}
          value={end}
          min={start}
          error={problem}
          onChange={(e) => setEnd(e.currentTarget.value)}
        />
        <Button type="submit" disabled={!range}>
          {m.range.apply}
        </Button>
      </Group>
    </form>
  );
}
