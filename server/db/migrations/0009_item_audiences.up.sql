-- One audience for every area (spec 002: billboard posts, articles, galleries, Pride Talks events, surveys):
-- an item with rows here is visible only to those people; an item without rows is for its whole company.
create table item_audiences (
  item_kind text not null,
  item_id integer not null,
  user_id integer not null references users on delete cascade,
  primary key (item_kind, item_id, user_id)
);
create index item_audiences_user_idx on item_audiences (user_id, item_kind);
