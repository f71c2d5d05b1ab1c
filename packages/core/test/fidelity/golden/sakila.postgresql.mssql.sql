CREATE TABLE actor (
  actor_id INT IDENTITY(1,1) NOT NULL,
  first_name NVARCHAR(45) NOT NULL,
  last_name NVARCHAR(45) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_actor PRIMARY KEY (actor_id)
);
ALTER TABLE actor ADD CONSTRAINT DF_actor_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE category (
  category_id INT IDENTITY(1,1) NOT NULL,
  name NVARCHAR(25) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_category PRIMARY KEY (category_id)
);
ALTER TABLE category ADD CONSTRAINT DF_category_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE film (
  film_id INT IDENTITY(1,1) NOT NULL,
  title NVARCHAR(255) NOT NULL,
  description TEXT NULL,
  release_year INT NULL,
  language_id INT NOT NULL,
  original_language_id INT NULL,
  rental_duration SMALLINT NOT NULL,
  rental_rate NUMERIC(4, 2) NOT NULL,
  length SMALLINT NULL,
  replacement_cost NUMERIC(5, 2) NOT NULL,
  rating NVARCHAR(5) NULL,
  last_update DATETIME2 NOT NULL,
  special_features NVARCHAR(MAX) NULL,
  fulltext NVARCHAR(MAX) NOT NULL,
  CONSTRAINT PK_film PRIMARY KEY (film_id)
);
ALTER TABLE film ADD CONSTRAINT DF_film_rental_duration DEFAULT 3 FOR rental_duration;
ALTER TABLE film ADD CONSTRAINT DF_film_rental_rate DEFAULT 4.99 FOR rental_rate;
ALTER TABLE film ADD CONSTRAINT DF_film_replacement_cost DEFAULT 19.99 FOR replacement_cost;
ALTER TABLE film ADD CONSTRAINT DF_film_rating DEFAULT 'G' FOR rating;
ALTER TABLE film ADD CONSTRAINT DF_film_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE film_actor (
  actor_id INT NOT NULL,
  film_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_film_actor PRIMARY KEY (actor_id, film_id)
);
ALTER TABLE film_actor ADD CONSTRAINT DF_film_actor_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE film_category (
  film_id INT NOT NULL,
  category_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_film_category PRIMARY KEY (film_id, category_id)
);
ALTER TABLE film_category ADD CONSTRAINT DF_film_category_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE address (
  address_id INT IDENTITY(1,1) NOT NULL,
  address NVARCHAR(50) NOT NULL,
  address2 NVARCHAR(50) NULL,
  district NVARCHAR(20) NOT NULL,
  city_id INT NOT NULL,
  postal_code NVARCHAR(10) NULL,
  phone NVARCHAR(20) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_address PRIMARY KEY (address_id)
);
ALTER TABLE address ADD CONSTRAINT DF_address_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE city (
  city_id INT IDENTITY(1,1) NOT NULL,
  city NVARCHAR(50) NOT NULL,
  country_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_city PRIMARY KEY (city_id)
);
ALTER TABLE city ADD CONSTRAINT DF_city_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE country (
  country_id INT IDENTITY(1,1) NOT NULL,
  country NVARCHAR(50) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_country PRIMARY KEY (country_id)
);
ALTER TABLE country ADD CONSTRAINT DF_country_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE customer (
  customer_id INT IDENTITY(1,1) NOT NULL,
  store_id INT NOT NULL,
  first_name NVARCHAR(45) NOT NULL,
  last_name NVARCHAR(45) NOT NULL,
  email NVARCHAR(50) NULL,
  address_id INT NOT NULL,
  activebool BIT NOT NULL,
  create_date DATE NOT NULL,
  last_update DATETIME2 NULL,
  active INT NULL,
  CONSTRAINT PK_customer PRIMARY KEY (customer_id)
);
ALTER TABLE customer ADD CONSTRAINT DF_customer_activebool DEFAULT 1 FOR activebool;
ALTER TABLE customer ADD CONSTRAINT DF_customer_create_date DEFAULT (('now'::text)::date) FOR create_date;
ALTER TABLE customer ADD CONSTRAINT DF_customer_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE inventory (
  inventory_id INT IDENTITY(1,1) NOT NULL,
  film_id INT NOT NULL,
  store_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_inventory PRIMARY KEY (inventory_id)
);
ALTER TABLE inventory ADD CONSTRAINT DF_inventory_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE language (
  language_id INT IDENTITY(1,1) NOT NULL,
  name NCHAR(20) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_language PRIMARY KEY (language_id)
);
ALTER TABLE language ADD CONSTRAINT DF_language_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE payment (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount NUMERIC(5, 2) NOT NULL,
  payment_date DATETIME2 NOT NULL,
  CONSTRAINT PK_payment PRIMARY KEY (payment_id)
);

