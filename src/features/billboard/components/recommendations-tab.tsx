import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import type { CourseItem } from '../api';
import { billboardMessages as m } from '../messages';

function CourseCard({ course }: { course: CourseItem }) {
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={course.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{course.name}</Text>
          {course.isCompleted ? (
            <Badge color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
              {m.completed}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" lineClamp={3}>
          {course.description}
        </Text>
        <Button
          component={Link}
          to={paths.course(course.courseId)}
          variant="light"
          aria-label={`${m.open}: ${course.name}`}
        >
          {m.open}
        </Button>
      </Stack>
    </Card>
  );
}

/** The Recomendaciones tab: what is left to complete and what was completed. */
export function RecommendationsTab({
  courses,
  completed,
}: {
  courses: CourseItem[];
  completed: CourseItem[];
}) {
  const pending = courses.filter((course) => !course.isCompleted);
  return (
    <Stack>
      <Title order={2} size="h3">
        {m.recommendationsPending}
      </Title>
      {pending.length === 0 ? <Text>{m.noRecommendations}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {pending.map((course) => (
          <CourseCard key={course.courseId} course={course} />
        ))}
      </SimpleGrid>
      <Title order={2} size="h3">
        {m.recommendationsCompleted}
      </Title>
      {completed.length === 0 ? <Text>{m.noCompleted}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {completed.map((course) => (
          <CourseCard key={course.courseId} course={course} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
