-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
ALTER TABLE customers ALTER COLUMN name varchar(200) NULL;
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 1 statement, 1 destructive (marked -- DESTRUCTIVE below): back up the data first.
BEGIN TRANSACTION;
-- DESTRUCTIVE: customers.name: type varchar(200) narrows to varchar(80)
ALTER TABLE customers ALTER COLUMN name varchar(80) NULL;
COMMIT TRANSACTION;
