import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/shared/routing';
import { directoryMessages } from './messages';

const c = directoryMessages.card;

/**
 * /register-services/card-tokenization-result/{isSuccess}: "true" verified, anything else rejected (spec 001 §2);
 * a rejection that names its entry offers to retry it with another card (docs/decisions/0195).
 */
export default function CardResultPage() {
  const success = useParams().isSuccess === 'true';
  const entry = Number(useSearchParams()[0].get('directoryInfoId'));
  const retry = !success && Number.isInteger(entry) && entry > 0;
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
        {retry ? (
          <Anchor component={Link} to={paths.registerService(entry)}>
            {c.retry}
          </Anchor>
        ) : null}
        <Anchor component={Link} to={paths.profile}>
          {c.toProfile}
        </Anchor>
      </Stack>
    </Container>
  );
}
