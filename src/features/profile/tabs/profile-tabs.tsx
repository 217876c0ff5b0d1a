import { Loader, Tabs } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, notifyError, notifyOk } from '@/shared/ui';
import { failureText, profileMessages } from '../messages';
import { profileQueries } from '../api';
import { useProfileServices } from '../profile-services';
import { ActivitiesTable } from './activities-table';
import { ApplicationsTable } from './applications-table';
import { ServicesTable } from './services-table';

const t = profileMessages.tabs;

/** The three tabs of the full profile: activities, published services and applications. */
export function ProfileTabs({ userId }: { userId: number }) {
  const services = useProfileServices();
  const queryClient = useQueryClient();
  const activities = useQuery(profileQueries.activities(services, userId));
  const published = useQuery(profileQueries.services(services));
  const applications = useQuery(profileQueries.applications(services, userId));
  const [asked, setAsked] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => services.removeService(id),
    onSuccess: () => {
      notifyOk(profileMessages.services.removed);
      return queryClient.invalidateQueries({ queryKey: profileQueries.services(services).queryKey });
    },
    onError: (error) => notifyError(failureText(error)),
    onSettled: () => setAsked(null),
  });
  const askedName = published.data?.find((row) => row.directoryInfoId === asked)?.fullName ?? '';
  const loading = <Loader size="sm" aria-label={profileMessages.loading} />;
  return (
    <Tabs defaultValue="activities" keepMounted={false}>
      <Tabs.List aria-label={t.label}>
        <Tabs.Tab value="activities">{t.activities}</Tabs.Tab>
        <Tabs.Tab value="services">{t.services}</Tabs.Tab>
        <Tabs.Tab value="applications">{t.applications}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="activities" pt="md">
        {activities.data ? <ActivitiesTable rows={activities.data} /> : loading}
      </Tabs.Panel>
      <Tabs.Panel value="services" pt="md">
        {published.data ? (
          <ServicesTable
            rows={published.data}
            removing={remove.isPending ? (remove.variables ?? null) : null}
            onRemove={setAsked}
          />
        ) : (
          loading
        )}
      </Tabs.Panel>
      <Tabs.Panel value="applications" pt="md">
        {applications.data ? <ApplicationsTable rows={applications.data} /> : loading}
      </Tabs.Panel>
      <ConfirmDialog
        opened={asked !== null}
        question={profileMessages.services.removeQuestion(askedName)}
        confirmLabel={profileMessages.services.removeConfirm}
        busy={remove.isPending}
        onConfirm={() => {
          if (asked !== null) remove.mutate(asked);
        }}
        onCancel={() => setAsked(null)}
      />
    </Tabs>
  );
}
