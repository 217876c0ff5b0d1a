import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/request-auth.js';
import { NotFound, orNotFound } from '../domain-errors.js';
import { ok } from '../http/envelope.js';
import { markRead, like, unlike, unmarkRead } from '../posts/post-activity-store.js';
import { postMessages as m } from '../posts/post-messages.js';
import {
  archive,
  articlesOfMonth,
  galleriesOfMonth,
  latestPosts,
  postFiles,
  visiblePost,
  type Reader,
} from '../posts/post-store.js';
import type { Services } from '../services.js';
import { PostFileType, PostType } from '../../domain/post-rules.js';
import type { HandlerMap } from './handler.js';

/** How many articles the latest-posts call gives (home and sidebars). */
const LATEST = 4;

/** Company posts as members and visitors read them (spec 001 §7); visitors read the default company's posts. */
export function postHandlers({ db, clock, config, companyOf }: Services) {
  const reader = (request: FastifyRequest): Reader => ({
    companyId: companyOf(request.user),
    userId: request.user?.userId ?? null,
    timeZone: config.timeZone,
  });

  async function post(request: FastifyRequest, id: number) {
    return orNotFound(await visiblePost(db, reader(request), id), m.notFound);
  }

  async function stats(request: FastifyRequest, id: number) {
    const p = await post(request, id);
    return ok({
      companyPostId: p.companyPostId,
      isRead: p.isRead,
      like: p.like,
      totalLikes: p.totalLikes,
      totalViews: p.totalViews,
      totalComments: p.totalComments,
    });
  }

  /** A reader's mark on a post they may read (read, like), answered with the post's counts after it. */
  async function marking(request: FastifyRequest, id: number, mark: (userId: number) => Promise<unknown>) {
    await post(request, id);
    await mark(currentUser(request).userId);
    return stats(request, id);
  }

  async function gallery(request: FastifyRequest, id: number) {
    const p = await post(request, id);
    if (p.postType !== PostType.gallery) throw new NotFound(m.notFound);
    return { post: p, images: await postFiles(db, id, [PostFileType.galleryPhoto]) };
  }

  return {
    async insertReadPost({ request, body }) {
      await post(request, body.CompanyPostId);
      if (request.user) await markRead(db, body.CompanyPostId, request.user.userId, clock());
      return stats(request, body.CompanyPostId);
    },
    async getCompanyPostDetail({ request, query }) {
      return stats(request, query.companyPostId);
    },
    deleteReadPost: ({ request, body }) =>
      marking(request, body.CompanyPostId, (userId) => unmarkRead(db, body.CompanyPostId, userId)),
    insertLikePost: ({ request, body }) =>
      marking(request, body.CompanyPostId, (userId) =>
        like(db, body.CompanyPostId, userId, body.CompanyPostCategoryId, clock()),
      ),
    deleteLikePost: ({ request, body }) =>
      marking(request, body.CompanyPostId, (userId) => unlike(db, body.CompanyPostId, userId)),
    async getPostDateFilters({ request, params }) {
      return ok(await archive(db, reader(request), params.postType, params.postGalleryId));
    },
    async getPostsByFilters({ request, params }) {
      return ok(await articlesOfMonth(db, reader(request), params.date, params.type));
    },
    async getGalleriesByMonth({ request, params }) {
      return ok(await galleriesOfMonth(db, reader(request), params.date));
    },
    async getCompanyPostById({ request, params }) {
      return ok(await post(request, params.id));
    },
    async getCompanyPostPage({ request, params }) {
      const page = { postType: PostType.article, page: params.n, size: params.m };
      return ok(await latestPosts(db, reader(request), page));
    },
    async getCompanyPostWithImages({ request, params }) {
      return ok(await gallery(request, params.id));
    },
    async getCompanyPostImagePaths({ request, params }) {
      return ok((await gallery(request, params.id)).images.map((image) => image.path));
    },
    async getLastCompanyPost({ request, params }) {
      const [last = null] = await latestPosts(db, reader(request), { postType: params.n, page: 1, size: 1 });
      return ok(last);
    },
    async getLatestCompanyPosts({ request, params }) {
      const filter = { postType: PostType.article, category: params.type, page: 1, size: LATEST };
      return ok(await latestPosts(db, reader(request), filter));
    },
    async getLatestGalleries({ request, params }) {
      const filter = { postType: PostType.gallery, page: params.n, size: params.m };
      return ok(await latestPosts(db, reader(request), filter));
    },
    async getGalleryImages({ request, params }) {
      return ok((await gallery(request, params.id)).images);
    },
    async getCompanyPostFiles({ request, params }) {
      await post(request, params.id);
      return ok(await postFiles(db, params.id, [PostFileType.attachment]));
    },
  } satisfies Partial<HandlerMap>;
}
