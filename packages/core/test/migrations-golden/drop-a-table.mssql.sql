-- Relata migration (SQL Server)
-- 1 statement, 1 destructive (marked -- DESTRUCTIVE below): back up the data first.
BEGIN TRANSACTION;
-- DESTRUCTIVE: drops table notes and its rows
DROP TABLE notes;
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 1 statement, 0 destructive.
BEGIN TRANSACTION;
CREATE TABLE notes (
  body NVARCHAR(MAX) NULL,
  author varchar(40) NULL
);
COMMIT TRANSACTION;
