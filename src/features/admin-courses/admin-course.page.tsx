import { Loader, Modal, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, useRowConfirm } from '@/shared/admin';
import { adminCourseCalls, adminCourseQueries, type AdminCourse } from './api';
import { CourseForm } from './components/course-form';
import { CourseTable } from './components/course-table';
import { adminCourseMessages as m } from './messages';

type Editing = { id: number } | 'new' | null;
const CLEAR = '0';

/** The edit form, once the post and its files are loaded. */
function EditCourse({ id, addressed, onDone }: { id: number; addressed: boolean; onDone(): void }) {
  const course = useQuery(adminCourseQueries.withFiles(id));
  return course.data ? <CourseForm course={course.data} addressed={addressed} onDone={onDone} /> : <Loader />;
}

/** /admin/course, billboard posts (spec 002 §2): type filter, 10 per page, the form, deactivation. */
export default function AdminCoursePage() {
  const [pageIndex, setPageIndex] = useState(1);
  const [typeId, setTypeId] = useState<1 | 2 | 3 | undefined>(undefined);
  const [editing, setEditing] = useState<Editing>(null);
  const types = useQuery(adminCourseQueries.types());
  const page = useQuery(adminCourseQueries.page(pageIndex, typeId));
  const addressed = useQuery(adminCourseQueries.addressed()).data === true;
  const removal = useRowConfirm<AdminCourse>({
    run: (course) => adminCourseCalls.deactivate(course.courseId),
    failed: m.deactivateFailed,
    refresh: adminCourseQueries.all,
  });
  const typeOptions = [
    { value: CLEAR, label: m.clearFilter },
    ...(types.data ?? []).map((t) => ({ value: String(t.courseMediaTypeId), label: t.name })),
  ];
  return (
    <Stack>
      <Title order={1}>{m.title}</Title>
      <CourseTable
        courses={page.data?.list}
        page={pageIndex}
        totalPages={page.data?.totalPages ?? 1}
        onPage={setPageIndex}
        onEdit={(course) => setEditing({ id: course.courseId })}
        onDelete={removal.ask}
        add={{ text: m.add, onClick: () => setEditing('new') }}
        toolbar={
          <Select
            label={m.filter}
            placeholder={m.allTypes}
            data={typeOptions}
            value={typeId ? String(typeId) : null}
            w={240}
            onChange={(value) => {
              setPageIndex(1);
              setTypeId(value && value !== CLEAR ? (Number(value) as 1 | 2 | 3) : undefined);
            }}
          />
        }
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? m.newTitle : m.editTitle}
        size="xl"
        closeButtonProps={{ 'aria-label': m.help.close }}
      >
        {editing === 'new' ? (
          <CourseForm course={null} addressed={addressed} onDone={() => setEditing(null)} />
        ) : null}
        {editing !== null && editing !== 'new' ? (
          <EditCourse id={editing.id} addressed={addressed} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <ConfirmDialog {...removal.dialog} question={removal.asked?.name} />
    </Stack>
  );
}
