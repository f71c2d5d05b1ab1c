-- A table's columns and details, and a version's snapshot, as json rather than jsonb (issue 21,
-- item 5). They are written and read whole, never searched or compared inside, and json keeps the
-- text as written: nothing is converted on the way in or out. An import of 10 000 tables writes
-- about 24 MB of columns, which as jsonb took PGlite about 0.3 s more to write and more to read.
alter table db_entities alter column attributes drop default;
alter table db_entities alter column attributes type json using attributes::json;
alter table db_entities alter column attributes set default '[]';
alter table db_entities alter column details drop default;
alter table db_entities alter column details type json using details::json;
alter table db_entities alter column details set default '{}';
alter table diagram_versions alter column snapshot type json using snapshot::json;
