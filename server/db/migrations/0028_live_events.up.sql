-- Every live event a portal sends, kept a day (docs/decisions/0283): a client that reconnects asks for what it
-- missed after the last id it saw, and each gateway fills in what Redis failed to carry. The stored messages
-- and notifications stay the source of truth; this log only says which events were sent to whom.
create table live_events (
  id bigserial primary key,
  hub text not null check (hub in ('chat', 'notification')),
  user_ids integer[] not null,
  target text not null,
  arguments jsonb not null,
  created_at timestamptz not null default now()
);
create index live_events_created_at on live_events (created_at);
