import { Alert, Text } from '@mantine/core';
import { profileMessages } from '../messages';

/** Asks to complete the profile while flag, pronoun or photo is missing (spec 000 §2 /profile). */
export function CompleteProfileBanner() {
  // Dark text on the light yellow: Mantine's yellow title colour does not reach 4.5:1 there.
  return (
    <Alert color="yellow" variant="light">
      <Text fw={700} c="dark">
        {profileMessages.banner.title}
      </Text>
      <Text size="sm" c="dark">
        {profileMessages.banner.text}
      </Text>
    </Alert>
  );
}