CREATE TABLE payment_p2007_01 (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount NUMERIC(5, 2) NOT NULL,
  payment_date DATETIME2 NOT NULL
);

CREATE TABLE payment_p2007_02 (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount NUMERIC(5, 2) NOT NULL,
  payment_date DATETIME2 NOT NULL
);

CREATE TABLE payment_p2007_03 (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount NUMERIC(5, 2) NOT NULL,
  payment_date DATETIME2 NOT NULL
);

CREATE TABLE payment_p2007_04 (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount NUMERIC(5, 2) NOT NULL,
  payment_date DATETIME2 NOT NULL
);

CREATE TABLE payment_p2007_05 (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount NUMERIC(5, 2) NOT NULL,
  payment_date DATETIME2 NOT NULL
);

CREATE TABLE payment_p2007_06 (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount NUMERIC(5, 2) NOT NULL,
  payment_date DATETIME2 NOT NULL
);

CREATE TABLE rental (
  rental_id INT IDENTITY(1,1) NOT NULL,
  rental_date DATETIME2 NOT NULL,
  inventory_id INT NOT NULL,
  customer_id INT NOT NULL,
  return_date DATETIME2 NULL,
  staff_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_rental PRIMARY KEY (rental_id)
);
ALTER TABLE rental ADD CONSTRAINT DF_rental_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE staff (
  staff_id INT IDENTITY(1,1) NOT NULL,
  first_name NVARCHAR(45) NOT NULL,
  last_name NVARCHAR(45) NOT NULL,
  address_id INT NOT NULL,
  email NVARCHAR(50) NULL,
  store_id INT NOT NULL,
  active BIT NOT NULL,
  username NVARCHAR(16) NOT NULL,
  password NVARCHAR(40) NULL,
  last_update DATETIME2 NOT NULL,
  picture VARBINARY(MAX) NULL,
  CONSTRAINT PK_staff PRIMARY KEY (staff_id)
);
ALTER TABLE staff ADD CONSTRAINT DF_staff_active DEFAULT 1 FOR active;
ALTER TABLE staff ADD CONSTRAINT DF_staff_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE store (
  store_id INT IDENTITY(1,1) NOT NULL,
  manager_staff_id INT NOT NULL,
  address_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_store PRIMARY KEY (store_id),
  CONSTRAINT UQ_store_manager_staff_id UNIQUE (manager_staff_id)
);
ALTER TABLE store ADD CONSTRAINT DF_store_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

