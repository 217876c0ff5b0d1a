import { Alert, Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { plainText, sanitizeRichText, type RichDoc } from '@domain/rich-text';
import { shownViews } from '@domain/post-rules';
import { formatLongDate } from '@/shared/format';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { VisitorBlocker, previewText } from '@/shared/ui';
import { postCalls, postQueries, type CompanyPost } from './api';
import { CommentsSection } from './components/comments-section';
import { LikeButton } from './components/like-button';
import { PostImage } from './components/post-image';
import { QueryView } from './components/query-view';
import { RichTextView } from './components/rich-text-view';
import { postMessages as m } from './messages';

/** Records the read marker on the member's first view (spec 001 §4) and keeps the page's counts in step. */
function useReadMarker(post: CompanyPost | undefined, viewer: number | null) {
  const queryClient = useQueryClient();
  const sent = useRef<number | null>(null);
  useEffect(() => {
    if (!post || viewer === null || post.isRead || sent.current === post.companyPostId) return;
    sent.current = post.companyPostId;
    void postCalls
      .markRead(post.companyPostId)
      .then((stats) =>
        queryClient.setQueryData(postQueries.post(viewer, post.companyPostId).queryKey, (old) =>
          old ? { ...old, isRead: stats.isRead, totalViews: stats.totalViews } : old,
        ),
      );
  }, [post, viewer, queryClient]);
}

function Body({ doc, signedIn }: { doc: RichDoc; signedIn: boolean }) {
  if (signedIn) return <RichTextView doc={doc} />;
  return (
    <>
      <Text>{previewText(plainText(doc), false)}</Text>
      <VisitorBlocker />
    </>
  );
}

/** /our-company/1/{id} and /stories-pride/1/{id}: one post with likes and comments (spec 001 §2). */
export default function PostDetailPage() {
  const { postId } = useParams();
  const { pathname } = useLocation();
  const { signedIn, userId } = useSession();
  const id = Number(postId);
  const stories = pathname.startsWith(paths.storiesPride);
  const post = useQuery({ ...postQueries.post(userId, id), enabled: Number.isInteger(id) && id > 0 });
  useReadMarker(post.data, userId);
  const back = stories ? paths.storiesPride : paths.blogCompany;

  return (
    <Stack gap="md" maw={860} mx="auto">
      <Anchor component={Link} to={back}>
        {`← ${m.back}`}
      </Anchor>
      {post.data ? null : <Title order={1}>{stories ? m.titles.stories : m.titles.blog}</Title>}
      <QueryView
        query={post}
        notFound={{ backTo: back, listName: stories ? m.titles.stories : m.titles.blog }}
      >
        {(p) => (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {formatLongDate(p.publishDate)}
            </Text>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {p.title}
            </Title>
            {p.subtitle ? <Text size="lg">{p.subtitle}</Text> : null}
            <Text size="sm">{m.by(p.writter)}</Text>
            <PostImage
              path={p.urlImage}
              thumbPath={p.iconPath}
              alt=""
              radius="md"
              eager
              mah={520}
              fit="contain"
            />
            <Group gap="lg">
              <Text size="sm">{m.views(shownViews(p.totalViews))}</Text>
              <LikeButton post={p} viewer={userId} />
            </Group>
            {p.files.length > 0 ? (
              <section aria-labelledby="attachments-title">
                <Title id="attachments-title" order={2} size="h4">
                  {m.attachments}
                </Title>
                <List>
                  {p.files.map((file) => (
                    <List.Item key={file.sequence}>
                      <Anchor
                        href={file.path}
                        target="_blank"
                        rel="noopener noreferrer"
                        download={file.fileName}
                      >
                        {file.fileName}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </section>
            ) : null}
            {p.text ? <Body doc={sanitizeRichText(p.text)} signedIn={signedIn} /> : null}
            {signedIn ? null : <Alert color="grape">{m.comments.signInToComment}</Alert>}
            <CommentsSection postId={p.companyPostId} category={p.companyPostCategoryId} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
