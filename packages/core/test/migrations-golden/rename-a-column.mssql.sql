-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
EXEC sp_rename N'customers.name', N'full_name', 'COLUMN';
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
EXEC sp_rename N'customers.full_name', N'name', 'COLUMN';
COMMIT TRANSACTION;
