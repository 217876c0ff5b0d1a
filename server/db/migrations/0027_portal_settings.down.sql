drop table portal_settings;
