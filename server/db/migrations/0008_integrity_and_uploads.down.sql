drop table uploaded_files;
alter table survey_answer_types drop column company_id;
alter table survey_user_profile_answers drop constraint survey_answers_one_per_question;
alter table survey_user_profile_answers drop column grid_row;
