import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import CardResultPage from '@/features/directory/card-result.page';
import { directoryMessages } from '@/features/directory/messages';

const c = directoryMessages.card;

function renderAt(url: string) {
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/register-services/card-tokenization-result/:isSuccess" element={<CardResultPage />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('card verification result page', () => {
  it('offers to retry a rejected card of the named entry, besides the profile', () => {
    renderAt('/register-services/card-tokenization-result/false?directoryInfoId=42');
    expect(screen.getByText(c.resultRejected)).toBeVisible();
    expect(screen.getByRole('link', { name: c.retry })).toHaveAttribute('href', '/register-services/42');
    expect(screen.getByRole('link', { name: c.toProfile })).toHaveAttribute('href', '/profile');
  });

  it('offers no retry after a verified card', () => {
    renderAt('/register-services/card-tokenization-result/true?directoryInfoId=42');
    expect(screen.getByText(c.verified)).toBeVisible();
    expect(screen.queryByRole('link', { name: c.retry })).toBeNull();
  });

  it('keeps only the profile link when a rejection does not name its entry', () => {
    renderAt('/register-services/card-tokenization-result/false');
    expect(screen.queryByRole('link', { name: c.retry })).toBeNull();
    expect(screen.getByRole('link', { name: c.toProfile })).toBeVisible();
  });
});
