-- Note: type character varying(15) becomes NVARCHAR(15) in mssql (categories.category_name, category_name, customers.city, customers.region, customers.country and 15 more)
-- Note: type bytea becomes VARBINARY(MAX) in mssql (categories.picture, picture, employees.photo, photo)
-- Note: type character varying(5) becomes NVARCHAR(5) in mssql (customer_customer_demo.customer_id, customer_customer_demo.customer_type_id, customer_id, customer_type_id, customer_demographics.customer_type_id and 2 more)
-- Note: type character varying(40) becomes NVARCHAR(40) in mssql (customers.company_name, company_name, orders.ship_name, ship_name, products.product_name and 3 more)
-- Note: type character varying(30) becomes NVARCHAR(30) in mssql (customers.contact_name, customers.contact_title, contact_name, contact_title, employees.title and 3 more)
-- Note: type character varying(60) becomes NVARCHAR(60) in mssql (customers.address, address, employees.address, orders.ship_address, ship_address and 5 more)
-- Note: type character varying(10) becomes NVARCHAR(10) in mssql (customers.postal_code, postal_code, employees.first_name, employees.postal_code, first_name and 3 more)
-- Note: type character varying(24) becomes NVARCHAR(24) in mssql (customers.phone, customers.fax, phone, fax, employees.home_phone and 4 more)
-- Note: type character varying(20) becomes NVARCHAR(20) in mssql (employees.last_name, last_name, employee_territories.territory_id, territory_id, products.quantity_per_unit and 2 more)
-- Note: type character varying(25) becomes NVARCHAR(25) in mssql (employees.title_of_courtesy, title_of_courtesy)
-- Note: type character varying(4) becomes NVARCHAR(4) in mssql (employees.extension, extension)
-- Note: type character varying(255) becomes NVARCHAR(255) in mssql (employees.photo_path, photo_path)
-- Note: type character varying(100) becomes NVARCHAR(100) in mssql (us_states.state_name, state_name)
-- Note: type character varying(2) becomes NVARCHAR(2) in mssql (us_states.state_abbr, state_abbr)
-- Note: type character varying(50) becomes NVARCHAR(50) in mssql (us_states.state_region, state_region)

CREATE TABLE categories (
  category_id smallint NOT NULL,
  category_name NVARCHAR(15) NOT NULL,
  description text NULL,
  picture VARBINARY(MAX) NULL,
  CONSTRAINT pk_categories PRIMARY KEY (category_id)
);

CREATE TABLE customer_customer_demo (
  customer_id NVARCHAR(5) NOT NULL,
  customer_type_id NVARCHAR(5) NOT NULL,
  CONSTRAINT pk_customer_customer_demo PRIMARY KEY (customer_id, customer_type_id)
);

CREATE TABLE customer_demographics (
  customer_type_id NVARCHAR(5) NOT NULL,
  customer_desc text NULL,
  CONSTRAINT pk_customer_demographics PRIMARY KEY (customer_type_id)
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
  CONSTRAINT pk_customers PRIMARY KEY (customer_id)
);

CREATE TABLE employees (
  employee_id smallint NOT NULL,
  last_name NVARCHAR(20) NOT NULL,
  first_name NVARCHAR(10) NOT NULL,
  title NVARCHAR(30) NULL,
  title_of_courtesy NVARCHAR(25) NULL,
  birth_date date NULL,
  hire_date date NULL,
  address NVARCHAR(60) NULL,
  city NVARCHAR(15) NULL,
  region NVARCHAR(15) NULL,
  postal_code NVARCHAR(10) NULL,
  country NVARCHAR(15) NULL,
  home_phone NVARCHAR(24) NULL,
  extension NVARCHAR(4) NULL,
  photo VARBINARY(MAX) NULL,
  notes text NULL,
  reports_to smallint NULL,
  photo_path NVARCHAR(255) NULL,
  CONSTRAINT pk_employees PRIMARY KEY (employee_id)
);

CREATE TABLE employee_territories (
  employee_id smallint NOT NULL,
  territory_id NVARCHAR(20) NOT NULL,
  CONSTRAINT pk_employee_territories PRIMARY KEY (employee_id, territory_id)
);

CREATE TABLE order_details (
  order_id smallint NOT NULL,
  product_id smallint NOT NULL,
  unit_price real NOT NULL,
  quantity smallint NOT NULL,
  discount real NOT NULL,
  CONSTRAINT pk_order_details PRIMARY KEY (order_id, product_id)
);

CREATE TABLE orders (
  order_id smallint NOT NULL,
  customer_id NVARCHAR(5) NULL,
  employee_id smallint NULL,
  order_date date NULL,
  required_date date NULL,
  shipped_date date NULL,
  ship_via smallint NULL,
  freight real NULL,
  ship_name NVARCHAR(40) NULL,
  ship_address NVARCHAR(60) NULL,
  ship_city NVARCHAR(15) NULL,
  ship_region NVARCHAR(15) NULL,
  ship_postal_code NVARCHAR(10) NULL,
  ship_country NVARCHAR(15) NULL,
  CONSTRAINT pk_orders PRIMARY KEY (order_id)
);

CREATE TABLE products (
  product_id smallint NOT NULL,
  product_name NVARCHAR(40) NOT NULL,
  supplier_id smallint NULL,
  category_id smallint NULL,
  quantity_per_unit NVARCHAR(20) NULL,
  unit_price real NULL,
  units_in_stock smallint NULL,
  units_on_order smallint NULL,
  reorder_level smallint NULL,
  discontinued INT NOT NULL,
  CONSTRAINT pk_products PRIMARY KEY (product_id)
);

CREATE TABLE region (
  region_id smallint NOT NULL,
  region_description NVARCHAR(60) NOT NULL,
  CONSTRAINT pk_region PRIMARY KEY (region_id)
);

CREATE TABLE shippers (
  shipper_id smallint NOT NULL,
  company_name NVARCHAR(40) NOT NULL,
  phone NVARCHAR(24) NULL,
  CONSTRAINT pk_shippers PRIMARY KEY (shipper_id)
);

CREATE TABLE suppliers (
  supplier_id smallint NOT NULL,
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
  homepage text NULL,
  CONSTRAINT pk_suppliers PRIMARY KEY (supplier_id)
);

CREATE TABLE territories (
  territory_id NVARCHAR(20) NOT NULL,
  territory_description NVARCHAR(60) NOT NULL,
  region_id smallint NOT NULL,
  CONSTRAINT pk_territories PRIMARY KEY (territory_id)
);

CREATE TABLE us_states (
  state_id smallint NOT NULL,
  state_name NVARCHAR(100) NULL,
  state_abbr NVARCHAR(2) NULL,
  state_region NVARCHAR(50) NULL,
  CONSTRAINT pk_usstates PRIMARY KEY (state_id)
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
