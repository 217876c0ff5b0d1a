import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DirectoryItem } from '@/features/directory/api';
import { PendingTable } from '@/features/directory/components/pending-table';
import { directoryMessages as m } from '@/features/directory/messages';
import { pretendPhone } from '../../support/phone-width';

const pending: DirectoryItem = {
  directoryInfoId: 9,
  fullName: 'Taller Violeta',
  directoryDescription: 'Reparaciones.',
  location: 'Guadalajara',
  categoryServiceId: 3,
  categoryServiceName: 'Hogar',
  subCategoryServiceId: 301,
  subCategoryServiceName: 'Reparaciones',
  directoryTypeId: 2,
  createUserName: 'Luis Ángel Torres Méndez',
  creatorEmail: 'luis.torres@demo.muropride.mx',
  contactImage: '',
  isEnableRewards: false,
  directoryInfoStatusId: 1,
  directoryInfoStatusName: 'En trámite',
  expirationDate: null,
  cardStatus: 'verified',
  directoryContacts: [],
  directoryRatings: [],
  isOwner: false,
};

beforeEach(() => pretendPhone());

describe("HR's 'Por autorizar' on a phone", () => {
  it('shows each pending entry as a card with Autorizar and Rechazar at hand', () => {
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <PendingTable rows={[pending]} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const card = within(screen.getByRole('list', { name: m.toAuthorize })).getByRole('listitem');
    expect(card).toHaveTextContent('Taller Violeta');
    expect(within(card).getByRole('button', { name: m.moderation.authorize })).toBeVisible();
    expect(within(card).getByRole('button', { name: m.moderation.reject })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
