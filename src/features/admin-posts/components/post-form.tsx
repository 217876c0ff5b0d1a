import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { GALLERY_MAX_PHOTOS, postImageLimits } from '@domain/post-rules';
import type { RichDoc } from '@domain/rich-text';
import { AudiencePicker } from '@/shared/ui';
import type { PostDraft } from '../../../../machines/post-form.machine';
import { adminPostKeys, type AdminPost } from '../api';
import { filesProblem, titleProblem } from '../file-rules';
import { adminPostMessages as m } from '../messages';

// The editor library loads only when an article form opens (never with the first route).
const ArticleTextEditor = lazy(() => import('./rich-text-editor'));

interface Errors {
  title?: string;
  images?: string;
  files?: string;
  users?: string;
}

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
  const [errors, setErrors] = useState<Errors>({});
  const held = useQuery({ ...adminPostKeys.images(current?.companyPostId ?? 0), enabled: current !== null });
  const heldCount = (held.data?.length ?? (current ? 1 : 0)) - removed.length;

  async function submit() {
    const newImages = gallery ? photos : image ? [image] : [];
    const found: Errors = {};
    const titleError = titleProblem(title);
    if (titleError) found.title = titleError;
    if (users.length === 0) found.users = m.rules.usersMissing;
    if (heldCount + newImages.length <= 0) found.images = m.rules.imageMissing;
    else if (gallery && heldCount + newImages.length > GALLERY_MAX_PHOTOS)
      found.images = m.rules.tooManyPhotos;
    const box = gallery ? postImageLimits.galleryPhoto : postImageLimits.articleImage;
    const imageError = found.images ? null : await filesProblem(newImages, box);
    if (imageError) found.images = imageError;
    const fileError = attachment ? await filesProblem([attachment], postImageLimits.attachment, true) : null;
    if (fileError) found.files = fileError;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
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
          onChange={(e) => setTitle(e.currentTarget.value)}
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
            <FileInput
              label={m.fields.photos}
              multiple
              accept="image/png,image/jpeg,image/webp"
              value={photos}
              onChange={setPhotos}
              error={errors.images}
              clearable
              clearButtonProps={{ 'aria-label': m.clearFile }}
            />
          </>
        ) : (
          <>
            <FileInput
              label={m.fields.image}
              accept="image/png,image/jpeg,image/webp"
              value={image}
              onChange={setImage}
              error={errors.images}
              required={!current}
              clearable
              clearButtonProps={{ 'aria-label': m.clearFile }}
            />
            <FileInput
              label={m.fields.attachment}
              accept="image/png,image/jpeg,image/webp,application/pdf"
              value={attachment}
              onChange={setAttachment}
              error={errors.files}
              clearable
              clearButtonProps={{ 'aria-label': m.clearFile }}
            />
          </>
        )}
        <AudiencePicker value={users} onChange={setUsers} error={errors.users} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
