-- Settings a portal creates for itself once, on its first start (docs/decisions/0280): every gateway on the
-- same database reads the same value, and another portal (another database) has its own.
create table portal_settings (
  name text primary key,
  value text not null
);
