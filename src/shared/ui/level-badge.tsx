import { Badge, Image } from '@mantine/core';
import type { components } from '@openapi/schema';
import { uiMessages } from './messages';

type Level = components['schemas']['LevelBadge'];

/** A person's recognition level in a category, with the level's icon; 'Sin nivel' below the first one. */
export function LevelBadge({ level }: { level: Level | null }) {
  if (!level)
    return (
      <Badge variant="outline" color="gray.8">
        {uiMessages.noLevel}
      </Badge>
    );
  return (
    <Badge variant="outline" color="grape.9" leftSection={<Image src={level.urlLogo} alt="" w={16} h={16} />}>
      {uiMessages.level(level.description)}
    </Badge>
  );
}
