import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communityQueries, Section, type GenericItem } from '@/features/community/api';
import { SectionPage } from '@/features/community/components/section-page';
import { uiMessages } from '@/shared/ui';
import { renderAsMember } from '../../flows/support/render-member';

const item = (id: number): GenericItem => ({
  genericSectionItemId: id,
  genericSectionTypeId: Section.interestGroups,
  genericSectionName: 'Grupos de interés',
  title: `Grupo ${id}`,
  subtitle: '',
  companyId: 871,
  imageUrl: '',
  createDate: '2026-11-01T10:00:00',
  active: true,
  genericContactInfo: [],
});

/** The page for a visitor, its first page of `count` items already loaded (page size 9). */
function renderForVisitor(count: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const { queryKey } = communityQueries.sectionItems(Section.interestGroups, 9);
  queryClient.setQueryData(queryKey, {
    pages: [Array.from({ length: count }, (_, i) => item(i + 1))],
    pageParams: [0],
  });
  renderAsMember(<SectionPage kind="groups" />, { userId: null, queryClient });
}

const blocker = () => screen.queryByRole('region', { name: uiMessages.blocker.title });

describe('a community section for a visitor', () => {
  it('shows three items whole, with no sign-in blocker: nothing is hidden', () => {
    renderForVisitor(3);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(blocker()).toBeNull();
  });

  it('shows the preview of four and the blocker when the list holds more', () => {
    renderForVisitor(6);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(blocker()).toBeVisible();
  });
});
