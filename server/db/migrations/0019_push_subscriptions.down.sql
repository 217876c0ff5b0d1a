drop table push_subscriptions;
