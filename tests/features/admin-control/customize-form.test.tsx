import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomizeValues } from '@/features/admin-control/api';
import { CustomizeForm } from '@/features/admin-control/components/customize-tab';

const values: CustomizeValues = {
  CompanyLogo: '/files/logo.png',
  PrimaryColor: '#6f2dbd',
  SecondaryColor: '#1e6b34',
  NoPost: 3,
  NoDaysGrace: 5,
  Amount: 100,
  AmountToVerify: 10,
  FreePost: 1,
};

describe("the company customization's numbers", () => {
  it('turn a number typed above the maximum into 31, as spec 002 §9 says', async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <CustomizeForm id={1} values={values} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const grace = screen.getByRole('textbox', { name: /Días de gracia/ });
    await userEvent.clear(grace);
    await userEvent.type(grace, '1500');
    expect(grace).toHaveValue('31');
    await userEvent.clear(grace);
    await userEvent.type(grace, '120');
    expect(grace).toHaveValue('120');
  });
});
