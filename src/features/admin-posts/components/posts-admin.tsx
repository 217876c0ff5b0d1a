import { Badge, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog, ConsoleTable, dangerAction, dateColumn, sortedColumn } from '@/shared/admin';
import { notifyFailed, type AdminColumn } from '@/shared/ui';
import { useEffect } from 'react';
import { adminPostQueries, type AdminPost } from '../api';
import { usePostForm } from '../flows/post-form.impl';
import { adminPostMessages as m } from '../messages';
import { PostForm } from './post-form';

const columns = (gallery: boolean): AdminColumn<AdminPost>[] => [
  sortedColumn('title', m.columns.title, (r) => r.title),
  dateColumn('publishDate', m.columns.publishDate, (r) => r.publishDate),
  gallery
    ? sortedColumn('photos', m.columns.photos, (r) => r.galleryImageCount)
    : sortedColumn('totalViews', m.columns.totalViews, (r) => r.totalViews),
  sortedColumn('writter', m.columns.writter, (r) => r.writter),
  sortedColumn(
    'active',
    m.columns.active,
    (r) => r.active,
    (r) => <Badge color={r.active ? '#1e6b34' : 'gray.7'}>{r.active ? m.yes : m.no}</Badge>,
  ),
];

/** The table of articles (postType 0) or galleries (1) with its add, edit and deactivate flow (spec 002 §2). */
export function PostsAdmin({ postType }: { postType: 0 | 1 }) {
  const gallery = postType === 1;
  const list = useQuery(adminPostQueries.list(postType));
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
      <ConsoleTable<AdminPost>
        label={gallery ? m.tableGalleries : m.tableArticles}
        rows={list.data}
        keyOf={(r) => r.companyPostId}
        searchText={(r) => `${r.title} ${r.writter}`}
        columns={columns(gallery)}
        actions={{
          title: m.columns.actions,
          of: (r) => [
            {
              text: m.edit,
              label: m.editOf(r.title),
              onClick: () => send({ type: 'form.open', id: r.companyPostId }),
            },
            dangerAction(m.deactivate, m.deactivateOf(r.title), r.active, () =>
              send({ type: 'post.deactivate', id: r.companyPostId }),
            ),
          ],
        }}
        add={{ text: m.add, onClick: () => send({ type: 'form.open', id: null }) }}
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
