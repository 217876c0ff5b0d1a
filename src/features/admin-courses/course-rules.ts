import { youtubeEmbedUrl } from '@domain/youtube-embed';
import type { AdminCourse, CourseForm } from './api';
import { adminCourseMessages as m } from './messages';

const r = m.rules;
export const REWARD_LIMIT = 99_999;

export interface CourseValues {
  type: '' | '1' | '2' | '3';
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  reward: number | string;
  link: string;
  iframe: string;
  files: File[];
  calendar: boolean;
  users: number[];
}

export function initialValues(course: AdminCourse | null): CourseValues {
  return {
    type: course ? (String(course.courseMediaTypeId) as CourseValues['type']) : '',
    name: course?.name ?? '',
    description: course?.description ?? '',
    startDate: course?.startDate ?? '',
    endDate: course?.endDate ?? '',
    reward: course?.reward ?? 0,
    link: course?.courseMediaTypeId === 2 ? (course.urlMedia ?? '') : '',
    iframe: course?.courseMediaTypeId === 3 ? (course.urlMedia ?? '') : '',
    files: [],
    calendar: false,
    users: course?.users ?? [],
  };
}

/** Spec 002 §5 "Course"; `kept` is how many files the stored post has of its stored type. */
export function courseValidation(
  today: string,
  context: { addressed: boolean; kept: number; original?: AdminCourse },
) {
  const required = (v: string) => (v.trim() === '' ? r.required : null);
  return {
    type: (v: string) => (v === '' ? r.required : null),
    name: required,
    description: required,
    startDate: (v: string) =>
      required(v) ?? (v < today && v !== context.original?.startDate ? r.beforeToday : null),
    endDate: (v: string, all: CourseValues) => required(v) ?? (v < all.startDate ? r.endBeforeStart : null),
    reward: (v: number | string) =>
      Number.isInteger(Number(v)) && v !== '' && Math.abs(Number(v)) <= REWARD_LIMIT ? null : r.reward,
    link: (v: string, all: CourseValues) =>
      all.type !== '2' ? null : (required(v) ?? (/^https?:\/\/\S+$/.test(v.trim()) ? null : r.link)),
    iframe: (v: string, all: CourseValues) =>
      all.type !== '3' ? null : (required(v) ?? (youtubeEmbedUrl(v) ? null : r.youtubeOnly)),
    files: (v: File[], all: CourseValues) => {
      const keeps =
        context.original && String(context.original.courseMediaTypeId) === all.type ? context.kept : 0;
      return (all.type === '1' || all.type === '2') && v.length === 0 && keeps === 0 ? r.needsFile : null;
    },
    users: (v: number[]) => (context.addressed && v.length === 0 ? r.needsUser : null),
  };
}

/** The multipart form; type 3 goes without files and keeps only the embed URL. */
export function toCourseForm(values: CourseValues, courseId: number | undefined): CourseForm {
  const type = Number(values.type) as 1 | 2 | 3;
  return {
    courseId,
    courseMediaTypeId: type,
    name: values.name.trim(),
    description: values.description.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    reward: Number(values.reward),
    urlMedia:
      type === 2
        ? values.link.trim()
        : type === 3
          ? (youtubeEmbedUrl(values.iframe) ?? undefined)
          : undefined,
    users: values.users,
    files: type === 3 ? undefined : values.files,
  };
}
