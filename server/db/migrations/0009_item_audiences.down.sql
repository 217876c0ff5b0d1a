drop table item_audiences;
