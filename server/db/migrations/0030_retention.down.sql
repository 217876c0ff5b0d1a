drop index notifications_created;
drop index chat_messages_company_sent;
alter table companies drop column notification_retention_days, drop column chat_retention_days;
