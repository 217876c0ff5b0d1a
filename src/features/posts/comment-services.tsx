import { servicesContext } from '@/shared/services-context';
import { postCalls } from './api';

/** What the comments flow calls; the gateway by default, fakes in tests. */
export interface CommentServices {
  add(postId: number, text: string): Promise<unknown>;
  reply(commentId: number, text: string): Promise<unknown>;
  edit(commentId: number, subId: number, text: string): Promise<unknown>;
  report(category: 1 | 2, commentId: number, subId: number): Promise<unknown>;
  remove(commentId: number, subId: number): Promise<unknown>;
}

const context = servicesContext<CommentServices>(postCalls.comment);
export const CommentServicesProvider = context.Provider;
export const useCommentServices = context.useServices;
