-- How long a company keeps chat messages and notifications, in days; null keeps them forever
-- (docs/decisions/0308). A daily job removes what is older.
alter table companies
  add column chat_retention_days integer check (chat_retention_days between 1 and 3650),
  add column notification_retention_days integer check (notification_retention_days between 1 and 3650);
create index chat_messages_company_sent on chat_messages (company_id, sent_at);
create index notifications_created on notifications (created_at);
