-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
EXEC sp_rename N'notes', N'remarks';
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
EXEC sp_rename N'remarks', N'notes';
COMMIT TRANSACTION;
