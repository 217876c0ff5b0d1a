import { createContext, useContext, type ReactNode } from 'react';
import type { PostDraft } from '../../../machines/post-form.machine';
import { adminPostCalls } from './api';

/** What the article and gallery forms call; the gateway by default, fakes in tests. */
export interface AdminPostServices {
  save(id: number | null, draft: PostDraft): Promise<unknown>;
  deactivate(id: number): Promise<unknown>;
}

const AdminPostServicesContext = createContext<AdminPostServices>(adminPostCalls);

export function AdminPostServicesProvider({
  services,
  children,
}: {
  services: AdminPostServices;
  children: ReactNode;
}) {
  return <AdminPostServicesContext.Provider value={services}>{children}</AdminPostServicesContext.Provider>;
}

export function useAdminPostServices(): AdminPostServices {
  return useContext(AdminPostServicesContext);
}
