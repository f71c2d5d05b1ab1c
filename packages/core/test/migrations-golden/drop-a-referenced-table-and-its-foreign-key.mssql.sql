-- Relata migration (SQL Server)
-- 2 statements, 1 destructive (marked -- DESTRUCTIVE below): back up the data first.
BEGIN TRANSACTION;
ALTER TABLE order_lines DROP CONSTRAINT fk_lines_product;
-- DESTRUCTIVE: drops table products and its rows
DROP TABLE products;
COMMIT TRANSACTION;

-- Rollback
-- Relata migration (SQL Server)
-- 2 statements, 0 destructive.
BEGIN TRANSACTION;
CREATE TABLE products (
  sku varchar(20) NOT NULL,
  title varchar(100) NOT NULL,
  price decimal(10,2) NULL CONSTRAINT chk_price CHECK (price >= 0),
  weight bigint NULL,
  CONSTRAINT PK_products PRIMARY KEY (sku),
  CONSTRAINT uq_products_title UNIQUE (title)
);
ALTER TABLE order_lines WITH CHECK ADD CONSTRAINT fk_lines_product FOREIGN KEY (sku) REFERENCES products (sku);
COMMIT TRANSACTION;
