-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
EXEC sp_rename N'orders.customer_id', N'client_id', 'COLUMN';
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
EXEC sp_rename N'orders.client_id', N'customer_id', 'COLUMN';
COMMIT TRANSACTION;
