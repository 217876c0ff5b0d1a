-- One answer per participation and question (per grid row for scale grids), enforced by the store so that
-- concurrent saves meet on one row on PostgreSQL as on PGlite; answer types of each company; every stored
-- upload with its owner and size, for the per-member quota and for freeing replaced files.

alter table survey_user_profile_answers add column grid_row integer not null default 0;
update survey_user_profile_answers a set grid_row = coalesce(a.selected_answer_config_id, 0)
  from survey_questions q
 where q.survey_question_id = a.survey_question_id and q.survey_answer_type_id = 3;
-- Duplicates left by earlier races: the newest answer stays.
delete from survey_user_profile_answers a
 using survey_user_profile_answers b
 where a.survey_user_profile_id = b.survey_user_profile_id and a.survey_question_id = b.survey_question_id
   and a.grid_row = b.grid_row and a.survey_user_profile_answer_id < b.survey_user_profile_answer_id;
alter table survey_user_profile_answers
  add constraint survey_answers_one_per_question unique (survey_user_profile_id, survey_question_id, grid_row);

-- Null for the built-in types every company shares (ids 1-6); a company's own types carry its id.
alter table survey_answer_types add column company_id integer references companies on delete cascade;
update survey_answer_types set company_id = (select min(company_id) from companies)
 where survey_answer_type_id >= 100;

create table uploaded_files (
  url text primary key,
  user_id integer not null references users on delete cascade,
  bytes integer not null check (bytes >= 0),
  created_at timestamptz not null default now()
);
create index uploaded_files_user_idx on uploaded_files (user_id);
