import { Badge, Image } from '@mantine/core';
import type { LevelBadge as Level } from '../api';
import { recognitionMessages as m } from '../messages';

/** A person's level in a category, with the level's icon; 'Sin nivel' below the first one. */
export function LevelBadge({ level }: { level: Level | null }) {
  if (!level)
    return (
      <Badge variant="outline" color="gray.8">
        {m.noLevel}
      </Badge>
    );
  return (
    <Badge variant="outline" color="grape.9" leftSection={<Image src={level.urlLogo} alt="" w={16} h={16} />}>
      {m.level(level.description)}
    </Badge>
  );
}
