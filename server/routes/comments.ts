import { currentUser } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import { createComments } from '../posts/comment-service.js';
import { postMessages as m } from '../posts/post-messages.js';
import type { Services } from '../services.js';
import type { HandlerMap } from './handler.js';

/** Comments, replies and reports on company posts (spec 001 §5, §7). */
export function commentHandlers(services: Services) {
  const comments = createComments(services);
  return {
    async listPostComments({ request, params }) {
      return ok(await comments.list(request.user, services.companyOf(request.user), params.postId));
    },
    async addPostComment({ request, body }) {
      return ok(await comments.add(currentUser(request), body.CompanyPostId, body.History), m.commentSaved);
    },
    async editPostComment({ request, body }) {
      const user = currentUser(request);
      const edited = await comments.edit(
        user,
        body.CompanyPostCommentId,
        body.SubCommentId ?? -1,
        body.History,
      );
      return ok(edited, m.commentSaved);
    },
    async replyToComment({ request, params, body }) {
      return ok(await comments.reply(currentUser(request), params.commentId, body.Comment), m.commentSaved);
    },
    async reportComment({ request, params }) {
      const reportId = await comments.report(currentUser(request), params.commentId, params.subId);
      return ok({ reportId }, m.reported);
    },
    async getCommentReport({ request, params }) {
      return ok(await comments.findReport(currentUser(request), params.reportId));
    },
    async deletePostComment({ request, params }) {
      await comments.remove(currentUser(request), params.commentId, params.subId);
      return ok(null, m.commentDeleted);
    },
  } satisfies Partial<HandlerMap>;
}
