drop table chat_blocks;
drop table chat_messages;
drop table chat_group_members;
drop table chat_groups;
