-- Note: mssql has no inline ENUM or SET: film.rating, film.special_features become VARCHAR (ENUM values kept by a CHECK)
-- Note: payment is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: rental is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: customer is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: staff is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: store is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: film is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: index idx_title_description on film_text loses its method FULLTEXT: mssql has none such
-- Note: foreign key address.fk_address_city: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key city.fk_city_country: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key customer.fk_customer_address: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key customer.fk_customer_store: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key film.fk_film_language: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key film.fk_film_language_original: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key film_actor.fk_film_actor_actor: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key film_actor.fk_film_actor_film: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key film_category.fk_film_category_film: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key film_category.fk_film_category_category: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key inventory.fk_inventory_store: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key inventory.fk_inventory_film: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key payment.fk_payment_customer: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key payment.fk_payment_staff: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key rental.fk_rental_staff: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key rental.fk_rental_inventory: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key rental.fk_rental_customer: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key staff.fk_staff_store: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key staff.fk_staff_address: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key store.fk_store_staff: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key store.fk_store_address: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: view customer_list is left out: its query is mysql SQL and is not translated
-- Note: view film_list is left out: its query is mysql SQL and is not translated
-- Note: view nicer_but_slower_film_list is left out: its query is mysql SQL and is not translated
-- Note: view staff_list is left out: its query is mysql SQL and is not translated
-- Note: view sales_by_store is left out: its query is mysql SQL and is not translated
-- Note: view sales_by_film_category is left out: its query is mysql SQL and is not translated
-- Note: view actor_info is left out: its query is mysql SQL and is not translated
-- Note: trigger ins_film is left out: it is mysql SQL
-- Note: trigger upd_film is left out: it is mysql SQL
-- Note: trigger del_film is left out: it is mysql SQL
-- Note: procedure rewards_report is left out: it is mysql SQL
-- Note: function get_customer_balance is left out: it is mysql SQL
-- Note: procedure film_in_stock is left out: it is mysql SQL
-- Note: procedure film_not_in_stock is left out: it is mysql SQL
-- Note: function inventory_held_by_customer is left out: it is mysql SQL
-- Note: function inventory_in_stock is left out: it is mysql SQL
-- Note: type INT UNSIGNED becomes INT in mssql (actor.actor_id, actor_id, address.address_id, address.city_id, address_id and 42 more)
-- Note: type TIMESTAMP becomes DATETIME2 in mssql (actor.last_update, last_update, address.last_update, category.last_update, city.last_update and 11 more)
-- Note: ON UPDATE CURRENT_TIMESTAMP is left out: only MySQL has it (actor.last_update, address.last_update, category.last_update, city.last_update, country.last_update and 10 more)
-- Note: type BOOLEAN becomes BIT in mssql (customer.active, active, staff.active)
-- Note: type YEAR becomes SMALLINT in mssql (film.release_year, release_year)
-- Note: type TINYINT UNSIGNED becomes TINYINT in mssql (film.rental_duration, rental_duration)
-- Note: type SMALLINT UNSIGNED becomes SMALLINT in mssql (film.length, length)
-- Note: type MEDIUMBLOB becomes VARBINARY(MAX) in mssql (staff.picture, picture)

