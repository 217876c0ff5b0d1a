drop table if exists card_verifications;
drop table if exists directory_cards;
drop table if exists directory_free_posts;
drop table if exists directory_ratings;
drop table if exists directory_contacts;
drop index if exists directory_infos_company_status_idx;
alter table directory_infos
  add column if not exists category_service_name text,
  add column if not exists sub_category_service_name text;
update directory_infos d set
  category_service_name = (select name from directory_categories c where c.category_service_id = d.category_service_id),
  sub_category_service_name = (select name from directory_sub_categories s
    where s.sub_category_service_id = d.sub_category_service_id);
alter table directory_infos
  drop column if exists created_at,
  drop column if exists needs_card,
  drop column if exists views,
  drop column if exists search_text,
  drop column if exists is_enable_rewards,
  drop column if exists contact_image,
  drop column if exists directory_type_id,
  drop column if exists sub_category_service_id,
  drop column if exists category_service_id,
  drop column if exists location,
  drop column if exists directory_description,
  drop column if exists company_id;
drop table if exists directory_types;
drop table if exists directory_sub_categories;
drop table if exists directory_categories;
