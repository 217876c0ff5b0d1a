import type { AuthUser } from '../auth/access-tokens.js';
import { Conflict, Forbidden, NotFound, orNotFound } from '../domain-errors.js';
import type { Services } from '../services.js';
import { hasRole, Roles } from '../../domain/roles.js';
import { PostCategory } from '../../domain/post-rules.js';
import {
  commentsOfPost,
  editComment,
  findComment,
  findReport,
  hrPeople,
  insertComment,
  removeComment,
  reportComment,
} from './comment-store.js';
import { postMessages as m } from './post-messages.js';
import { visiblePost, type Reader } from './post-store.js';

/** The report route of a comment on a post of this category (spec 001 §2). */
const reportLink = (category: number, postId: number, reportId: number) =>
  category === PostCategory.stories
    ? `/stories-pride/${postId}/report/${reportId}`
    : `/our-company/${postId}/report/${reportId}`;

/**
 * Comments of spec 001 §5, §6: members comment, reply, edit their own, report others'; a comment is deleted by
 * its author, or by HR once someone reported it (the report flag opens deletion).
 */
export function createComments({ db, clock, config, notifier }: Services) {
  const reader = (user: AuthUser | null, companyId: number): Reader => ({
    companyId,
    userId: user?.userId ?? null,
    timeZone: config.timeZone,
  });

  async function post(user: AuthUser | null, companyId: number, postId: number) {
    return orNotFound(await visiblePost(db, reader(user, companyId), postId), m.notFound);
  }

  /** A comment (or reply) on a post the member may see; HR moderates every post of the company. */
  async function comment(user: AuthUser, commentId: number, subId: number) {
    const found = await findComment(db, commentId, subId);
    if (!found || found.companyId !== user.companyId) throw new NotFound(m.commentNotFound);
    if (!hasRole(user.roleName, [Roles.hr])) await post(user, user.companyId, found.postId);
    return found;
  }

  const thread = async (postId: number, commentId: number, viewer: number) => {
    const [one] = await commentsOfPost(db, postId, viewer, commentId);
    if (!one) throw new NotFound(m.commentNotFound);
    return one;
  };

  return {
    async list(user: AuthUser | null, companyId: number, postId: number) {
      await post(user, companyId, postId);
      return commentsOfPost(db, postId, user?.userId ?? null);
    },

    async add(user: AuthUser, postId: number, text: string) {
      await post(user, user.companyId, postId);
      const id = await insertComment(db, { postId, parentId: null, userId: user.userId, text, at: clock() });
      return thread(postId, id, user.userId);
    },

    async reply(user: AuthUser, commentId: number, text: string) {
      const parent = await comment(user, commentId, -1);
      await insertComment(db, {
        postId: parent.postId,
        parentId: commentId,
        userId: user.userId,
        text,
        at: clock(),
      });
      return thread(parent.postId, commentId, user.userId);
    },

    async edit(user: AuthUser, commentId: number, subId: number, text: string) {
      const target = await comment(user, commentId, subId);
      if (target.userId !== user.userId) throw new Forbidden(m.notYours);
      await editComment(db, target.commentId, text, clock());
      return thread(target.postId, commentId, user.userId);
    },

    async report(user: AuthUser, commentId: number, subId: number) {
      const target = await comment(user, commentId, subId);
      if (target.userId === user.userId) throw new Conflict(m.ownComment);
      return db.transaction(async (tx) => {
        const at = clock();
        const reportId = await reportComment(tx, target.commentId, user.userId, at);
        for (const hr of await hrPeople(tx, user.companyId, Roles.hr))
          await notifier.notify(tx, {
            userId: hr,
            message: m.reportNotice,
            eventMessage: m.reportEvent,
            link: reportLink(target.categoryId, target.postId, reportId),
            targetId: reportId,
          });
        return reportId;
      });
    },

    async findReport(user: AuthUser, reportId: number) {
      const found = await findReport(db, reportId);
      const allowed =
        found &&
        found.companyId === user.companyId &&
        (found.reportedBy === user.userId || hasRole(user.roleName, [Roles.hr]));
      if (!allowed) throw new NotFound(m.reportNotFound);
      return found.report;
    },

    async remove(user: AuthUser, commentId: number, subId: number) {
      const target = await comment(user, commentId, subId);
      const moderator = target.isReport && hasRole(user.roleName, [Roles.hr]);
      if (target.userId !== user.userId && !moderator) throw new Forbidden(m.cannotDelete);
      await removeComment(db, target.commentId);
    },
  };
}
