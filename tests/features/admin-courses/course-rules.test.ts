import { describe, expect, it } from 'vitest';
import type { AdminCourse } from '@/features/admin-courses/api';
import {
  courseValidation,
  initialValues,
  toCourseForm,
  type CourseValues,
} from '@/features/admin-courses/course-rules';

const today = '2026-11-23';
const base: CourseValues = {
  ...initialValues(null),
  type: '2',
  name: 'Guía',
  description: 'Texto',
  startDate: today,
  endDate: '2026-12-01',
  link: 'https://ejemplo.mx',
};
const stored: AdminCourse = {
  courseId: 4,
  courseMediaTypeId: 2,
  courseMediaTypeName: 'Enlace',
  name: 'Guía',
  description: 'Texto',
  startDate: '2026-11-01',
  endDate: '2026-12-01',
  reward: 10,
  urlMedia: 'https://ejemplo.mx',
  calendarEvent: false,
  active: true,
  files: [
    { entityId: 4, entityTypeId: 3, sequence: 1, fileName: 'a.png', path: '/files/uploads/courses/a.png' },
  ],
  users: [],
};

describe('billboard post rules (spec 002 §5 Course)', () => {
  const rules = courseValidation(today, { addressed: true, kept: 0 });

  it('asks for a file for attachments and links, and a user when courses are addressed', () => {
    expect(rules.files([], base)).toBe('Debe agregarse al menos un archivo');
    expect(rules.files([], { ...base, type: '3' })).toBeNull();
    expect(rules.users([])).toBe('Debes elegir al menos un usuario');
    expect(courseValidation(today, { addressed: false, kept: 0 }).users([])).toBeNull();
  });

  it('keeps dates from today on, the end after the start, and the reward within ±99999', () => {
    expect(rules.startDate('2026-11-22')).toBe('La fecha no puede ser anterior a hoy');
    expect(rules.endDate('2026-11-22', base)).toBe('La fecha de fin no puede ser anterior a la de inicio');
    expect(rules.reward(-99999)).toBeNull();
    expect(rules.reward(100000)).toBe('La recompensa va de -99999 a 99999');
    expect(rules.reward(1.5)).toBe('La recompensa va de -99999 a 99999');
    expect(rules.type('')).toBe('*Campo Requerido');
  });

  it('accepts only YouTube iframes and sends type 3 without files', () => {
    const video = {
      ...base,
      type: '3' as const,
      iframe: '<iframe src="https://evil.example/embed/x"></iframe>',
    };
    expect(rules.iframe(video.iframe, video)).toMatch(/Solo se aceptan videos de YouTube/);
    const youtube = { ...video, iframe: '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE"></iframe>' };
    expect(rules.iframe(youtube.iframe, youtube)).toBeNull();
    const form = toCourseForm({ ...youtube, files: [new File(['x'], 'x.png')] }, undefined);
    expect(form).toMatchObject({
      urlMedia: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
      files: undefined,
    });
  });

  it('lets an edit keep its stored files and its past start date', () => {
    const edit = courseValidation(today, { addressed: false, kept: 1, original: stored });
    const values = initialValues(stored);
    expect(edit.files([], values)).toBeNull();
    expect(edit.files([], { ...values, type: '1' })).toBe('Debe agregarse al menos un archivo');
    expect(edit.startDate('2026-11-01')).toBeNull();
  });
});
