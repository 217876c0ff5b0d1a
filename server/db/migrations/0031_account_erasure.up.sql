-- When a person's account was erased (docs/decisions/0309): the row stays, emptied, so that what others still
-- need (comments, chat, orders, the points ledger) keeps pointing somewhere that names nobody.
alter table users add column erased_at timestamptz;
create index users_erased_idx on users (erased_at) where erased_at is not null;
