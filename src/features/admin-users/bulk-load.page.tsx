import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { acceptOf, fileProblem } from '@domain/file-checks';
import { uploadRules } from '@domain/upload-rules';
import { USER_LOAD_TEMPLATE } from '@domain/user-load-columns';
import { BackLink } from '@/shared/admin';
import { paths } from '@/shared/routing';
import { notifyFailed, notifyOk, refusalText, saveFile } from '@/shared/ui';
import { userCalls, adminUserQueries, refusedRows } from './api';
import { bulkLoadMessages as m } from './bulk-load-messages';

/** The spec's rule is "type text/csv"; browsers on Windows name CSV files otherwise, so the name counts too. */
const csvRule = uploadRules.uploadMigrationFile.file;

/** /admin/bulk-load (spec 002 §2, §5): one .csv by drag and drop, the template, and the load's progress. */
export default function BulkLoadPage() {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useQuery({ ...adminUserQueries.loadJob(jobId ?? 0), enabled: jobId !== null });
  const upload = useMutation({
    mutationFn: (chosen: File) => userCalls.uploadUsers(chosen),
    onSuccess: ({ data, message }) => {
      notifyOk(message);
      setJobId(data.userLoadJobId);
      void queryClient.invalidateQueries({ queryKey: adminUserQueries.all });
    },
    onError: (failure) => notifyFailed(m.failed, failure),
  });
  const choose = (files: FileList | null) => {
    const list = [...(files ?? [])];
    if (list.length > 1) return setError(m.oneFile);
    const [chosen] = list;
    if (!chosen) return;
    const problem = fileProblem(csvRule, chosen);
    setError(problem ? refusalText(csvRule, problem) : null);
    setFile(problem ? null : chosen);
  };
  const submit = () => {
    if (!file) return setError(m.noFile);
    upload.mutate(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    choose(event.dataTransfer.files);
  };
  const refused = async (id: number) => {
    try {
      saveFile(`usuarios-rechazados-${id}.csv`, await refusedRows(id));
    } catch (failure) {
      notifyFailed(m.refused, failure);
    }
  };
  const j = job.data;
  return (
    <Stack maw={760}>
      <BackLink to={paths.admin.users} text={m.back} />
      <Title order={1}>{m.title}</Title>
      <Group>
        <Button
          variant="default"
          onClick={() =>
            saveFile(m.templateName, new Blob(['\uFEFF' + USER_LOAD_TEMPLATE], { type: 'text/csv' }))
          }
        >
          {m.template}
        </Button>
      </Group>
      <Paper
        withBorder
        p="xl"
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        style={{ borderStyle: 'dashed', textAlign: 'center' }}
      >
        <Stack align="center" gap="xs">
          <Text>{m.drop}</Text>
          <Button variant="light" onClick={() => input.current?.click()}>
            {m.choose}
          </Button>
          <input
            ref={input}
            type="file"
            accept={acceptOf(csvRule)}
            hidden
            aria-label={m.choose}
            onChange={(event) => choose(event.currentTarget.files)}
          />
          {file ? <Text fw={600}>{file.name}</Text> : null}
        </Stack>
      </Paper>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={submit} loading={upload.isPending}>
          {m.upload}
        </Button>
      </Group>
      {j ? (
        <Paper withBorder p="md" aria-live="polite">
          <Stack gap="xs">
            <Text fw={600}>
              {j.status === 'running' ? m.running : j.status === 'done' ? m.done : m.jobFailed}
            </Text>
            <Progress
              value={j.totalRows ? (100 * j.processedRows) / j.totalRows : 0}
              aria-label={m.progress}
            />
            <Text>{m.processed(j.processedRows, j.totalRows)}</Text>
            <Text>{m.counts(j.createdRows, j.updatedRows, j.refusedRows)}</Text>
            {j.status !== 'running' && j.refusedRows > 0 ? (
              <Group>
                <Button variant="light" onClick={() => void refused(j.userLoadJobId)}>
                  {m.refused}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
