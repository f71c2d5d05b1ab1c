-- Relata migration (SQL Server)
-- 5 statements, 0 destructive.
BEGIN TRANSACTION;
ALTER TABLE customers DROP CONSTRAINT UQ_customers_email;
EXEC sp_rename N'customers', N'clients';
EXEC sp_rename N'PK_customers', N'PK_clients', 'OBJECT';
EXEC sp_rename N'DF_customers_score', N'DF_clients_score', 'OBJECT';
ALTER TABLE clients ADD CONSTRAINT UQ_clients_email UNIQUE (email);
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 5 statements, 0 destructive.
BEGIN TRANSACTION;
ALTER TABLE clients DROP CONSTRAINT UQ_clients_email;
EXEC sp_rename N'clients', N'customers';
EXEC sp_rename N'PK_clients', N'PK_customers', 'OBJECT';
EXEC sp_rename N'DF_clients_score', N'DF_customers_score', 'OBJECT';
ALTER TABLE customers ADD CONSTRAINT UQ_customers_email UNIQUE (email);
COMMIT TRANSACTION;
