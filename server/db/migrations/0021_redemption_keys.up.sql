-- RedeemCoupon's Idempotency-Key (docs/decisions/0221): one person's key always names the same redemption, and
-- a retry answers with the balance the first reply gave. Redemptions made before keys have neither.
alter table reward_orders
  add column idempotency_key text,
  add column balance_after integer,
  add constraint reward_orders_keyed_reply check ((idempotency_key is null) = (balance_after is null));
create unique index reward_orders_idempotency_key on reward_orders (user_id, idempotency_key)
  where idempotency_key is not null;
