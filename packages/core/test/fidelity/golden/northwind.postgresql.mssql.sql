CREATE TABLE categories (
  category_id SMALLINT NOT NULL,
  category_name NVARCHAR(15) NOT NULL,
  description TEXT NULL,
  picture VARBINARY(MAX) NULL,
  CONSTRAINT PK_categories PRIMARY KEY (category_id)
);

CREATE TABLE customer_customer_demo (
  customer_id NVARCHAR(5) NOT NULL,
  customer_type_id NVARCHAR(5) NOT NULL,
  CONSTRAINT PK_customer_customer_demo PRIMARY KEY (customer_id, customer_type_id)
);

CREATE TABLE customer_demographics (
  customer_type_id NVARCHAR(5) NOT NULL,
  customer_desc TEXT NULL,
  CONSTRAINT PK_customer_demographics PRIMARY KEY (customer_type_id)
);

CREATE TABLE customers (
  customer_id NVARCHAR(5) NOT NULL,
  company_name NVARCHAR(40) NOT NULL,
  contact_name NVARCHAR(30) NULL,
  contact_title NVARCHAR(30) NULL,
  address NVARCHAR(60) NULL,
  city NVARCHAR(15) NULL,
  region NVARCHAR(15) NULL,
  postal_code NVARCHAR(10) NULL,
  country NVARCHAR(15) NULL,
  phone NVARCHAR(24) NULL,
  fax NVARCHAR(24) NULL,
  CONSTRAINT PK_customers PRIMARY KEY (customer_id)
);

CREATE TABLE employees (
  employee_id SMALLINT NOT NULL,
  last_name NVARCHAR(20) NOT NULL,
  first_name NVARCHAR(10) NOT NULL,
  title NVARCHAR(30) NULL,
  title_of_courtesy NVARCHAR(25) NULL,
  birth_date DATE NULL,
  hire_date DATE NULL,
  address NVARCHAR(60) NULL,
  city NVARCHAR(15) NULL,
  region NVARCHAR(15) NULL,
  postal_code NVARCHAR(10) NULL,
  country NVARCHAR(15) NULL,
  home_phone NVARCHAR(24) NULL,
  extension NVARCHAR(4) NULL,
  photo VARBINARY(MAX) NULL,
  notes TEXT NULL,
  reports_to SMALLINT NULL,
  photo_path NVARCHAR(255) NULL,
  CONSTRAINT PK_employees PRIMARY KEY (employee_id)
);

CREATE TABLE employee_territories (
  employee_id SMALLINT NOT NULL,
  territory_id NVARCHAR(20) NOT NULL,
  CONSTRAINT PK_employee_territories PRIMARY KEY (employee_id, territory_id)
);

CREATE TABLE order_details (
  order_id SMALLINT NOT NULL,
  product_id SMALLINT NOT NULL,
  unit_price REAL NOT NULL,
  quantity SMALLINT NOT NULL,
  discount REAL NOT NULL,
  CONSTRAINT PK_order_details PRIMARY KEY (order_id, product_id)
);

CREATE TABLE orders (
  order_id SMALLINT NOT NULL,
  customer_id NVARCHAR(5) NULL,
  employee_id SMALLINT NULL,
  order_date DATE NULL,
  required_date DATE NULL,
  shipped_date DATE NULL,
  ship_via SMALLINT NULL,
  freight REAL NULL,
  ship_name NVARCHAR(40) NULL,
  ship_address NVARCHAR(60) NULL,
  ship_city NVARCHAR(15) NULL,
  ship_region NVARCHAR(15) NULL,
  ship_postal_code NVARCHAR(10) NULL,
  ship_country NVARCHAR(15) NULL,
  CONSTRAINT PK_orders PRIMARY KEY (order_id)
);

CREATE TABLE products (
  product_id SMALLINT NOT NULL,
  product_name NVARCHAR(40) NOT NULL,
  supplier_id SMALLINT NULL,
  category_id SMALLINT NULL,
  quantity_per_unit NVARCHAR(20) NULL,
  unit_price REAL NULL,
  units_in_stock SMALLINT NULL,
  units_on_order SMALLINT NULL,
  reorder_level SMALLINT NULL,
  discontinued INT NOT NULL,
  CONSTRAINT PK_products PRIMARY KEY (product_id)
);

