drop table comment_reports;
drop table post_comments;
drop table post_likes;
drop table post_reads;
drop table post_files;
drop table company_posts;
delete from item_audiences where item_kind in ('post', 'gallery');
