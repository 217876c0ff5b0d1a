drop table if exists job_postulations;
drop table if exists directory_infos;
drop table if exists user_activities;
