-- Relata migration (SQL Server)
-- 2 statements, 0 destructive.
BEGIN TRANSACTION;
CREATE TABLE audit (
  id bigint NOT NULL,
  what varchar(200) NOT NULL,
  customer_id INT NULL,
  CONSTRAINT PK_audit PRIMARY KEY (id)
);
ALTER TABLE audit WITH CHECK ADD CONSTRAINT fk_audit_customer FOREIGN KEY (customer_id) REFERENCES customers (id);
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 2 statements, 1 destructive (marked -- DESTRUCTIVE below): back up the data first.
BEGIN TRANSACTION;
ALTER TABLE audit DROP CONSTRAINT fk_audit_customer;
-- DESTRUCTIVE: drops table audit and its rows
DROP TABLE audit;
COMMIT TRANSACTION;
