-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
ALTER TABLE orders ADD priority INT NOT NULL CONSTRAINT DF_orders_priority DEFAULT 3;
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 2 statements, 1 destructive (marked -- DESTRUCTIVE below): back up the data first.
BEGIN TRANSACTION;
ALTER TABLE orders DROP CONSTRAINT DF_orders_priority;
-- DESTRUCTIVE: drops column orders.priority and its values
ALTER TABLE orders DROP COLUMN priority;
COMMIT TRANSACTION;
