drop table if exists voucher_companies;
drop table if exists sandbox_payments;
drop table if exists purchase_order_lines;
drop table if exists purchase_orders;
drop table if exists payment_methods;
drop table if exists store_products;
drop table if exists store_providers;
