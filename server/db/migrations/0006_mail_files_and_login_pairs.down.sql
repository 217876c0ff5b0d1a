drop index if exists login_failures_pair_idx;

create table outbox_mails (
  outbox_mail_id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body_text text not null,
  links jsonb not null default '[]',
  sent_at timestamptz not null
);
