import { Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { widgetsQuery } from '@/shared/home';
import { useSession } from '@/shared/session';
import { billboardCalls, billboardQueries, type CourseItem } from '../api';
import { billboardMessages as m } from '../messages';
import { CourseMedia } from './course-media';

/** One recommendation opened; the first open marks it completed and the lists (and badge) refresh. */
export function CourseViewer({ course, onClose }: { course: CourseItem; onClose(): void }) {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  const complete = useMutation({
    mutationFn: () => billboardCalls.completeCourse(course.courseId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: billboardQueries.all });
      void queryClient.invalidateQueries({ queryKey: widgetsQuery(userId).queryKey });
    },
  });
  const { mutate } = complete;
  useEffect(() => {
    if (!course.isCompleted) mutate();
  }, [course.courseId, course.isCompleted, mutate]);
  return (
    <Modal
      opened
      onClose={onClose}
      title={course.name}
      size="xl"
      closeButtonProps={{ 'aria-label': m.details.close }}
    >
      <Stack>
        <Text>{course.description}</Text>
        <CourseMedia course={course} />
      </Stack>
    </Modal>
  );
}
