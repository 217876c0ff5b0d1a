alter table surveys drop column if exists is_anonymous;
