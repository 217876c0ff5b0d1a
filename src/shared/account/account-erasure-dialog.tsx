import { Alert, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { confirmsErasure } from '@domain/account-erasure';
import type { AccountErasurePayload } from '../../../machines/account-erasure.machine';
import { erasureMessages as m } from './erasure-messages';
import { FormActions } from '@/shared/ui';

/**
 * The dialog before an account is erased (docs/decisions/0309): what happens, that it cannot be undone, the
 * word ELIMINAR and, for one's own account, the current password. Nothing is sent until both are right.
 */
export function AccountErasureDialog({
  opened,
  question,
  warning,
  needsPassword,
  error,
  busy,
  onSubmit,
  onCancel,
}: {
  opened: boolean;
  question: string;
  warning: string;
  needsPassword: boolean;
  error: string | null;
  busy: boolean;
  onSubmit(payload: AccountErasurePayload): void;
  onCancel(): void;
}) {
  const form = useForm<AccountErasurePayload>({
    initialValues: { confirmation: '', currentPassword: '' },
    validate: {
      confirmation: (value) => (confirmsErasure(value) ? null : m.wordWrong),
      currentPassword: (value) => (needsPassword && value === '' ? m.passwordNeeded : null),
    },
  });
  const cancel = () => {
    form.reset();
    onCancel();
  };
  return (
    <Modal opened={opened} onClose={cancel} title={question} closeButtonProps={{ 'aria-label': m.close }}>
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values))}>
        <Stack>
          <Text fw={600}>{m.cannotUndo}</Text>
          <Text>{warning}</Text>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          {needsPassword ? (
            <PasswordInput
              label={m.passwordLabel}
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
          ) : null}
          <TextInput label={m.wordLabel} autoComplete="off" {...form.getInputProps('confirmation')} />
          <FormActions
            back={{ label: m.cancel, onClick: cancel }}
            submitLabel={m.confirm}
            busy={busy}
            color="red.9"
          />
        </Stack>
      </form>
    </Modal>
  );
}
