import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { PostCategory } from '@domain/post-rules';
import { formatDateTime } from '@/shared/format';
import { paths } from '@/shared/routing';
import { postQueries } from './api';
import { CommentAuthor } from './components/comment-author';
import { QueryView } from './components/query-view';
import { postMessages as m } from './messages';

/** /our-company/{id}/report/{reportId} and /stories-pride/{id}/report/{reportId}: a reported comment. */
export default function CommentReportPage() {
  const { reportId } = useParams();
  const report = useQuery(postQueries.report(Number(reportId) || 0));
  const stories = useLocation().pathname.startsWith(paths.storiesPride);
  return (
    <Stack gap="md" maw={760} mx="auto">
      <Title order={1}>{m.titles.report}</Title>
      <QueryView
        query={report}
        notFound={
          stories
            ? { backTo: paths.storiesPride, listName: m.titles.stories }
            : { backTo: paths.blogCompany, listName: m.titles.blog }
        }
      >
        {(r) => (
          <Stack gap="sm">
            <Text>{m.report.onPost(r.postTitle)}</Text>
            <Text size="sm" c="dimmed">
              {m.report.reportedOn(formatDateTime(r.reportDate))}
            </Text>
            <Paper withBorder p="md" radius="md">
              <CommentAuthor author={r.userProfile} date={r.createDate} />
              <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {r.text}
              </Text>
            </Paper>
            {r.deleted ? <Alert color="gray">{m.report.deleted}</Alert> : null}
            <Anchor
              component={Link}
              to={
                r.companyPostCategoryId === PostCategory.stories
                  ? paths.storyPost(1, r.companyPostId)
                  : paths.ourCompanyPost(1, r.companyPostId)
              }
            >
              {m.report.openPost}
            </Anchor>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
