import { ActionIcon, Popover, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { postMessages } from '../messages';

const c = postMessages.comments;

/** The composer's one extra (spec 001 §5: "the editor offers emoji only"). */
const EMOJIS = [
  '😀',
  '😂',
  '😍',
  '🥰',
  '😎',
  '🤩',
  '😢',
  '😮',
  '👏',
  '🙌',
  '💪',
  '🙏',
  '👍',
  '❤️',
  '🧡',
  '💛',
  '💚',
  '💙',
  '💜',
  '🖤',
  '🤍',
  '🌈',
  '🏳️‍🌈',
  '🏳️‍⚧️',
  '✨',
  '🎉',
  '🥳',
  '🔥',
  '⭐',
  '🌟',
  '💐',
  '☕',
];

export function EmojiPicker({ onPick }: { onPick(emoji: string): void }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="top-start" withinPortal={false} trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={c.emoji}
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
        >
          <span aria-hidden="true">🙂</span>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <SimpleGrid cols={8} spacing={4} role="group" aria-label={c.emojiList}>
          {EMOJIS.map((emoji) => (
            <UnstyledButton
              key={emoji}
              aria-label={emoji}
              fz="lg"
              p={2}
              onClick={() => {
                onPick(emoji);
                setOpened(false);
              }}
            >
              {emoji}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
