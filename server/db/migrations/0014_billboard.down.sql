drop table recommendation_flags;
drop table course_completions;
drop table course_files;
drop table courses;
drop table ticket_event_documents;
drop table tickets_events;
drop table event_sectors;
