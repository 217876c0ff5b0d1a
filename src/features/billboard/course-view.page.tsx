import { Badge, Button, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { hasRole, Roles, useRoleName } from '@/shared/account';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { NotFoundNotice } from '@/shared/ui';
import { billboardQueries } from './api';
import { BillboardTab } from './components/billboard-tab';
import { CourseViewer } from './components/course-viewer';
import { ListState } from './components/list-state';
import { RecommendationsTab } from './components/recommendations-tab';
import { billboardMessages as m } from './messages';

/** /course-view?tab=recomendaciones keeps the tab open after an item closes. */
const TAB_PARAM = 'recomendaciones';
const recommendationsUrl = `${paths.courseView}?tab=${TAB_PARAM}`;

/**
 * /course-view and /course-view/course/{courseId} (spec 001 §2): the CARTELERA and RECOMENDACIONES tabs, the
 * way to publish an event, one's own events and, for HR, the events awaiting authorization with their count.
 */
export default function CourseViewPage() {
  const { signedIn, userId } = useSession();
  const { roleName } = useRoleName();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const courseId = Number(useParams().courseId ?? search.get('courseId') ?? 0);
  const id = userId ?? 0;
  const available = useQuery(billboardQueries.available(id));
  const profile = useQuery({ ...billboardQueries.profile(id), enabled: signedIn });
  const showRecommendations = signedIn && profile.data?.showRecommendations === true;
  const courses = useQuery({ ...billboardQueries.courses(id), enabled: showRecommendations });
  const completed = useQuery({ ...billboardQueries.completed(id), enabled: showRecommendations });
  const opened = courseId
    ? [...(courses.data ?? []), ...(completed.data ?? [])].find((c) => c.courseId === courseId)
    : undefined;
  // A course link names one of the person's recommended or completed courses; any other id is not theirs.
  const listsRead =
    profile.data !== undefined &&
    (!showRecommendations || (courses.data !== undefined && completed.data !== undefined));
  const unknownCourse = courseId > 0 && signedIn && listsRead && !opened;
  const toApprove = available.data?.countEventsToApprove ?? 0;
  const tab =
    (courseId || search.get('tab') === TAB_PARAM) && showRecommendations ? 'recommendations' : 'billboard';
  const events = {
    isPending: available.isPending,
    isError: available.isError,
    fetchStatus: available.fetchStatus,
    data: available.data?.events,
  };

  return (
    <Container size="xl" py="md">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>{m.title}</Title>
          <Group gap="xs">
            {hasRole(roleName, [Roles.hr]) ? (
              <Button
                component={Link}
                to={paths.approveEvent}
                variant="default"
                rightSection={<Badge>{toApprove}</Badge>}
              >
                {m.toAuthorize}
              </Button>
            ) : null}
            {signedIn ? (
              <Button component={Link} to={paths.myEvents} variant="default">
                {m.myEvents}
              </Button>
            ) : null}
            <Button component={Link} to={paths.newEvent}>
              {m.publish}
            </Button>
          </Group>
        </Group>
        {unknownCourse ? <NotFoundNotice backTo={paths.courseView} listName={m.title} /> : null}
        <Tabs
          value={tab}
          keepMounted={false}
          onChange={(next) =>
            void navigate(next === 'recommendations' ? recommendationsUrl : paths.courseView)
          }
        >
          <Tabs.List>
            <Tabs.Tab value="billboard">{m.tabs.billboard}</Tabs.Tab>
            {showRecommendations ? (
              <Tabs.Tab value="recommendations">{m.tabs.recommendations}</Tabs.Tab>
            ) : null}
          </Tabs.List>
          <Tabs.Panel value="billboard" pt="md">
            <ListState query={events} empty={m.noEvents}>
              {(list) => <BillboardTab events={list} signedIn={signedIn} />}
            </ListState>
          </Tabs.Panel>
          {showRecommendations ? (
            <Tabs.Panel value="recommendations" pt="md">
              <ListState query={courses} empty={m.noRecommendations}>
                {(list) => <RecommendationsTab courses={list} completed={completed.data ?? []} />}
              </ListState>
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Stack>
      {opened ? <CourseViewer course={opened} onClose={() => void navigate(recommendationsUrl)} /> : null}
    </Container>
  );
}
