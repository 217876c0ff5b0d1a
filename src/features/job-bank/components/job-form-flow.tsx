import { Alert, Button, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { jobQueries, type Job } from '../api';
import { useJobForm } from '../flows/job-form.impl';
import { useJobServices } from '../job-services';
import { jobMessages as m } from '../messages';
import { JobDataStep } from './job-data-step';
import { JobSectionsStep } from './job-sections-step';

/** The two steps of registering (job null) or editing a job, and the closing message. */
export function JobFormFlow({ job }: { job: Job | null }) {
  const services = useJobServices();
  const categories = useQuery(jobQueries.categories(services));
  const types = useQuery(jobQueries.sectionTypes(services));
  const [state, send] = useJobForm(job);
  const { error, editing } = state.context;
  const step = state.matches('data') || state.matches('savingData') ? 0 : state.matches('done') ? 2 : 1;
  if (state.matches('done')) {
    return (
      <Stack role="status" align="flex-start">
        <Title order={2}>{editing ? m.done.sectionsUpdated : m.done.success}</Title>
        {editing ? null : <Text>{m.done.reviewing}</Text>}
        <Button color="grape.9" onClick={() => send({ type: 'form.finish' })}>
          {m.actions.finish}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={m.form.step1} />
        <Stepper.Step label={m.form.step2} />
      </Stepper>
      {error ? (
        <Alert color="red" role="alert" title={m.errorTitle}>
          {error}
        </Alert>
      ) : null}
      {step === 0 ? (
        <JobDataStep
          draft={state.context.draft}
          job={job}
          categories={categories.data ?? []}
          busy={state.matches('savingData')}
          onNext={(draft) => send({ type: 'form.next', draft })}
        />
      ) : (
        <JobSectionsStep
          types={types.data ?? []}
          sections={state.context.sections}
          busy={state.matches('savingSections')}
          onBack={() => send({ type: 'form.back' })}
          onSave={(sections) => send({ type: 'form.save', sections })}
        />
      )}
    </Stack>
  );
}
