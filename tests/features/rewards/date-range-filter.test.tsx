import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from '@/features/rewards/components/date-range-filter';

function renderFilter() {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <DateRangeFilter value={{ start: '2026-11-01', end: '2026-11-28' }} onChange={onChange} />
    </MantineProvider>,
  );
  return {
    onChange,
    end: screen.getByLabelText('Hasta'),
    filter: screen.getByRole('button', { name: 'Filtrar' }),
  };
}

describe('the rewards date range', () => {
  it('says why an inverted range cannot be filtered, under the end date', () => {
    const { end, filter } = renderFilter();
    fireEvent.change(end, { target: { value: '2026-10-15' } });
    expect(screen.getByText('La fecha final no puede ser anterior a la inicial')).toBeVisible();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(filter).toBeDisabled();
  });

  it('asks for both dates when one is cleared', () => {
    const { end } = renderFilter();
    fireEvent.change(end, { target: { value: '' } });
    expect(screen.getByText('Elige las dos fechas')).toBeVisible();
  });

  it('filters a range in order, with no message', () => {
    const { end, filter, onChange } = renderFilter();
    fireEvent.change(end, { target: { value: '2026-11-15' } });
    expect(end).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(filter);
    expect(onChange).toHaveBeenCalledWith({ start: '2026-11-01', end: '2026-11-15' });
  });
});
