import { talkLink } from '@domain/talk-link';
import { adminTalkMessages } from './messages';

export interface TalkFormValues {
  title: string;
  conferenceUrl: string;
  startDate: string;
  eventDate: string;
  time: string;
  duration: string;
  reward: number;
  image: File | null;
  listUser: number[];
  createEventCalendar: boolean;
}

const e = adminTalkMessages.errors;
const text = (v: string) => (v.trim() === '' ? e.required : v !== v.trimStart() ? e.leadingSpace : null);

/** Spec 002 §4, §5: the client's rules for comfort; the gateway checks them again. */
export function talkRules(today: string, keepsImage: boolean, addressed: boolean, originalStart?: string) {
  return {
    title: text,
    conferenceUrl: (v: string) => text(v) ?? (talkLink(v) ? null : e.talkLinkOnly),
    startDate: (v: string) =>
      v === '' ? e.required : v < today && v !== originalStart ? e.startBeforeToday : null,
    eventDate: (v: string, values: TalkFormValues) =>
      v === '' ? e.required : v < values.startDate ? e.eventBeforeStart : null,
    time: (v: string) => (v === '' ? e.required : null),
    duration: (v: string) => (v === '' ? e.required : null),
    reward: (v: number) => (Number.isInteger(v) && v >= 0 && v <= 999 ? null : e.reward),
    image: (v: File | null) => (v || keepsImage ? null : e.imageMissing),
    listUser: (v: number[]) => (addressed && v.length === 0 ? e.usersRequired : null),
  };
}
