drop index users_erased_idx;
alter table users drop column erased_at;
