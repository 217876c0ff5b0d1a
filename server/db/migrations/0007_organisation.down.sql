drop table if exists user_load_refusals;
drop table if exists user_load_jobs;
alter table company_customizations
  drop column if exists free_post,
  drop column if exists amount_to_verify,
  drop column if exists amount,
  drop column if exists no_days_grace,
  drop column if exists no_post;
drop table if exists company_event_types;
drop table if exists event_types;
drop table if exists company_holidays;
drop index if exists users_organisation_idx;
drop index if exists users_employee_no_key;
alter table users
  drop column if exists active,
  drop column if exists job_role_id,
  drop column if exists department_id,
  drop column if exists branch_office_id,
  drop column if exists extension,
  drop column if exists hiring_date,
  drop column if exists employee_no;
drop table if exists job_roles;
drop table if exists branch_offices;
drop table if exists departments;
