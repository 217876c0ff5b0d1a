import { servicesContext } from '@/shared/services-context';
import type { PostDraft } from '../../../machines/post-form.machine';
import { adminPostCalls } from './api';

/** What the article and gallery forms call; the gateway by default, fakes in tests. */
export interface AdminPostServices {
  save(id: number | null, draft: PostDraft): Promise<unknown>;
  deactivate(id: number): Promise<unknown>;
}

const context = servicesContext<AdminPostServices>(adminPostCalls);
export const AdminPostServicesProvider = context.Provider;
export const useAdminPostServices = context.useServices;
