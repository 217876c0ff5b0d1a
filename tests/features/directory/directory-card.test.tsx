import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DirectoryItem } from '@/features/directory/api';
import { DirectoryCard } from '@/features/directory/components/directory-card';
import { directoryMessages as m } from '@/features/directory/messages';

const item: DirectoryItem = {
  directoryInfoId: 7,
  fullName: 'Café Arcoíris',
  directoryDescription: 'Cafetería de especialidad.',
  location: 'Coyoacán, Ciudad de México',
  categoryServiceId: 3,
  categoryServiceName: 'Alimentos',
  subCategoryServiceId: 301,
  subCategoryServiceName: 'Cafeterías',
  directoryTypeId: 1,
  createUserName: null,
  creatorEmail: null,
  contactImage: '',
  isEnableRewards: false,
  directoryInfoStatusId: 2,
  directoryInfoStatusName: 'Autorizado',
  expirationDate: null,
  cardStatus: 'notNeeded',
  directoryContacts: [],
  directoryRatings: [],
  isOwner: false,
};

const renderCard = (entry: DirectoryItem) =>
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <DirectoryCard item={entry} linked />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('directory card', () => {
  it('names the creator only when the gateway tells the caller who it is', () => {
    renderCard(item);
    expect(screen.getByRole('link', { name: 'Café Arcoíris' })).toBeVisible();
    expect(screen.queryByText(/^Por /)).toBeNull();
  });

  it("shows the owner's or HR's view with the creator's name", () => {
    renderCard({ ...item, createUserName: 'Alejandro Cruz', isOwner: true });
    expect(screen.getByText(m.by('Alejandro Cruz'))).toBeVisible();
  });
});
