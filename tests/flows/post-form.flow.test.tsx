import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@openapi/schema';
import { PostsAdmin } from '@/features/admin-posts/components/posts-admin';
import { adminPostMessages as m } from '@/features/admin-posts/messages';
import { AdminPostServicesProvider, type AdminPostServices } from '@/features/admin-posts/post-services';
import {
  postFormMachine,
  type PostDraft,
  type PostFormContext,
  type PostFormEvent,
} from '../../machines/post-form.machine';
import { ok, onCall, resetFakeApi } from '../app/support/fake-api';
import { createGate } from './support/gate';
import { renderAsMember } from './support/render-member';
import { modelPaths, type ModelStep } from './support/test-model';
import { itCoversTheModel, pathCases } from './support/model-suite';

vi.mock('@/api/client', async () => (await import('../app/support/mock-api-client')).clientAgainstFakeApi());

type ModelEvent =
  | PostFormEvent
  | { type: 'xstate.done.actor.savePost' | 'xstate.error.actor.savePost' }
  | { type: 'xstate.done.actor.deactivatePost' | 'xstate.error.actor.deactivatePost' };

const existing: components['schemas']['AdminPost'] = {
  companyPostId: 4,
  companyPostCategoryId: 1,
  postType: 0,
  title: 'Semana de la diversidad',
  subtitle: null,
  text: null,
  publishDate: '2026-11-02T16:00:00Z',
  totalViews: 12,
  writter: 'Daniela Fernández Ruiz',
  active: true,
  galleryImageCount: 0,
  urlImage: '/files/posts/foto.webp',
  departmentId: null,
  jobRoleId: null,
  listUser: [11],
};
const draft: PostDraft = {
  model: { CompanyPostCategoryId: 1, Title: 'x', ListUser: [11], PostType: 0 },
  images: [],
  files: [],
};

const { paths, coverage } = modelPaths<ModelEvent>(postFormMachine, {
  events: [
    { type: 'form.open', id: null },
    { type: 'form.open', id: 4 },
    { type: 'form.submit', draft },
    { type: 'form.cancel' },
    { type: 'post.deactivate', id: 4 },
    { type: 'deactivate.confirm' },
    { type: 'deactivate.cancel' },
    { type: 'xstate.done.actor.savePost' },
    { type: 'xstate.error.actor.savePost' },
    { type: 'xstate.done.actor.deactivatePost' },
    { type: 'xstate.error.actor.deactivatePost' },
  ],
});

function fakeServices() {
  const gates = {
    save: createGate<{ id: number | null; draft: PostDraft }, unknown>(),
    deactivate: createGate<number, unknown>(),
  };
  const services: AdminPostServices = {
    save: (id, d) => gates.save.call({ id, draft: d }),
    deactivate: (id) => gates.deactivate.call(id),
  };
  return { gates, services };
}
type App = ReturnType<typeof fakeServices> & { user: UserEvent };

const saveError = 'No hay una imagen para la publicación';
const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'portada.png', { type: 'image/png' });

async function perform(event: ModelEvent, previous: PostFormContext, { user, gates }: App) {
  switch (event.type) {
    case 'form.open':
      return user.click(
        event.id === null
          ? screen.getByRole('button', { name: m.add })
          : screen.getByRole('button', { name: m.editOf(existing.title) }),
      );
    case 'form.submit': {
      const dialog = await screen.findByRole('dialog');
      const title = within(dialog).getByRole('textbox', { name: /^Título/ });
      // A new article is filled once; after a failed save the form keeps what was entered.
      if (previous.editingId === null && (title as HTMLInputElement).value === '') {
        await user.type(title, 'Nueva política de inclusión');
        // The first file input of the article form is its image (the second, the attachment).
        const [imageInput] = dialog.querySelectorAll<HTMLInputElement>('input[type="file"]');
        if (!imageInput) throw new Error('No image input');
        await user.upload(imageInput, photo());
        await user.click(await within(dialog).findByRole('checkbox', { name: 'Elegir a Ana' }));
      }
      return user.click(within(dialog).getByRole('button', { name: m.save }));
    }
    case 'form.cancel':
      return user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.cancel }));
    case 'post.deactivate':
      return user.click(screen.getByRole('button', { name: m.deactivateOf(existing.title) }));
    case 'deactivate.confirm':
      return user.click(await screen.findByRole('button', { name: 'Sí, desactivar' }));
    case 'deactivate.cancel':
      return user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    case 'xstate.done.actor.savePost':
      return gates.save.resolve(null);
    case 'xstate.error.actor.savePost':
      return gates.save.reject(new Error(saveError));
    case 'xstate.done.actor.deactivatePost':
      return gates.deactivate.resolve(null);
    case 'xstate.error.actor.deactivatePost':
      return gates.deactivate.reject(new Error('La publicación ya está desactivada.'));
  }
}

