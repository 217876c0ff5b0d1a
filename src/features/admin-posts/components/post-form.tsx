import { Alert, Checkbox, Loader, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { GALLERY_MAX_PHOTOS, postImageLimits } from '@domain/post-rules';
import type { RichDoc } from '@domain/rich-text';
import { uploadRules } from '@domain/upload-rules';
import { ConsoleForm } from '@/shared/admin';
import { AudiencePicker, Uploader, useFieldErrors } from '@/shared/ui';
import type { PostDraft } from '../../../../machines/post-form.machine';
import { adminPostQueries, type AdminPost } from '../api';
import { titleProblem } from '../title-rule';
import { adminPostMessages as m } from '../messages';

const files = uploadRules.updateCompanyPost;

// The editor library loads only when an article form opens (never with the first route).
const ArticleTextEditor = lazy(() => import('./rich-text-editor'));

/** The add or edit form of an article (postType 0) or gallery (1), with the rules of spec 002 §5. */
export function PostForm({
  postType,
  current,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  postType: 0 | 1;
  current: AdminPost | null;
  busy: boolean;
  error: string | null;
  onSubmit(draft: PostDraft): void;
  onCancel(): void;
}) {
  const gallery = postType === 1;
  const [category, setCategory] = useState(String(current?.companyPostCategoryId ?? 1));
  const [title, setTitle] = useState(current?.title ?? '');
  const [subtitle, setSubtitle] = useState(current?.subtitle ?? '');
  const [text, setText] = useState<RichDoc | null>((current?.text as RichDoc | null) ?? null);
  const [image, setImage] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [users, setUsers] = useState<number[]>(current?.listUser ?? []);
  const [removed, setRemoved] = useState<number[]>([]);
  const { errors, check, onFix } = useFieldErrors<'title' | 'images' | 'users'>();
  const held = useQuery({
    ...adminPostQueries.images(current?.companyPostId ?? 0),
    enabled: current !== null,
  });
  const heldCount = (held.data?.length ?? (current ? 1 : 0)) - removed.length;

  function submit() {
    const newImages = gallery ? photos : image ? [image] : [];
    const photoCount = heldCount + newImages.length;
    const valid = check({
      title: titleProblem(title),
      users: users.length === 0 ? m.rules.usersMissing : null,
      images:
        photoCount <= 0
          ? m.rules.imageMissing
          : gallery && photoCount > GALLERY_MAX_PHOTOS
            ? m.rules.tooManyPhotos
            : null,
    });
    if (!valid) return;
    onSubmit({
      model: {
        ...(current ? { CompanyPostId: current.companyPostId } : {}),
        CompanyPostCategoryId: gallery ? 1 : (Number(category) as 1 | 2),
        Title: title,
        Subtitle: gallery ? null : subtitle,
        Text: gallery ? null : text,
        ListUser: users,
        PostType: postType,
        RemovedImages: removed,
      },
      images: newImages,
      files: attachment ? [attachment] : [],
    });
  }

  return (
    <ConsoleForm
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      cancel={{ onClick: onCancel }}
      busy={busy}
    >
      {error ? (
        <Alert color="red" role="alert" title={m.saveFailed}>
          {error}
        </Alert>
      ) : null}
      {gallery ? null : (
        <Select
          label={m.fields.category}
          data={m.categories}
          value={category}
          onChange={(v) => setCategory(v ?? '1')}
          allowDeselect={false}
        />
      )}
      <TextInput
        label={m.fields.title}
        required
        value={title}
        onChange={onFix('title', (e: ChangeEvent<HTMLInputElement>) => setTitle(e.currentTarget.value))}
        error={errors.title}
        maxLength={200}
      />
      {gallery ? null : (
        <>
          <TextInput
            label={m.fields.subtitle}
            value={subtitle}
            onChange={(e) => setSubtitle(e.currentTarget.value)}
          />
          <Suspense fallback={<Loader size="sm" aria-label={m.editorLoading} />}>
            <ArticleTextEditor label={m.fields.text} value={text} onChange={setText} />
          </Suspense>
        </>
      )}
      {gallery ? (
        <>
          {held.data && held.data.length > 0 ? (
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {held.data.map((photo) => (
                <Checkbox
                  key={photo.sequence}
                  label={m.fields.keepPhoto(photo.sequence)}
                  checked={!removed.includes(photo.sequence)}
                  onChange={(e) =>
                    setRemoved((list) =>
                      e.currentTarget.checked
                        ? list.filter((s) => s !== photo.sequence)
                        : [...list, photo.sequence],
                    )
                  }
                />
              ))}
            </SimpleGrid>
          ) : null}
          <Uploader
            rule={files.images}
            maxImage={postImageLimits.galleryPhoto}
            multiple
            label={m.fields.photos}
            value={photos}
            onChange={onFix('images', setPhotos)}
            error={errors.images}
          />
        </>
      ) : (
        <>
          <Uploader
            rule={files.images}
            maxImage={postImageLimits.articleImage}
            label={m.fields.image}
            value={image}
            onChange={onFix('images', setImage)}
            error={errors.images}
            required={!current}
          />
          <Uploader
            rule={files.files}
            maxImage={postImageLimits.attachment}
            label={m.fields.attachment}
            value={attachment}
            onChange={setAttachment}
          />
        </>
      )}
      <AudiencePicker value={users} onChange={onFix('users', setUsers)} error={errors.users} />
    </ConsoleForm>
  );
}
