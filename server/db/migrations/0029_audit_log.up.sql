-- Every administrative act, sign-in and password change, appended and never changed (docs/decisions/0306).
-- Names are read from users when listed, so the log keeps ids, not copies of personal data.
create table audit_log (
  id bigserial primary key,
  at timestamptz not null,
  company_id integer,
  actor_id integer,
  actor_role text,
  address text,
  area text not null,
  action text not null,
  entity text,
  before jsonb,
  after jsonb
);
create index audit_log_company on audit_log (company_id, id desc);
create index audit_log_actor on audit_log (actor_id, id desc);

-- No statement of the gateway's, nor of anyone with its credentials, may rewrite or remove what was logged.
create function audit_log_unchangeable() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end
$$;
create trigger audit_log_no_change before update or delete on audit_log
  for each row execute function audit_log_unchangeable();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_unchangeable();
