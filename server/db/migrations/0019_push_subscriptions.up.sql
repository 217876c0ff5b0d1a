-- Browsers that accepted Web Push for a person (spec 000 §4, §9); the endpoint is unique per browser.
create table push_subscriptions (
  endpoint text primary key check (endpoint like 'https://%' or endpoint like 'http://%'),
  user_id integer not null references users on delete cascade,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null
);
create index push_subscriptions_user_idx on push_subscriptions (user_id);
