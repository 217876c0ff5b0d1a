import { Container, Stack, Title } from '@mantine/core';
import { useSession } from '@/shared/session';
import { VisitorBlocker } from '@/shared/ui';
import { EventRequestForm } from './components/event-request-form';
import { billboardMessages as m } from './messages';

/** /course-view/new-event: the four-step event request (spec 001 §2); signed-in people only. */
export default function NewEventPage() {
  const { signedIn } = useSession();
  return (
    <Container size="sm" py="md">
      <Stack>
        <Title order={1}>{m.form.title}</Title>
        {signedIn ? <EventRequestForm /> : <VisitorBlocker />}
      </Stack>
    </Container>
  );
}