CREATE TABLE actor (
  actor_id INT IDENTITY(1,1) NOT NULL,
  first_name VARCHAR(45) NOT NULL,
  last_name VARCHAR(45) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_actor PRIMARY KEY (actor_id)
);
ALTER TABLE actor ADD CONSTRAINT DF_actor_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE address (
  address_id INT IDENTITY(1,1) NOT NULL,
  address VARCHAR(50) NOT NULL,
  address2 VARCHAR(50) NULL,
  district VARCHAR(20) NOT NULL,
  city_id INT NOT NULL,
  postal_code VARCHAR(10) NULL,
  phone VARCHAR(20) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_address PRIMARY KEY (address_id)
);
ALTER TABLE address ADD CONSTRAINT DF_address_address2 DEFAULT NULL FOR address2;
ALTER TABLE address ADD CONSTRAINT DF_address_postal_code DEFAULT NULL FOR postal_code;
ALTER TABLE address ADD CONSTRAINT DF_address_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE category (
  category_id INT IDENTITY(1,1) NOT NULL,
  name VARCHAR(25) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_category PRIMARY KEY (category_id)
);
ALTER TABLE category ADD CONSTRAINT DF_category_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE city (
  city_id INT IDENTITY(1,1) NOT NULL,
  city VARCHAR(50) NOT NULL,
  country_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_city PRIMARY KEY (city_id)
);
ALTER TABLE city ADD CONSTRAINT DF_city_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE country (
  country_id INT IDENTITY(1,1) NOT NULL,
  country VARCHAR(50) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_country PRIMARY KEY (country_id)
);
ALTER TABLE country ADD CONSTRAINT DF_country_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE customer (
  customer_id INT IDENTITY(1,1) NOT NULL,
  store_id INT NOT NULL,
  first_name VARCHAR(45) NOT NULL,
  last_name VARCHAR(45) NOT NULL,
  email VARCHAR(50) NULL,
  address_id INT NOT NULL,
  active BIT NOT NULL,
  create_date DATETIME NOT NULL,
  last_update DATETIME2 NULL,
  CONSTRAINT PK_customer PRIMARY KEY (customer_id)
);
ALTER TABLE customer ADD CONSTRAINT DF_customer_email DEFAULT NULL FOR email;
ALTER TABLE customer ADD CONSTRAINT DF_customer_active DEFAULT 1 FOR active;
ALTER TABLE customer ADD CONSTRAINT DF_customer_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE film (
  film_id INT IDENTITY(1,1) NOT NULL,
  title VARCHAR(255) NOT NULL,
  description TEXT NULL,
  release_year SMALLINT NULL,
  language_id INT NOT NULL,
  original_language_id INT NULL,
  rental_duration TINYINT NOT NULL,
  rental_rate DECIMAL(4,2) NOT NULL,
  length SMALLINT NULL,
  replacement_cost DECIMAL(5,2) NOT NULL,
  rating varchar(5) NULL CHECK (rating IN (N'G', N'PG', N'PG-13', N'R', N'NC-17')),
  special_features varchar(54) NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_film PRIMARY KEY (film_id)
);
ALTER TABLE film ADD CONSTRAINT DF_film_description DEFAULT NULL FOR description;
ALTER TABLE film ADD CONSTRAINT DF_film_release_year DEFAULT NULL FOR release_year;
ALTER TABLE film ADD CONSTRAINT DF_film_original_language_id DEFAULT NULL FOR original_language_id;
ALTER TABLE film ADD CONSTRAINT DF_film_rental_duration DEFAULT 3 FOR rental_duration;
ALTER TABLE film ADD CONSTRAINT DF_film_rental_rate DEFAULT 4.99 FOR rental_rate;
ALTER TABLE film ADD CONSTRAINT DF_film_length DEFAULT NULL FOR length;
ALTER TABLE film ADD CONSTRAINT DF_film_replacement_cost DEFAULT 19.99 FOR replacement_cost;
ALTER TABLE film ADD CONSTRAINT DF_film_rating DEFAULT 'G' FOR rating;
ALTER TABLE film ADD CONSTRAINT DF_film_special_features DEFAULT NULL FOR special_features;
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

