import { Badge, Button, Group, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/shared/format';
import { AdminTable, ConfirmDialog, notifyFailed, type AdminColumn } from '@/shared/ui';
import { useEffect } from 'react';
import { adminPostKeys, type AdminPost } from '../api';
import { usePostForm } from '../flows/post-form.impl';
import { adminPostMessages as m } from '../messages';
import { PostForm } from './post-form';

const columns = (
  open: (row: AdminPost) => void,
  deactivate: (row: AdminPost) => void,
  gallery: boolean,
): AdminColumn<AdminPost>[] => [
  { key: 'title', title: m.columns.title, cell: (r) => r.title, sortValue: (r) => r.title },
  {
    key: 'publishDate',
    title: m.columns.publishDate,
    cell: (r) => formatDate(r.publishDate),
    sortValue: (r) => r.publishDate,
  },
  gallery
    ? {
        key: 'photos',
        title: m.columns.photos,
        cell: (r) => r.galleryImageCount,
        sortValue: (r) => r.galleryImageCount,
      }
    : {
        key: 'totalViews',
        title: m.columns.totalViews,
        cell: (r) => r.totalViews,
        sortValue: (r) => r.totalViews,
      },
  { key: 'writter', title: m.columns.writter, cell: (r) => r.writter, sortValue: (r) => r.writter },
  {
    key: 'active',
    title: m.columns.active,
    cell: (r) => <Badge color={r.active ? '#1e6b34' : 'gray.7'}>{r.active ? m.yes : m.no}</Badge>,
    sortValue: (r) => r.active,
  },
  {
    key: 'actions',
    title: m.columns.actions,
    cell: (r) => (
      <Group gap={4} wrap="nowrap">
        <Button size="compact-sm" variant="light" onClick={() => open(r)} aria-label={m.editOf(r.title)}>
          {m.edit}
        </Button>
        <Button
          size="compact-sm"
          variant="filled"
          color="red.9"
          disabled={!r.active}
          onClick={() => deactivate(r)}
          aria-label={m.deactivateOf(r.title)}
        >
          {m.deactivate}
        </Button>
      </Group>
    ),
  },
];

/** The table of articles (postType 0) or galleries (1) with its add, edit and deactivate flow (spec 002 §2). */
export function PostsAdmin({ postType }: { postType: 0 | 1 }) {
  const gallery = postType === 1;
  const list = useQuery(adminPostKeys.list(postType));
  const [state, send] = usePostForm();
  const { editingId, error } = state.context;
  const current = list.data?.find((p) => p.companyPostId === editingId) ?? null;
  const formOpen = state.matches('editing') || state.matches('saving');
  const listError = state.matches('list') ? error : null;
  useEffect(() => {
    if (listError) notifyFailed(m.saveFailed, new Error(listError));
  }, [listError]);

  return (
    <>
      <AdminTable
        label={gallery ? m.tableGalleries : m.tableArticles}
        rows={list.data}
        keyOf={(r) => r.companyPostId}
        searchText={(r) => `${r.title} ${r.writter}`}
        columns={columns(
          (r) => send({ type: 'form.open', id: r.companyPostId }),
          (r) => send({ type: 'post.deactivate', id: r.companyPostId }),
          gallery,
        )}
        toolbar={<Button onClick={() => send({ type: 'form.open', id: null })}>{m.add}</Button>}
      />
      <Modal
        opened={formOpen}
        onClose={() => send({ type: 'form.cancel' })}
        title={gallery ? (current ? m.editGallery : m.newGallery) : current ? m.editArticle : m.newArticle}
        size="xl"
        closeButtonProps={{ 'aria-label': m.close }}
      >
        {formOpen ? (
          <PostForm
            postType={postType}
            current={current}
            busy={state.matches('saving')}
            error={error}
            onSubmit={(draft) => send({ type: 'form.submit', draft })}
            onCancel={() => send({ type: 'form.cancel' })}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={state.matches('confirmingDeactivate') || state.matches('deactivating')}
        question={m.confirmQuestion}
        busy={state.matches('deactivating')}
        onConfirm={() => send({ type: 'deactivate.confirm' })}
        onCancel={() => send({ type: 'deactivate.cancel' })}
      />
    </>
  );
}
