alter table directory_sub_categories alter column sub_category_service_id drop identity;
alter table directory_categories alter column category_service_id drop identity;
alter table gender_identities alter column gender_identity_id drop identity;
