-- Surveys join the one audience of every area (item_audiences, kind 'survey') and the company's "Encuesta"
-- event-type setting (docs/decisions/0013). A company that addressed surveys keeps doing so.
insert into item_audiences (item_kind, item_id, user_id)
select 'survey', survey_id, user_id from survey_users
on conflict do nothing;

insert into company_event_types (company_id, event_type_id, is_audience_addressed)
select s.company_id, e.event_type_id, true
  from survey_audience_settings s join event_types e on e.event_type_name = 'Encuesta'
 where s.is_audience_addressed
   and not exists (select 1 from company_event_types c
                    where c.company_id = s.company_id and c.event_type_id = e.event_type_id and c.active);

drop table survey_users;
drop table survey_audience_settings;
