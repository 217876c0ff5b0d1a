import { Loader, Tabs } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifyOk } from '@/shared/ui';
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
  const remove = useMutation({
    mutationFn: (id: number) => services.removeService(id),
    onSuccess: () => {
      notifyOk(profileMessages.services.removed);
      return queryClient.invalidateQueries({ queryKey: profileQueries.services(services).queryKey });
    },
    onError: (error) => notifyError(failureText(error)),
  });
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
            onRemove={(id) => remove.mutate(id)}
          />
        ) : (
          loading
        )}
      </Tabs.Panel>
      <Tabs.Panel value="applications" pt="md">
        {applications.data ? <ApplicationsTable rows={applications.data} /> : loading}
      </Tabs.Panel>
    </Tabs>
  );
}
