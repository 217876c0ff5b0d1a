delete from account_codes where purpose = 'additional';
alter table account_codes drop constraint account_codes_purpose_check;
alter table account_codes add constraint account_codes_purpose_check check (purpose in ('verify', 'reset'));

alter table users drop column pending_additional_email, drop column additional_email_verified;

drop table throttle_events;
