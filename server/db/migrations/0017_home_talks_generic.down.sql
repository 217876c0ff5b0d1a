drop table generic_contact_infos;
drop table generic_section_items;
drop table generic_contact_types;
drop table generic_sections;
drop table company_holiday_views;
drop table auditorium_views;
drop table auditoriums;
