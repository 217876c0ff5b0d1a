import { Alert, Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { hasRole, Roles, useRoleName } from '@/shared/account';
import { billboardQueries } from './api';
import { AuthorizationList } from './components/authorization-drawer';
import { ListState } from './components/list-state';
import { billboardMessages as m } from './messages';

/** /course-view/approve-event: the events awaiting HR, each decided from its drawer (spec 001 §2). */
export default function ApproveEventPage() {
  const { roleName, pending } = useRoleName();
  const isHr = hasRole(roleName, [Roles.hr]);
  const events = useQuery({ ...billboardQueries.toAuthorize(), enabled: isHr });
  return (
    <Container size="xl" py="md">
      <Stack>
        <Title order={1}>
          {m.toAuthorize} ({events.data?.length ?? 0})
        </Title>
        {!pending && !isHr ? <Alert color="grape">{m.onlyHr}</Alert> : null}
        {isHr ? (
          <ListState query={events} empty={m.noEventsToAuthorize}>
            {(list) => <AuthorizationList events={list} />}
          </ListState>
        ) : null}
      </Stack>
    </Container>
  );
}
