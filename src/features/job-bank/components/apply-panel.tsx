import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { uploadRules } from '@domain/upload-rules';
import { refusalText, Uploader } from '@/shared/ui';
import { useJobApply } from '../flows/job-apply.impl';
import { jobMessages as m } from '../messages';

const cvRule = uploadRules.applyToJob.Curriculum;

/** 'Aplicar ahora' and its form: choose the CV, which is checked before it is sent (spec 001 §5). */
export function ApplyPanel({ jobId }: { jobId: number }) {
  const [state, send] = useJobApply(jobId);
  const { problem, file, error } = state.context;
  const open = state.matches('open') || state.matches('submitting');
  return (
    <>
      <Button color="grape.9" onClick={() => send({ type: 'apply.open' })}>
        {m.actions.apply}
      </Button>
      <Modal
        opened={open}
        onClose={() => send({ type: 'apply.close' })}
        title={m.apply.title}
        closeButtonProps={{ 'aria-label': m.actions.close }}
      >
        <Stack>
          <Uploader
            rule={cvRule}
            // The application's statechart checks the CV with the same rule and keeps it even when refused.
            checkedBy="caller"
            label={m.apply.cv}
            // The machine holds the File this input gave it.
            value={file as File | null}
            clearable={false}
            onChange={(chosen) => {
              if (chosen) send({ type: 'apply.choose', file: chosen });
            }}
            error={problem ? refusalText(cvRule, problem === 'size' ? 'tooLarge' : 'notAllowed') : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'apply.close' })}>
              {m.actions.close}
            </Button>
            <Button
              color="grape.9"
              disabled={!state.matches({ open: 'ready' }) && !state.matches('submitting')}
              loading={state.matches('submitting')}
              onClick={() => send({ type: 'apply.submit' })}
            >
              {m.actions.send}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={state.matches('failed')}
        onClose={() => send({ type: 'apply.close' })}
        title={m.apply.failed}
        closeButtonProps={{ 'aria-label': m.actions.close }}
      >
        <Alert color="red" role="alert">
          {error}
        </Alert>
        <Group justify="flex-end" mt="md">
          <Button color="grape.9" onClick={() => send({ type: 'apply.close' })}>
            {m.actions.close}
          </Button>
        </Group>
      </Modal>
      {state.matches('sent') ? <Text role="status">{m.apply.sent}</Text> : null}
    </>
  );
}
