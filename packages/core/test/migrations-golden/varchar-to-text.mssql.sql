-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
ALTER TABLE notes ALTER COLUMN author NVARCHAR(MAX) NULL;
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 1 statement, 1 destructive (marked -- DESTRUCTIVE below): back up the data first.
BEGIN TRANSACTION;
-- DESTRUCTIVE: notes.author: type text narrows to varchar(40)
ALTER TABLE notes ALTER COLUMN author varchar(40) NULL;
COMMIT TRANSACTION;