ALTER TABLE film WITH CHECK ADD CONSTRAINT film_language_id_fkey FOREIGN KEY (language_id) REFERENCES language (language_id);
ALTER TABLE film WITH CHECK ADD CONSTRAINT film_original_language_id_fkey FOREIGN KEY (original_language_id) REFERENCES language (language_id);
ALTER TABLE film_actor WITH CHECK ADD CONSTRAINT film_actor_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES actor (actor_id);
ALTER TABLE film_actor WITH CHECK ADD CONSTRAINT film_actor_film_id_fkey FOREIGN KEY (film_id) REFERENCES film (film_id);
ALTER TABLE film_category WITH CHECK ADD CONSTRAINT film_category_category_id_fkey FOREIGN KEY (category_id) REFERENCES category (category_id);
ALTER TABLE film_category WITH CHECK ADD CONSTRAINT film_category_film_id_fkey FOREIGN KEY (film_id) REFERENCES film (film_id);
ALTER TABLE address WITH CHECK ADD CONSTRAINT address_city_id_fkey FOREIGN KEY (city_id) REFERENCES city (city_id);
ALTER TABLE city WITH CHECK ADD CONSTRAINT city_country_id_fkey FOREIGN KEY (country_id) REFERENCES country (country_id);
ALTER TABLE customer WITH CHECK ADD CONSTRAINT customer_address_id_fkey FOREIGN KEY (address_id) REFERENCES address (address_id);
ALTER TABLE customer WITH CHECK ADD CONSTRAINT customer_store_id_fkey FOREIGN KEY (store_id) REFERENCES store (store_id);
ALTER TABLE inventory WITH CHECK ADD CONSTRAINT inventory_film_id_fkey FOREIGN KEY (film_id) REFERENCES film (film_id);
ALTER TABLE inventory WITH CHECK ADD CONSTRAINT inventory_store_id_fkey FOREIGN KEY (store_id) REFERENCES store (store_id);
ALTER TABLE payment WITH CHECK ADD CONSTRAINT payment_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
ALTER TABLE payment WITH CHECK ADD CONSTRAINT payment_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental (rental_id);
ALTER TABLE payment WITH CHECK ADD CONSTRAINT payment_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE payment_p2007_01 WITH CHECK ADD CONSTRAINT payment_p2007_01_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
ALTER TABLE payment_p2007_01 WITH CHECK ADD CONSTRAINT payment_p2007_01_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental (rental_id);
ALTER TABLE payment_p2007_01 WITH CHECK ADD CONSTRAINT payment_p2007_01_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE payment_p2007_02 WITH CHECK ADD CONSTRAINT payment_p2007_02_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
ALTER TABLE payment_p2007_02 WITH CHECK ADD CONSTRAINT payment_p2007_02_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental (rental_id);
ALTER TABLE payment_p2007_02 WITH CHECK ADD CONSTRAINT payment_p2007_02_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE payment_p2007_03 WITH CHECK ADD CONSTRAINT payment_p2007_03_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
ALTER TABLE payment_p2007_03 WITH CHECK ADD CONSTRAINT payment_p2007_03_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental (rental_id);
ALTER TABLE payment_p2007_03 WITH CHECK ADD CONSTRAINT payment_p2007_03_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE payment_p2007_04 WITH CHECK ADD CONSTRAINT payment_p2007_04_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
ALTER TABLE payment_p2007_04 WITH CHECK ADD CONSTRAINT payment_p2007_04_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental (rental_id);
ALTER TABLE payment_p2007_04 WITH CHECK ADD CONSTRAINT payment_p2007_04_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE payment_p2007_05 WITH CHECK ADD CONSTRAINT payment_p2007_05_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
ALTER TABLE payment_p2007_05 WITH CHECK ADD CONSTRAINT payment_p2007_05_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental (rental_id);
ALTER TABLE payment_p2007_05 WITH CHECK ADD CONSTRAINT payment_p2007_05_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE payment_p2007_06 WITH CHECK ADD CONSTRAINT payment_p2007_06_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
ALTER TABLE payment_p2007_06 WITH CHECK ADD CONSTRAINT payment_p2007_06_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental (rental_id);
ALTER TABLE payment_p2007_06 WITH CHECK ADD CONSTRAINT payment_p2007_06_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE rental WITH CHECK ADD CONSTRAINT rental_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
ALTER TABLE rental WITH CHECK ADD CONSTRAINT rental_inventory_id_fkey FOREIGN KEY (inventory_id) REFERENCES inventory (inventory_id);
ALTER TABLE rental WITH CHECK ADD CONSTRAINT rental_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE staff WITH CHECK ADD CONSTRAINT staff_address_id_fkey FOREIGN KEY (address_id) REFERENCES address (address_id);
ALTER TABLE staff WITH CHECK ADD CONSTRAINT staff_store_id_fkey FOREIGN KEY (store_id) REFERENCES store (store_id);
ALTER TABLE store WITH CHECK ADD CONSTRAINT store_address_id_fkey FOREIGN KEY (address_id) REFERENCES address (address_id);
ALTER TABLE store WITH CHECK ADD CONSTRAINT store_manager_staff_id_fkey FOREIGN KEY (manager_staff_id) REFERENCES staff (staff_id);