CREATE TABLE film_text (
  film_id INT NOT NULL,
  title VARCHAR(255) NOT NULL,
  description TEXT NULL,
  CONSTRAINT PK_film_text PRIMARY KEY (film_id)
);

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
  name CHAR(20) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_language PRIMARY KEY (language_id)
);
ALTER TABLE language ADD CONSTRAINT DF_language_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE payment (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NULL,
  amount DECIMAL(5,2) NOT NULL,
  payment_date DATETIME NOT NULL,
  last_update DATETIME2 NULL,
  CONSTRAINT PK_payment PRIMARY KEY (payment_id)
);
ALTER TABLE payment ADD CONSTRAINT DF_payment_rental_id DEFAULT NULL FOR rental_id;
ALTER TABLE payment ADD CONSTRAINT DF_payment_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE rental (
  rental_id INT IDENTITY(1,1) NOT NULL,
  rental_date DATETIME NOT NULL,
  inventory_id INT NOT NULL,
  customer_id INT NOT NULL,
  return_date DATETIME NULL,
  staff_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_rental PRIMARY KEY (rental_id),
  UNIQUE (rental_date, inventory_id, customer_id)
);
ALTER TABLE rental ADD CONSTRAINT DF_rental_return_date DEFAULT NULL FOR return_date;
ALTER TABLE rental ADD CONSTRAINT DF_rental_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE staff (
  staff_id INT IDENTITY(1,1) NOT NULL,
  first_name VARCHAR(45) NOT NULL,
  last_name VARCHAR(45) NOT NULL,
  address_id INT NOT NULL,
  picture VARBINARY(MAX) NULL,
  email VARCHAR(50) NULL,
  store_id INT NOT NULL,
  active BIT NOT NULL,
  username VARCHAR(16) NOT NULL,
  password VARCHAR(40) COLLATE utf8_bin NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_staff PRIMARY KEY (staff_id)
);
ALTER TABLE staff ADD CONSTRAINT DF_staff_picture DEFAULT NULL FOR picture;
ALTER TABLE staff ADD CONSTRAINT DF_staff_email DEFAULT NULL FOR email;
ALTER TABLE staff ADD CONSTRAINT DF_staff_active DEFAULT 1 FOR active;
ALTER TABLE staff ADD CONSTRAINT DF_staff_password DEFAULT NULL FOR password;
ALTER TABLE staff ADD CONSTRAINT DF_staff_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE store (
  store_id INT IDENTITY(1,1) NOT NULL,
  manager_staff_id INT NOT NULL,
  address_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_store PRIMARY KEY (store_id),
  CONSTRAINT idx_unique_manager UNIQUE (manager_staff_id)
);
ALTER TABLE store ADD CONSTRAINT DF_store_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE INDEX idx_actor_last_name ON actor (last_name);
CREATE INDEX idx_fk_city_id ON address (city_id);
CREATE INDEX idx_fk_country_id ON city (country_id);
CREATE INDEX idx_fk_store_id ON customer (store_id);
CREATE INDEX idx_fk_address_id ON customer (address_id);
CREATE INDEX idx_last_name ON customer (last_name);
CREATE INDEX idx_title ON film (title);
CREATE INDEX idx_fk_language_id ON film (language_id);
CREATE INDEX idx_fk_original_language_id ON film (original_language_id);
CREATE INDEX idx_fk_film_id ON film_actor (film_id);
CREATE INDEX idx_title_description ON film_text (title, description);
CREATE INDEX idx_fk_film_id ON inventory (film_id);
CREATE INDEX idx_store_id_film_id ON inventory (store_id, film_id);
CREATE INDEX idx_fk_staff_id ON payment (staff_id);
CREATE INDEX idx_fk_customer_id ON payment (customer_id);
CREATE INDEX idx_fk_inventory_id ON rental (inventory_id);
CREATE INDEX idx_fk_customer_id ON rental (customer_id);
CREATE INDEX idx_fk_staff_id ON rental (staff_id);
CREATE INDEX idx_fk_store_id ON staff (store_id);
CREATE INDEX idx_fk_address_id ON staff (address_id);
CREATE INDEX idx_fk_address_id ON store (address_id);

