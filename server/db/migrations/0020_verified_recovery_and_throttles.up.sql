-- Events that some requests may cause only a few times per window (reset mail, contact forms), counted per
-- namespaced bucket such as 'reset:account:1003' in the database, so every gateway sees the same count.
create table throttle_events (
  bucket text not null,
  occurred_at timestamptz not null
);
create index throttle_events_bucket_idx on throttle_events (bucket, occurred_at);
create index throttle_events_time_idx on throttle_events (occurred_at);

-- A reset link goes to the additional e-mail only once its owner opened a link sent to it. A change waits in
-- pending_additional_email until then. No address stored so far was proved, so none starts verified.
alter table users
  add column additional_email_verified boolean not null default false,
  add column pending_additional_email text;

alter table account_codes drop constraint account_codes_purpose_check;
alter table account_codes
  add constraint account_codes_purpose_check check (purpose in ('verify', 'reset', 'additional'));
