-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
EXEC sp_rename N'orders.code', N'order_code', 'COLUMN';
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
EXEC sp_rename N'orders.order_code', N'code', 'COLUMN';
COMMIT TRANSACTION;