ALTER TABLE address WITH CHECK ADD CONSTRAINT fk_address_city FOREIGN KEY (city_id) REFERENCES city (city_id) ON UPDATE CASCADE;
ALTER TABLE city WITH CHECK ADD CONSTRAINT fk_city_country FOREIGN KEY (country_id) REFERENCES country (country_id) ON UPDATE CASCADE;
ALTER TABLE customer WITH CHECK ADD CONSTRAINT fk_customer_address FOREIGN KEY (address_id) REFERENCES address (address_id) ON UPDATE CASCADE;
ALTER TABLE customer WITH CHECK ADD CONSTRAINT fk_customer_store FOREIGN KEY (store_id) REFERENCES store (store_id) ON UPDATE CASCADE;
ALTER TABLE film WITH CHECK ADD CONSTRAINT fk_film_language FOREIGN KEY (language_id) REFERENCES language (language_id) ON UPDATE CASCADE;
ALTER TABLE film WITH CHECK ADD CONSTRAINT fk_film_language_original FOREIGN KEY (original_language_id) REFERENCES language (language_id) ON UPDATE CASCADE;
ALTER TABLE film_actor WITH CHECK ADD CONSTRAINT fk_film_actor_actor FOREIGN KEY (actor_id) REFERENCES actor (actor_id) ON UPDATE CASCADE;
ALTER TABLE film_actor WITH CHECK ADD CONSTRAINT fk_film_actor_film FOREIGN KEY (film_id) REFERENCES film (film_id) ON UPDATE CASCADE;
ALTER TABLE film_category WITH CHECK ADD CONSTRAINT fk_film_category_film FOREIGN KEY (film_id) REFERENCES film (film_id) ON UPDATE CASCADE;
ALTER TABLE film_category WITH CHECK ADD CONSTRAINT fk_film_category_category FOREIGN KEY (category_id) REFERENCES category (category_id) ON UPDATE CASCADE;
ALTER TABLE inventory WITH CHECK ADD CONSTRAINT fk_inventory_store FOREIGN KEY (store_id) REFERENCES store (store_id) ON UPDATE CASCADE;
ALTER TABLE inventory WITH CHECK ADD CONSTRAINT fk_inventory_film FOREIGN KEY (film_id) REFERENCES film (film_id) ON UPDATE CASCADE;
ALTER TABLE payment WITH CHECK ADD CONSTRAINT fk_payment_rental FOREIGN KEY (rental_id) REFERENCES rental (rental_id) ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE payment WITH CHECK ADD CONSTRAINT fk_payment_customer FOREIGN KEY (customer_id) REFERENCES customer (customer_id) ON UPDATE CASCADE;
ALTER TABLE payment WITH CHECK ADD CONSTRAINT fk_payment_staff FOREIGN KEY (staff_id) REFERENCES staff (staff_id) ON UPDATE CASCADE;
ALTER TABLE rental WITH CHECK ADD CONSTRAINT fk_rental_staff FOREIGN KEY (staff_id) REFERENCES staff (staff_id) ON UPDATE CASCADE;
ALTER TABLE rental WITH CHECK ADD CONSTRAINT fk_rental_inventory FOREIGN KEY (inventory_id) REFERENCES inventory (inventory_id) ON UPDATE CASCADE;
ALTER TABLE rental WITH CHECK ADD CONSTRAINT fk_rental_customer FOREIGN KEY (customer_id) REFERENCES customer (customer_id) ON UPDATE CASCADE;
ALTER TABLE staff WITH CHECK ADD CONSTRAINT fk_staff_store FOREIGN KEY (store_id) REFERENCES store (store_id) ON UPDATE CASCADE;
ALTER TABLE staff WITH CHECK ADD CONSTRAINT fk_staff_address FOREIGN KEY (address_id) REFERENCES address (address_id) ON UPDATE CASCADE;
ALTER TABLE store WITH CHECK ADD CONSTRAINT fk_store_staff FOREIGN KEY (manager_staff_id) REFERENCES staff (staff_id) ON UPDATE CASCADE;
ALTER TABLE store WITH CHECK ADD CONSTRAINT fk_store_address FOREIGN KEY (address_id) REFERENCES address (address_id) ON UPDATE CASCADE;
