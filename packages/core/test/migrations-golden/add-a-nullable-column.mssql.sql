-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
ALTER TABLE orders ADD placed_at DATETIME2 NULL;
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 1 statement, 1 destructive (marked -- DESTRUCTIVE below): back up the data first.
BEGIN TRANSACTION;
-- DESTRUCTIVE: drops column orders.placed_at and its values
ALTER TABLE orders DROP COLUMN placed_at;
COMMIT TRANSACTION;
