drop index reward_orders_idempotency_key;
alter table reward_orders
  drop constraint reward_orders_keyed_reply,
  drop column balance_after,
  drop column idempotency_key;
