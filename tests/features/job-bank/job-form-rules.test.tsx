import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobDataStep } from '@/features/job-bank/components/job-data-step';
import { JobSectionsStep } from '@/features/job-bank/components/job-sections-step';
import { jobMessages as m } from '@/features/job-bank/messages';
import { fieldLabel } from '../../support/field-label';

const categories = [
  { jobCategoryId: 1, name: 'Tecnología' },
  { jobCategoryId: 2, name: 'Ventas' },
];

function renderData() {
  const onNext = vi.fn();
  render(
    <MantineProvider env="test">
      <JobDataStep draft={null} job={null} categories={categories} busy={false} onNext={onNext} />
    </MantineProvider>,
  );
  return onNext;
}

const field = (label: string) => screen.getByLabelText(fieldLabel(label));

/** Pastes a value into a field, as quick as typing it and much quicker to run. */
async function fill(label: string, value: string) {
  await userEvent.clear(field(label));
  await userEvent.click(field(label));
  await userEvent.paste(value);
}

describe('the job form rules of spec 001 §5', () => {
  it('shows every message on an empty step 1 and sends nothing', async () => {
    const onNext = renderData();
    await userEvent.click(screen.getByRole('button', { name: m.actions.next }));
    expect(screen.getAllByText(m.rules.required)).toHaveLength(4);
    expect(screen.getByText(m.rules.email)).toBeVisible();
    expect(screen.getByText(m.rules.phone)).toBeVisible();
    expect(screen.getByText(m.rules.category)).toBeVisible();
    expect(screen.getByText(m.rules.description)).toBeVisible();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('limits texts to 50 characters, keeps only digits in the phone and takes images only as logo', async () => {
    const onNext = renderData();
    for (const label of [m.form.title, m.form.companyName, m.form.location, m.form.direction])
      expect(field(label)).toHaveAttribute('maxLength', '50');
    await userEvent.type(field(m.form.phone), '55-12 abc 345678');
    expect(field(m.form.phone)).toHaveValue('5512345678');
    await userEvent.type(field(m.form.email), 'sin-arroba');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['hola'], 'logo.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: m.actions.next }));
    expect(screen.queryByText(m.rules.phone)).not.toBeInTheDocument();
    expect(screen.getByText(m.rules.email)).toBeVisible();
    expect(screen.getByText(m.rules.logo)).toBeVisible();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('sends a complete step 1 as a draft', async () => {
    const onNext = renderData();
    await fill(m.form.title, 'Analista');
    await fill(m.form.companyName, 'Muro Pride Demo');
    await fill(m.form.location, 'Remoto');
    await fill(m.form.direction, 'Av. Reforma 1');
    await fill(m.form.salary, '1234.5');
    await fill(m.form.email, 'rh@demo.muropride.mx');
    await fill(m.form.phone, '5512345678');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ventas' }));
    await fill(m.form.description, 'Datos');
    await userEvent.click(screen.getByRole('button', { name: m.actions.next }));
    expect(onNext).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Analista', salary: 1234.5, categoryIds: [2], logo: null }),
      expect.anything(),
    );
  });

  it('asks for at least one section with content in step 2', async () => {
    const onSave = vi.fn();
    render(
      <MantineProvider env="test">
        <JobSectionsStep
          types={[{ jobSectionTypeId: 5, name: 'Ubicacion' }]}
          sections={[]}
          busy={false}
          onBack={vi.fn()}
          onSave={onSave}
        />
      </MantineProvider>,
    );
    await userEvent.type(screen.getByLabelText('Ubicación'), '   ');
    await userEvent.click(screen.getByRole('button', { name: m.actions.save }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.rules.section);
    await userEvent.type(screen.getByLabelText('Ubicación'), 'Centro');
    await userEvent.click(screen.getByRole('button', { name: m.actions.save }));
    expect(onSave).toHaveBeenCalledWith([{ jobSectionTypeId: 5, description: 'Centro' }]);
  });
});
