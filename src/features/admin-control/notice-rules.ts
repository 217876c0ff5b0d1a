import { controlMessages as c } from './messages';

const w = c.notices;

export interface NoticeValues {
  description: string;
  typeId: string;
  date: string;
  startDate: string;
  endDate: string;
  workingDay: boolean;
  isVideo: boolean;
  iframe: string;
  prefix: 'https://' | 'http://';
  link: string;
  image: File | null;
  video: File | null;
}

/** Spec 002 §5 "Notice"; `kept` says whether the stored notice already has a thumbnail or video. */
export function noticeValidation(today: string, kept: { image: boolean; video: boolean }) {
  return {
    description: (v: string) => (!v ? c.required : /^\s/.test(v) ? c.leadingSpace : null),
    typeId: (v: string) => (v ? null : c.required),
    date: (v: string) => (!v ? c.required : v < today ? w.dateRule : null),
    startDate: (v: string, all: NoticeValues) =>
      !v ? c.required : v < today || v > all.date ? w.startRule : null,
    endDate: (v: string, all: NoticeValues) => (!v ? c.required : v < all.startDate ? w.endRule : null),
    link: (v: string, all: NoticeValues) => (!all.isVideo && !v.trim() ? c.required : null),
    image: (v: File | null) => (!v && !kept.image ? w.imageMissing : null),
    video: (v: File | null, all: NoticeValues) =>
      all.isVideo && !v && !all.iframe.trim() && !kept.video ? w.videoMissing : null,
  };
}
