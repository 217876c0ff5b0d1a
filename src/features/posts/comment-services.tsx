import { createContext, useContext, type ReactNode } from 'react';
import { postCalls } from './api';

/** What the comments flow calls; the gateway by default, fakes in tests. */
export interface CommentServices {
  add(postId: number, text: string): Promise<unknown>;
  reply(commentId: number, text: string): Promise<unknown>;
  edit(commentId: number, subId: number, text: string): Promise<unknown>;
  report(category: 1 | 2, commentId: number, subId: number): Promise<unknown>;
  remove(commentId: number, subId: number): Promise<unknown>;
}

const CommentServicesContext = createContext<CommentServices>(postCalls.comment);

export function CommentServicesProvider({
  services,
  children,
}: {
  services: CommentServices;
  children: ReactNode;
}) {
  return <CommentServicesContext.Provider value={services}>{children}</CommentServicesContext.Provider>;
}

export function useCommentServices(): CommentServices {
  return useContext(CommentServicesContext);
}