function expectState(state: ModelStep<ModelEvent>['state'], app: App, last: ModelEvent | null) {
  const context = state.context as PostFormContext;
  expect(screen.getByRole('table', { name: m.tableArticles })).toBeInTheDocument();
  if (state.matches('list')) {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    if (last?.type === 'xstate.done.actor.savePost')
      expect(screen.getAllByText(context.editingId === null ? m.created : m.saved)[0]).toBeInTheDocument();
    if (last?.type === 'xstate.done.actor.deactivatePost')
      expect(screen.getAllByText(m.deleted)[0]).toBeInTheDocument();
    if (last?.type === 'xstate.error.actor.deactivatePost')
      expect(screen.getByText('La publicación ya está desactivada.')).toBeInTheDocument();
  }
  if (state.matches('editing') || state.matches('saving')) {
    const dialog = screen.getByRole('dialog', {
      name: context.editingId === null ? m.newArticle : m.editArticle,
    });
    if (context.error) expect(within(dialog).getByRole('alert')).toHaveTextContent(saveError);
    if (context.editingId !== null)
      expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveValue(existing.title);
  }
  if (state.matches('saving')) {
    expect(app.gates.save.input.id).toBe(context.editingId);
    expect(app.gates.save.input.draft.model.ListUser).toEqual([11]);
    if (context.editingId === null) {
      expect(app.gates.save.input.draft.model.Title).toBe('Nueva política de inclusión');
      expect(app.gates.save.input.draft.images.map((f) => f.name)).toEqual(['portada.png']);
    }
  }
  if (state.matches('confirmingDeactivate'))
    expect(screen.getByRole('dialog', { name: '¿Estás seguro?' })).toBeVisible();
  if (state.matches('deactivating')) expect(app.gates.deactivate.input).toBe(4);
}

describe('articles administration flow (model-based, rendered)', () => {
  beforeEach(() => {
    // Toasts live in a module-wide store: each path starts without the previous path's ones.
    notifications.clean();
    notifications.cleanQueue();
    resetFakeApi();
    onCall('GET', '/backoffice/CompanyPost', () => ok([existing]));
    onCall('GET', '/backoffice/CompanyPost/Images/4', () =>
      ok([{ path: '/a.png', thumbPath: null, entityId: 4, entityTypeId: 1, sequence: 1, fileName: 'a.png' }]),
    );
    onCall('GET', '/BackOffice/UserProfileCatalogs', () =>
      ok({ roles: [], branchOffices: [], departments: [{ value: 2, label: 'Tecnología' }], jobRoles: [] }),
    );
    onCall('GET', '/backoffice/UserProfile/GetByFilterPage/0/0/0/1/10', () =>
      ok({
        list: [
          {
            userProfileId: 11,
            employeeNo: '11',
            firstName: 'Ana',
            middleName: null,
            lastName: null,
            name: 'Ana',
            active: true,
            department: 'Tecnología',
          },
        ],
        totalPages: 1,
        totalCount: 1,
      }),
    );
  });
  itCoversTheModel('post-form', coverage);

  it.each(pathCases(paths))(
    '%s',
    async (_, path) => {
      const fake = fakeServices();
      renderAsMember(
        <AdminPostServicesProvider services={fake.services}>
          <PostsAdmin postType={0} />
        </AdminPostServicesProvider>,
        { userId: 1, roleName: 'Recursos Humanos' },
      );
      const app = { ...fake, user: userEvent.setup({ delay: null }) };
      await screen.findByText(existing.title);
      let previous = path.start;
      expectState(previous, app, null);
      for (const step of path.steps) {
        await perform(step.event, previous.context as PostFormContext, app);
        await waitFor(() => expectState(step.state, app, step.event));
        previous = step.state;
      }
    },
    20_000,
  );
});