CREATE TABLE region (
  region_id SMALLINT NOT NULL,
  region_description NVARCHAR(60) NOT NULL,
  CONSTRAINT PK_region PRIMARY KEY (region_id)
);

CREATE TABLE shippers (
  shipper_id SMALLINT NOT NULL,
  company_name NVARCHAR(40) NOT NULL,
  phone NVARCHAR(24) NULL,
  CONSTRAINT PK_shippers PRIMARY KEY (shipper_id)
);

CREATE TABLE suppliers (
  supplier_id SMALLINT NOT NULL,
  company_name NVARCHAR(40) NOT NULL,
  contact_name NVARCHAR(30) NULL,
  contact_title NVARCHAR(30) NULL,
  address NVARCHAR(60) NULL,
  city NVARCHAR(15) NULL,
  region NVARCHAR(15) NULL,
  postal_code NVARCHAR(10) NULL,
  country NVARCHAR(15) NULL,
  phone NVARCHAR(24) NULL,
  fax NVARCHAR(24) NULL,
  homepage TEXT NULL,
  CONSTRAINT PK_suppliers PRIMARY KEY (supplier_id)
);

CREATE TABLE territories (
  territory_id NVARCHAR(20) NOT NULL,
  territory_description NVARCHAR(60) NOT NULL,
  region_id SMALLINT NOT NULL,
  CONSTRAINT PK_territories PRIMARY KEY (territory_id)
);

CREATE TABLE us_states (
  state_id SMALLINT NOT NULL,
  state_name NVARCHAR(100) NULL,
  state_abbr NVARCHAR(2) NULL,
  state_region NVARCHAR(50) NULL,
  CONSTRAINT PK_us_states PRIMARY KEY (state_id)
);

ALTER TABLE customer_customer_demo WITH CHECK ADD CONSTRAINT fk_customer_customer_demo_customer_demographics FOREIGN KEY (customer_type_id) REFERENCES customer_demographics (customer_type_id);
ALTER TABLE customer_customer_demo WITH CHECK ADD CONSTRAINT fk_customer_customer_demo_customers FOREIGN KEY (customer_id) REFERENCES customers (customer_id);
ALTER TABLE employees WITH CHECK ADD CONSTRAINT fk_employees_employees FOREIGN KEY (reports_to) REFERENCES employees (employee_id);
ALTER TABLE employee_territories WITH CHECK ADD CONSTRAINT fk_employee_territories_territories FOREIGN KEY (territory_id) REFERENCES territories (territory_id);
ALTER TABLE employee_territories WITH CHECK ADD CONSTRAINT fk_employee_territories_employees FOREIGN KEY (employee_id) REFERENCES employees (employee_id);
ALTER TABLE order_details WITH CHECK ADD CONSTRAINT fk_order_details_products FOREIGN KEY (product_id) REFERENCES products (product_id);
ALTER TABLE order_details WITH CHECK ADD CONSTRAINT fk_order_details_orders FOREIGN KEY (order_id) REFERENCES orders (order_id);
ALTER TABLE orders WITH CHECK ADD CONSTRAINT fk_orders_customers FOREIGN KEY (customer_id) REFERENCES customers (customer_id);
ALTER TABLE orders WITH CHECK ADD CONSTRAINT fk_orders_employees FOREIGN KEY (employee_id) REFERENCES employees (employee_id);
ALTER TABLE orders WITH CHECK ADD CONSTRAINT fk_orders_shippers FOREIGN KEY (ship_via) REFERENCES shippers (shipper_id);
ALTER TABLE products WITH CHECK ADD CONSTRAINT fk_products_categories FOREIGN KEY (category_id) REFERENCES categories (category_id);
ALTER TABLE products WITH CHECK ADD CONSTRAINT fk_products_suppliers FOREIGN KEY (supplier_id) REFERENCES suppliers (supplier_id);
ALTER TABLE territories WITH CHECK ADD CONSTRAINT fk_territories_region FOREIGN KEY (region_id) REFERENCES region (region_id);
