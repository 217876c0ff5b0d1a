drop index users_invitation_idx;
alter table users
  drop column invitation_id,
  add column referral_token text;
drop table company_invitations;
