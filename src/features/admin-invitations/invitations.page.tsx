import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { paths } from '@/shared/routing';
import { BackLink, ConsoleList } from '@/shared/admin';
import { notifyFailed, notifyOk, type AdminColumn } from '@/shared/ui';
import { invitationCalls, invitationQueries, type Invitation } from './api';
import { invitationMessages as m } from './messages';

type Status = keyof typeof m.status;

const statusOf = (i: Invitation): Status =>
  i.revoked ? 'revoked' : i.usable ? 'active' : i.uses >= i.maxUses ? 'usedUp' : 'expired';

/** The bounds of a new link's two numbers, for their fields and their checks. */
const limits = {
  validDays: { label: m.validDays, max: 90, refusal: m.daysRange },
  maxUses: { label: m.maxUses, max: 1000, refusal: m.usesRange },
};

const inRange =
  ({ max, refusal }: { max: number; refusal: string }) =>
  (value: number | string) =>
    Number.isInteger(value) && Number(value) >= 1 && Number(value) <= max ? null : refusal;

/**
 * /admin/invitations: HR's links to join the company without its e-mail domain (docs/decisions/0261). A new
 * link's address is shown once, to copy; the list shows each link's uses and lets HR deactivate it.
 */
export default function InvitationsPage() {
  const queryClient = useQueryClient();
  const invitations = useQuery(invitationQueries.list());
  const [issued, setIssued] = useState<string | null>(null);
  const form = useForm<{ validDays: number | string; maxUses: number | string }>({
    initialValues: { validDays: 30, maxUses: 25 },
    validate: {
      validDays: inRange(limits.validDays),
      maxUses: inRange(limits.maxUses),
    },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: invitationQueries.all });
  const create = useMutation({
    mutationFn: invitationCalls.create,
    onSuccess: ({ data, message }) => {
      notifyOk(message);
      setIssued(data.link);
      return refresh();
    },
    onError: (error) => notifyFailed(m.createFailed, error),
  });
  const count = (field: keyof typeof limits) => (
    <NumberInput
      label={limits[field].label}
      required
      min={1}
      max={limits[field].max}
      allowDecimal={false}
      errorProps={{ role: 'alert' }}
      {...form.getInputProps(field)}
    />
  );
  const columns: AdminColumn<Invitation>[] = [
    {
      key: 'created',
      title: m.columns.created,
      cell: (i) => formatDateTime(i.createdAt),
      sortValue: (i) => i.createdAt,
    },
    {
      key: 'expires',
      title: m.columns.expires,
      cell: (i) => formatDateTime(i.expiresAt),
      sortValue: (i) => i.expiresAt,
    },
    {
      key: 'uses',
      title: m.columns.uses,
      cell: (i) => m.usesOf(i.uses, i.maxUses),
      sortValue: (i) => i.uses,
    },
    {
      key: 'status',
      title: m.columns.status,
      cell: (i) => (
        <Badge color={i.usable ? '#1e6b34' : 'gray.7'} variant="filled">
          {m.status[statusOf(i)]}
        </Badge>
      ),
    },
    { key: 'createdBy', title: m.columns.createdBy, cell: (i) => i.createdByName ?? '—' },
  ];
  return (
    <Stack maw={960}>
      <BackLink to={paths.admin.users} text={m.back} />
      <Title order={1}>{m.title}</Title>
      <Text>{m.intro}</Text>
      <Paper withBorder p="md">
        <form
          noValidate
          onSubmit={form.onSubmit((v) =>
            create.mutate({ validDays: Number(v.validDays), maxUses: Number(v.maxUses) }),
          )}
        >
          <Group align="flex-start">
            {count('validDays')}
            {count('maxUses')}
            <Button type="submit" mt={25} loading={create.isPending}>
              {m.create}
            </Button>
          </Group>
        </form>
      </Paper>
      {issued ? (
        <Alert color="gray" c="dark" role="status">
          <Stack gap="xs">
            <Text fw={700}>{m.issuedTitle}</Text>
            <Text>{m.copyNow}</Text>
            <Group align="flex-end">
              <TextInput label={m.issuedLink} value={issued} readOnly style={{ flex: 1 }} />
              <CopyButton value={issued}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? m.copied : m.copy}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      <ConsoleList<Invitation>
        label={m.list}
        rows={invitations.data}
        deactivate={{
          call: invitationCalls.revoke,
          failed: m.revokeFailed,
          question: () => m.revokeQuestion,
        }}
        columns={columns}
        actions={{
          title: m.columns.options,
          of: (i, confirm) => [
            confirm.action(i, m.revoke, m.revokeNamed(formatDateTime(i.createdAt)), !i.revoked),
          ],
        }}
        keyOf={(i) => i.invitationId}
        minWidth={760}
      />
    </Stack>
  );
}
