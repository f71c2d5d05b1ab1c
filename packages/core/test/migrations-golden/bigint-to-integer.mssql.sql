-- Relata migration (SQL Server)
-- 1 statement, 1 destructive (marked -- DESTRUCTIVE below): back up the data first.
BEGIN TRANSACTION;
-- DESTRUCTIVE: products.weight: type bigint narrows to integer
ALTER TABLE products ALTER COLUMN weight INT NULL;
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
ALTER TABLE products ALTER COLUMN weight bigint NULL;
COMMIT TRANSACTION;
