import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '@/shared/routing';
import { directoryMessages } from './messages';

const c = directoryMessages.card;

/** /register-services/card-tokenization-result/{isSuccess}: "true" verified, anything else rejected (spec 001 §2). */
export default function CardResultPage() {
  const success = useParams().isSuccess === 'true';
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{c.resultTitle}</Title>
        <Alert color={success ? 'teal' : 'red'} role="status" variant="outline">
          <Text fw={700} c="dark.9">
            {success ? c.verified : c.resultRejected}
          </Text>
          {success ? (
            <Text mt="xs" c="dark.9">
              {c.resultOkText}
            </Text>
          ) : null}
        </Alert>
        <Anchor component={Link} to={paths.profile}>
          {c.toProfile}
        </Anchor>
      </Stack>
    </Container>
  );
}
