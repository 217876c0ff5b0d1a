import { readQuery } from '@/api/read-query';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';

export type { CompanyPost, PostComment, StorageFile, PostDateFilter, CommentAuthor } from '@openapi/schema';

/** The viewer's answers differ from a visitor's (audience, read, like): the key carries who is asking. */
export const postQueries = {
  all: ['posts'] as const,
  month: (viewer: number | null, date: string, category: 1 | 2) =>
    readQuery([...postQueries.all, viewer, 'month', date, category], () =>
      api.GET('/backend/CompanyPost/ByFilters/{date}/{type}', {
        params: { path: { date, type: category } },
      }),
    ),
  archive: (viewer: number | null, category: 1 | 2, postType: 0 | 1) =>
    readQuery([...postQueries.all, viewer, 'archive', category, postType], () =>
      api.GET('/backend/CompanyPost/DateFilters/{postType}/{postGalleryId}', {
        params: { path: { postType: category, postGalleryId: postType } },
      }),
    ),
  post: (viewer: number | null, id: number) =>
    queryOptions({
      queryKey: [...postQueries.all, viewer, 'post', id],
      queryFn: () => unwrap(api.GET('/backend/CompanyPost/ById/{id}', { params: { path: { id } } })),
      retry: false,
    }),
  comments: (viewer: number | null, postId: number) =>
    readQuery([...postQueries.all, viewer, 'comments', postId], () =>
      api.GET('/backend/PostComment/{postId}', { params: { path: { postId } } }),
    ),
  galleriesOfMonth: (viewer: number | null, date: string) =>
    readQuery([...postQueries.all, viewer, 'galleries', date], () =>
      api.GET('/backend/CompanyPost/ByMonthFilters/{date}', { params: { path: { date } } }),
    ),
  gallery: (viewer: number | null, id: number) =>
    queryOptions({
      queryKey: [...postQueries.all, viewer, 'gallery', id],
      queryFn: () => unwrap(api.GET('/backend/CompanyPost/WithImages/{id}', { params: { path: { id } } })),
      retry: false,
    }),
  lastGallery: (viewer: number | null) =>
    readQuery([...postQueries.all, viewer, 'last-gallery'], () =>
      api.GET('/backend/CompanyPost/LastOne/{n}', { params: { path: { n: 1 } } }),
    ),
  report: (reportId: number) =>
    queryOptions({
      queryKey: [...postQueries.all, 'report', reportId],
      queryFn: () =>
        unwrap(api.GET('/backend/PostComment/Report/{reportId}', { params: { path: { reportId } } })),
      retry: false,
    }),
};

/** The posts' writes. Read marker, like and unlike each answer the post's new counts; `comment` holds the calls the
 * comments flow runs (spec 001 §7). */
export const postCalls = {
  markRead: (CompanyPostId: number) =>
    unwrap(api.POST('/backend/InsertReadPost', { body: { CompanyPostId } })),
  like: (CompanyPostId: number, CompanyPostCategoryId: 1 | 2) =>
    unwrap(api.POST('/backend/InsertLikePost', { body: { CompanyPostId, CompanyPostCategoryId } })),
  unlike: (CompanyPostId: number) => unwrap(api.POST('/backend/DeleteLikePost', { body: { CompanyPostId } })),
  comment: {
    add: (CompanyPostId: number, History: string) =>
      unwrap(api.POST('/backend/PostComment', { body: { CompanyPostId, History } })),
    reply: (commentId: number, Comment: string) =>
      unwrap(
        api.PUT('/backend/PutComment/Sub/{commentId}', {
          params: { path: { commentId } },
          body: { Comment },
        }),
      ),
    edit: (CompanyPostCommentId: number, SubCommentId: number, History: string) =>
      unwrap(api.PUT('/backend/PutComment', { body: { CompanyPostCommentId, SubCommentId, History } })),
    report: (postType: 1 | 2, commentId: number, subId: number) =>
      unwrap(
        api.DELETE('/backend/PostComment/{postType}/{commentId}/{subId}', {
          params: { path: { postType, commentId, subId } },
        }),
      ),
    remove: (commentId: number, subId: number) =>
      unwrap(
        api.DELETE('/backend/PostComment/Delete/{commentId}/{subId}', {
          params: { path: { commentId, subId } },
        }),
      ),
  },
};
