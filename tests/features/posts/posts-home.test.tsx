import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostCategory, PostType } from '@domain/post-rules';
import { postQueries, type CompanyPost } from '@/features/posts/api';
import { PostsHome } from '@/features/posts/components/posts-home';
import { uiMessages } from '@/shared/ui';
import { renderAsMember } from '../../flows/support/render-member';

const MONTH = '2026-10-01';

const post = (id: number): CompanyPost => ({
  companyPostId: id,
  companyPostCategoryId: PostCategory.blog,
  postType: PostType.article,
  title: `Artículo ${id}`,
  subtitle: null,
  publishDate: '2026-10-05T10:00:00',
  urlImage: null,
  iconPath: null,
  text: null,
  writter: 'Recursos Humanos',
  isRead: false,
  like: false,
  totalLikes: 0,
  totalViews: 0,
  totalComments: 0,
  galleryImageCount: 0,
  files: [],
});

/** The blog for a visitor on a month of `count` posts, the first of them featured. */
function renderMonth(count: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const posts = Array.from({ length: count }, (_, i) => post(i + 1));
  queryClient.setQueryData(postQueries.month(null, MONTH, PostCategory.blog).queryKey, posts);
  queryClient.setQueryData(postQueries.archive(null, PostCategory.blog, PostType.article).queryKey, []);
  renderAsMember(<PostsHome category={PostCategory.blog} />, {
    userId: null,
    queryClient,
    route: `/blog-company?mes=${MONTH}`,
  });
}

const blocker = () => screen.queryByRole('region', { name: uiMessages.blocker.title });

describe('the blog for a visitor', () => {
  it('shows no sign-in blocker over a month whose list is empty after its featured post', () => {
    renderMonth(1);
    expect(screen.getByText('Artículo 1')).toBeVisible();
    expect(blocker()).toBeNull();
  });

  it('shows the blocker when the month holds more posts than a visitor sees', () => {
    renderMonth(6);
    expect(blocker()).toBeVisible();
  });
});
