-- Relata migration (SQL Server)
-- 1 statement, 1 destructive (marked -- DESTRUCTIVE below): back up the data first.
BEGIN TRANSACTION;
-- DESTRUCTIVE: drops column orders.note and its values
ALTER TABLE orders DROP COLUMN note;
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
ALTER TABLE orders ADD note NVARCHAR(MAX) NULL;
COMMIT TRANSACTION;
