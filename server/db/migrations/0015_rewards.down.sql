drop sequence company_ids;
alter table companies
  drop column business_name,
  drop column telephone1,
  drop column telephone2,
  drop column active;
drop table reward_orders;
drop table reward_product_filters;
drop table reward_coupons;
drop table reward_products;
drop table reward_providers;
drop table reward_categories;
alter table users add column reward integer not null default 0;
update users u set reward = coalesce((select sum(points) from points_movements p where p.user_id = u.user_id), 0);
drop table points_movements;
