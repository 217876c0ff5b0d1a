import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { todayInCompany } from '@/shared/format';
import { billboardQueries } from '../api';
import { useBillboardServices } from '../billboard-services';
import { emptyEvent, eventValidation, stepFields, toEventPayload, type EventValues } from '../event-rules';
import { useEventRequest } from '../flows/event-request.impl';
import { billboardMessages as m } from '../messages';
import { AboutStep, WhenAndWhereStep } from './event-steps-first';
import { DepositStep, HostStep } from './event-steps-last';

const STEPS = ['about', 'whenAndWhere', 'host', 'deposit'] as const;
const w = m.form;

/** The four-step event request of /course-view/new-event, driven by its statechart. */
export function EventRequestForm() {
  const services = useBillboardServices();
  const [state, send] = useEventRequest();
  const today = todayInCompany();
  const sectors = useQuery(billboardQueries.sectors(services.loadSectors));
  const form = useForm<EventValues>({ initialValues: emptyEvent, validate: eventValidation(today) });

  if (state.matches('sent')) {
    return (
      <Paper withBorder p="lg" role="status">
        <Stack align="flex-start">
          <Title order={2}>{w.successTitle}</Title>
          <Text>{w.successText}</Text>
          <Button onClick={() => send({ type: 'request.finish' })}>{w.finish}</Button>
        </Stack>
      </Paper>
    );
  }

  const submitting = state.matches('submitting');
  const index = submitting ? 3 : STEPS.findIndex((step) => state.matches(step));
  /** Checks only this step's fields; each wrong one shows its message under it. */
  const stepIsValid = () =>
    (stepFields[index] ?? [])
      .map((field) => form.validateField(field).hasError)
      .every((hasError) => !hasError);
  const onNext = () => {
    if (!stepIsValid()) return;
    // getValues, not the render's values: a file read a moment before the tap is not rendered yet.
    if (index === 3) send({ type: 'request.submit', payload: toEventPayload(form.getValues()) });
    else send({ type: 'request.next' });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <Stack>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {w.stepOf(index + 1, STEPS.length)}
          </Text>
          <Title order={2}>{w.steps[index]}</Title>
          <Progress
            value={((index + 1) / STEPS.length) * 100}
            aria-label={w.stepOf(index + 1, STEPS.length)}
          />
        </Stack>
        {state.context.failure ? (
          <Alert color="red" role="alert">
            {w.createFailed(state.context.failure)}
          </Alert>
        ) : null}
        {index === 0 ? <AboutStep form={form} sectors={sectors.data ?? []} /> : null}
        {index === 1 ? <WhenAndWhereStep form={form} today={today} /> : null}
        {index === 2 ? <HostStep form={form} /> : null}
        {index === 3 ? <DepositStep form={form} /> : null}
        <Group justify="space-between">
          <Button variant="default" disabled={submitting} onClick={() => send({ type: 'request.back' })}>
            {w.back}
          </Button>
          <Button type="submit" loading={submitting}>
            {index === 3 ? w.submit : w.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
