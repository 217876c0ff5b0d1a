drop table audit_log;
drop function audit_log_unchangeable();
