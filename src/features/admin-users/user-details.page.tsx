import { Alert, Badge, Button, Group, Loader, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageUnderList } from '@/shared/admin';
import { paths } from '@/shared/routing';
import { isNotFound, notifyFailed, notifyOk } from '@/shared/ui';
import { FieldRefusal } from '@/api/envelope';
import { downloadPersonData, userCalls, adminUserQueries, type AdminUserPayload } from './api';
import { useSession } from '@/shared/session';
import { ErasePerson } from './components/erase-person';
import { UserForm } from './components/user-form';
import { usersMessages as m } from './messages';

/** /admin/users-details/{id|new} (spec 002 §2, §4, §5): create or edit a person; HR may confirm the account. */
export default function UserDetailsPage() {
  const { id = 'new' } = useParams();
  const userId = id === 'new' ? null : Number(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const catalogs = useQuery(adminUserQueries.catalogs());
  const user = useQuery({ ...adminUserQueries.user(userId ?? 0), enabled: userId !== null });
  const save = useMutation({
    mutationFn: (payload: AdminUserPayload) =>
      userId === null ? userCalls.createUser(payload) : userCalls.editUser(payload),
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: adminUserQueries.all });
      void navigate(paths.admin.users);
    },
    onError: (error) => notifyFailed(m.userForm.editTitle, error),
  });
  const confirm = useMutation({
    mutationFn: () => userCalls.confirmUser(userId ?? 0),
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: adminUserQueries.user(userId ?? 0).queryKey });
    },
    onError: (error) => notifyFailed(m.userForm.confirm, error),
  });
  const personData = useMutation({
    mutationFn: () => downloadPersonData(userId ?? 0),
    onError: (error) => notifyFailed(m.userForm.personData, error),
  });
  const loading = catalogs.isPending || (userId !== null && user.isPending);
  const failure = catalogs.error ?? user.error;
  return (
    <PageUnderList
      title={m.userForm.editTitle}
      missing={isNotFound(user.error)}
      back={{ backTo: paths.admin.users, listName: m.users.title, text: m.userForm.back }}
    >
      <Group justify="space-between">
        <Title order={1}>{userId === null ? m.userForm.newTitle : m.userForm.editTitle}</Title>
        {user.data ? (
          <Group>
            <Button
              variant="default"
              loading={personData.isPending}
              onClick={() => personData.mutate()}
              title={m.userForm.personDataHint}
            >
              {m.userForm.personData}
            </Button>
            {userId !== null && userId !== session.userId ? (
              <ErasePerson
                userId={userId}
                name={[user.data.firstName, user.data.middleName, user.data.lastName]
                  .filter(Boolean)
                  .join(' ')}
              />
            ) : null}
            {user.data.emailConfirmed ? (
              <Badge color="#1e6b34" size="lg">
                {m.userForm.confirmed}
              </Badge>
            ) : (
              <Button variant="light" loading={confirm.isPending} onClick={() => confirm.mutate()}>
                {m.userForm.confirm}
              </Button>
            )}
          </Group>
        ) : null}
      </Group>
      {failure ? <Alert color="red">{failure.message}</Alert> : null}
      {loading ? <Loader aria-label="Cargando" /> : null}
      {!loading && catalogs.data ? (
        <UserForm
          key={user.data?.aspNetUserId ?? 'new'}
          user={user.data ?? null}
          catalogs={catalogs.data}
          saving={save.isPending}
          refused={save.error instanceof FieldRefusal ? save.error.fields : undefined}
          onSave={(payload) => save.mutate(payload)}
        />
      ) : null}
    </PageUnderList>
  );
}
