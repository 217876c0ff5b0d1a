import { Button, Group } from '@mantine/core';
import { postMessages } from '../messages';

const c = postMessages.comments;

/**
 * What a member may do with a comment (docs/decisions/0101-comment-moderation.md): edit and delete their own;
 * report someone else's; HR deletes one once it is reported (the report flag opens deletion, spec 001 §6).
 */
export function CommentActions({
  label,
  isOwn,
  isReport,
  isHr,
  onReply,
  onEdit,
  onReport,
  onDelete,
}: {
  label: string;
  isOwn: boolean;
  isReport: boolean;
  isHr: boolean;
  onReply?: () => void;
  onEdit(): void;
  onReport(): void;
  onDelete(): void;
}) {
  return (
    <Group gap={4} role="group" aria-label={label}>
      {onReply ? (
        <Button size="compact-sm" variant="subtle" onClick={onReply}>
          {c.reply}
        </Button>
      ) : null}
      {isOwn ? (
        <Button size="compact-sm" variant="subtle" onClick={onEdit}>
          {c.edit}
        </Button>
      ) : null}
      {!isOwn && !isReport ? (
        <Button size="compact-sm" variant="subtle" onClick={onReport}>
          {c.report}
        </Button>
      ) : null}
      {isOwn || (isReport && isHr) ? (
        <Button size="compact-sm" variant="subtle" color="red" c="red.9" onClick={onDelete}>
          {c.delete}
        </Button>
      ) : null}
    </Group>
  );
}
