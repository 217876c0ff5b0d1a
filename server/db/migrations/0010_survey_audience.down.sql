create table survey_audience_settings (
  company_id integer primary key references companies,
  is_audience_addressed boolean not null
);
insert into survey_audience_settings (company_id, is_audience_addressed)
select c.company_id, c.is_audience_addressed
  from company_event_types c join event_types e on e.event_type_id = c.event_type_id
 where e.event_type_name = 'Encuesta' and c.active;

create table survey_users (
  survey_id integer not null references surveys on delete cascade,
  user_id integer not null references users on delete cascade,
  primary key (survey_id, user_id)
);
insert into survey_users (survey_id, user_id)
select a.item_id, a.user_id from item_audiences a join surveys s on s.survey_id = a.item_id
 where a.item_kind = 'survey';
delete from item_audiences where item_kind = 'survey';
