-- Whether a survey is anonymous (docs/decisions/0076): its results and CSV name nobody and its breakdowns hide
-- small groups. Every survey is anonymous unless HR says otherwise, including those created before.
alter table surveys add column is_anonymous boolean not null default true;
