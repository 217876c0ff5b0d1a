drop table live_events;
