drop table acknowledgments;
drop table acknowledgment_levels;
drop table acknowledgment_types;
