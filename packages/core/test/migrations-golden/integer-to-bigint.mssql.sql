-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
ALTER TABLE customers ALTER COLUMN score bigint NULL;
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 1 statement, 1 destructive (marked -- DESTRUCTIVE below): back up the data first.
BEGIN TRANSACTION;
-- DESTRUCTIVE: customers.score: type bigint narrows to integer
ALTER TABLE customers ALTER COLUMN score INT NULL;
COMMIT TRANSACTION;
