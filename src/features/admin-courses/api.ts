import { addressedQuery } from '@/shared/admin/addressed-query';
import { readQuery } from '@/api/read-query';
import type { AdminCourse, CourseForm } from '@openapi/schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { saved, unwrap } from '@/api/envelope';
import { multipart } from '@/api/form-data';

export type { AdminCourse, CourseForm } from '@openapi/schema';

const COURSE_PAGE_SIZE = 10;

export const adminCourseQueries = {
  all: ['admin-courses'] as const,
  page: (pageIndex: number, typeId: 1 | 2 | 3 | undefined) =>
    queryOptions({
      queryKey: [...adminCourseQueries.all, 'page', pageIndex, typeId ?? 0],
      queryFn: () =>
        unwrap(
          api.GET('/backoffice/Course/Paginated', {
            params: { query: { pageIndex, elements: COURSE_PAGE_SIZE, typeId } },
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  types: () =>
    queryOptions({
      queryKey: [...adminCourseQueries.all, 'types'],
      queryFn: () => unwrap(api.GET('/backoffice/Course/Types')),
      staleTime: Infinity,
    }),
  withFiles: (id: number) =>
    readQuery([...adminCourseQueries.all, 'with-files', id], () =>
      api.GET('/backoffice/Course/WithFiles/{id}', { params: { path: { id } } }),
    ),
  addressed: () => addressedQuery(adminCourseQueries.all, 'Curso'),
};

export const adminCourseCalls = {
  save: (form: CourseForm, createCalendarEvent: boolean) => {
    // Multipart: one `users` part per person and one `files` part per file.
    const options = multipart(form);
    return saved<AdminCourse>(
      form.courseId
        ? api.PUT('/backoffice/Course', options)
        : api.POST('/backoffice/Course', { ...options, params: { query: { createCalendarEvent } } }),
    );
  },
  deactivate: (id: number) => saved<null>(api.DELETE('/backoffice/Course', { params: { query: { id } } })),
};
