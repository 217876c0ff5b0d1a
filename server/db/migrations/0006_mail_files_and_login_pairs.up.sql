-- E-mail without an SMTP relay is kept as files under DATA_DIR/outbox, never in a table the API could read.
drop table outbox_mails;

-- Sign-in slowdowns count failures per account and client address pair.
create index login_failures_pair_idx on login_failures (account, address, failed_at);
