import { Anchor, Card, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatLongDate } from '@/shared/format';
import { truncate } from '@domain/post-rules';
import type { CompanyPost } from '../api';
import { PostImage } from './post-image';

/** A post in a list or the featured card: image, date and title cut to `titleMax` characters with an ellipsis. */
export function PostCard({
  post,
  to,
  titleMax,
  featured = false,
}: {
  post: CompanyPost;
  to: string;
  titleMax: number;
  featured?: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="sm" component="article">
      <Card.Section>
        <PostImage
          path={post.urlImage}
          thumbPath={post.iconPath}
          alt=""
          h={featured ? 280 : 160}
          fit="cover"
          eager={featured}
        />
      </Card.Section>
      <Text size="xs" c="dimmed" mt="sm">
        {formatLongDate(post.publishDate)}
      </Text>
      <Anchor
        component={Link}
        to={to}
        c="var(--mantine-color-text)"
        fw={700}
        size={featured ? 'xl' : 'md'}
        mt={4}
        style={{ overflowWrap: 'anywhere' }}
        title={post.title}
      >
        {truncate(post.title, titleMax)}
      </Anchor>
    </Card>
  );
}
