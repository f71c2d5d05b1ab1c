-- Note: enum type mpaa_rating is not created in mssql: it is written as VARCHAR with a CHECK on its columns
-- Note: domain type year is not created in mssql: it is written as its base type integer with its NOT NULL, default and checks on each column
-- Note: mssql has no serial types or sequence defaults: actor.actor_id, category.category_id, film.film_id, address.address_id, city.city_id, country.country_id, customer.customer_id, inventory.inventory_id, language.language_id, payment.payment_id, payment_p2007_01.payment_id, payment_p2007_02.payment_id, payment_p2007_03.payment_id, payment_p2007_04.payment_id, payment_p2007_05.payment_id, payment_p2007_06.payment_id, rental.rental_id, staff.staff_id, store.store_id are written as auto-increment integers
-- Note: film is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: payment is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: rental is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: customer is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: store is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: language plpgsql is left out: it is postgresql SQL
-- Note: sequence actor_actor_id_seq is left out: it is postgresql SQL
-- Note: sequence category_category_id_seq is left out: it is postgresql SQL
-- Note: sequence film_film_id_seq is left out: it is postgresql SQL
-- Note: sequence address_address_id_seq is left out: it is postgresql SQL
-- Note: sequence city_city_id_seq is left out: it is postgresql SQL
-- Note: sequence country_country_id_seq is left out: it is postgresql SQL
-- Note: sequence customer_customer_id_seq is left out: it is postgresql SQL
-- Note: sequence inventory_inventory_id_seq is left out: it is postgresql SQL
-- Note: sequence language_language_id_seq is left out: it is postgresql SQL
-- Note: sequence payment_payment_id_seq is left out: it is postgresql SQL
-- Note: sequence rental_rental_id_seq is left out: it is postgresql SQL
-- Note: sequence staff_staff_id_seq is left out: it is postgresql SQL
-- Note: sequence store_store_id_seq is left out: it is postgresql SQL
-- Note: index idx_actor_last_name on actor loses its method btree: mssql has none such
-- Note: index film_fulltext_idx on film loses its method gist: mssql has none such
-- Note: index idx_fk_language_id on film loses its method btree: mssql has none such
-- Note: index idx_fk_original_language_id on film loses its method btree: mssql has none such
-- Note: index idx_title on film loses its method btree: mssql has none such
-- Note: index idx_fk_film_id on film_actor loses its method btree: mssql has none such
-- Note: index idx_fk_city_id on address loses its method btree: mssql has none such
-- Note: index idx_fk_country_id on city loses its method btree: mssql has none such
-- Note: index idx_fk_address_id on customer loses its method btree: mssql has none such
-- Note: index idx_fk_store_id on customer loses its method btree: mssql has none such
-- Note: index idx_last_name on customer loses its method btree: mssql has none such
-- Note: index idx_store_id_film_id on inventory loses its method btree: mssql has none such
-- Note: index idx_fk_customer_id on payment loses its method btree: mssql has none such
-- Note: index idx_fk_staff_id on payment loses its method btree: mssql has none such
-- Note: index idx_fk_payment_p2007_01_customer_id on payment_p2007_01 loses its method btree: mssql has none such
-- Note: index idx_fk_payment_p2007_01_staff_id on payment_p2007_01 loses its method btree: mssql has none such
-- Note: index idx_fk_payment_p2007_02_customer_id on payment_p2007_02 loses its method btree: mssql has none such
-- Note: index idx_fk_payment_p2007_02_staff_id on payment_p2007_02 loses its method btree: mssql has none such
-- Note: index idx_fk_payment_p2007_03_customer_id on payment_p2007_03 loses its method btree: mssql has none such
-- Note: index idx_fk_payment_p2007_03_staff_id on payment_p2007_03 loses its method btree: mssql has none such
-- Note: index idx_fk_payment_p2007_04_customer_id on payment_p2007_04 loses its method btree: mssql has none such
-- Note: index idx_fk_payment_p2007_04_staff_id on payment_p2007_04 loses its method btree: mssql has none such
-- Note: index idx_fk_payment_p2007_05_customer_id on payment_p2007_05 loses its method btree: mssql has none such
-- Note: index idx_fk_payment_p2007_05_staff_id on payment_p2007_05 loses its method btree: mssql has none such
-- Note: index idx_fk_payment_p2007_06_customer_id on payment_p2007_06 loses its method btree: mssql has none such
-- Note: index idx_fk_payment_p2007_06_staff_id on payment_p2007_06 loses its method btree: mssql has none such
-- Note: index idx_fk_inventory_id on rental loses its method btree: mssql has none such
-- Note: index idx_unq_rental_rental_date_inventory_id_customer_id on rental loses its method btree: mssql has none such
-- Note: index idx_unq_manager_staff_id on store loses its method btree: mssql has none such
-- Note: foreign key film.film_language_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key film.film_original_language_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key film_actor.film_actor_actor_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key film_actor.film_actor_film_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key film_category.film_category_category_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key film_category.film_category_film_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key address.address_city_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key city.city_country_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key customer.customer_address_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key customer.customer_store_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key inventory.inventory_film_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key inventory.inventory_store_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key payment.payment_customer_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key payment.payment_rental_id_fkey: ON DELETE SET NULL is written as NO ACTION in mssql: its column is NOT NULL
-- Note: foreign key payment.payment_staff_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key rental.rental_customer_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key rental.rental_inventory_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key rental.rental_staff_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key staff.staff_address_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key store.store_address_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: foreign key store.store_manager_staff_id_fkey: ON DELETE RESTRICT is written as NO ACTION in mssql
-- Note: view actor_info is left out: its query is postgresql SQL and is not translated
-- Note: view customer_list is left out: its query is postgresql SQL and is not translated
-- Note: view film_list is left out: its query is postgresql SQL and is not translated
-- Note: view nicer_but_slower_film_list is left out: its query is postgresql SQL and is not translated
-- Note: view sales_by_film_category is left out: its query is postgresql SQL and is not translated
-- Note: view sales_by_store is left out: its query is postgresql SQL and is not translated
-- Note: view staff_list is left out: its query is postgresql SQL and is not translated
-- Note: comment public is left out: it is postgresql SQL
-- Note: function _group_concat is left out: it is postgresql SQL
-- Note: aggregate group_concat is left out: it is postgresql SQL
-- Note: function film_in_stock is left out: it is postgresql SQL
-- Note: function film_not_in_stock is left out: it is postgresql SQL
-- Note: function get_customer_balance is left out: it is postgresql SQL
-- Note: function inventory_held_by_customer is left out: it is postgresql SQL
-- Note: function inventory_in_stock is left out: it is postgresql SQL
-- Note: function last_day is left out: it is postgresql SQL
-- Note: function last_updated is left out: it is postgresql SQL
-- Note: function rewards_report is left out: it is postgresql SQL
-- Note: rule payment_insert_p2007_01 is left out: it is postgresql SQL
-- Note: rule payment_insert_p2007_02 is left out: it is postgresql SQL
-- Note: rule payment_insert_p2007_03 is left out: it is postgresql SQL
-- Note: rule payment_insert_p2007_04 is left out: it is postgresql SQL
-- Note: rule payment_insert_p2007_05 is left out: it is postgresql SQL
-- Note: rule payment_insert_p2007_06 is left out: it is postgresql SQL
-- Note: trigger film_fulltext_trigger is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: trigger last_updated is left out: it is postgresql SQL
-- Note: type character varying(45) becomes NVARCHAR(45) in mssql (actor.first_name, actor.last_name, first_name, last_name, customer.first_name and 3 more)
-- Note: type timestamp without time zone becomes DATETIME2 in mssql (actor.last_update, last_update, category.last_update, film.last_update, film_actor.last_update and 22 more)
-- Note: type character varying(25) becomes NVARCHAR(25) in mssql (category.name, name)
-- Note: type character varying(255) becomes NVARCHAR(255) in mssql (film.title, title)
-- Note: type text[] becomes NVARCHAR(MAX) in mssql (film.special_features, special_features)
-- Note: type tsvector becomes NVARCHAR(255) in mssql (film.fulltext, fulltext)
-- Note: type character varying(50) becomes NVARCHAR(50) in mssql (address.address, address.address2, address, address2, city.city and 6 more)
-- Note: type character varying(20) becomes NVARCHAR(20) in mssql (address.district, address.phone, district, phone)
-- Note: type character varying(10) becomes NVARCHAR(10) in mssql (address.postal_code, postal_code)
-- Note: type character(20) becomes NCHAR(20) in mssql (language.name, name)
-- Note: type character varying(16) becomes NVARCHAR(16) in mssql (staff.username, username)
-- Note: type character varying(40) becomes NVARCHAR(40) in mssql (staff.password, password)
-- Note: type bytea becomes VARBINARY(MAX) in mssql (staff.picture, picture)

CREATE TABLE actor (
  actor_id INT IDENTITY(1,1) NOT NULL,
  first_name NVARCHAR(45) NOT NULL,
  last_name NVARCHAR(45) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT actor_pkey PRIMARY KEY (actor_id)
);
ALTER TABLE actor ADD CONSTRAINT DF_actor_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE category (
  category_id INT IDENTITY(1,1) NOT NULL,
  name NVARCHAR(25) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT category_pkey PRIMARY KEY (category_id)
);
ALTER TABLE category ADD CONSTRAINT DF_category_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE film (
  film_id INT IDENTITY(1,1) NOT NULL,
  title NVARCHAR(255) NOT NULL,
  description text NULL,
  release_year INT NULL CONSTRAINT film_release_year_year_check CHECK ((release_year >= 1901) AND (release_year <= 2155)),
  language_id INT NOT NULL,
  original_language_id INT NULL,
  rental_duration smallint NOT NULL,
  rental_rate numeric(4,2) NOT NULL,
  length smallint NULL,
  replacement_cost numeric(5,2) NOT NULL,
  rating varchar(5) NULL CHECK (rating IN (N'G', N'PG', N'PG-13', N'R', N'NC-17')),
  last_update DATETIME2 NOT NULL,
  special_features NVARCHAR(MAX) NULL,
  fulltext NVARCHAR(255) NOT NULL,
  CONSTRAINT film_pkey PRIMARY KEY (film_id)
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
  CONSTRAINT film_actor_pkey PRIMARY KEY (actor_id, film_id)
);
ALTER TABLE film_actor ADD CONSTRAINT DF_film_actor_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE film_category (
  film_id INT NOT NULL,
  category_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT film_category_pkey PRIMARY KEY (film_id, category_id)
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
  CONSTRAINT address_pkey PRIMARY KEY (address_id)
);
ALTER TABLE address ADD CONSTRAINT DF_address_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE city (
  city_id INT IDENTITY(1,1) NOT NULL,
  city NVARCHAR(50) NOT NULL,
  country_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT city_pkey PRIMARY KEY (city_id)
);
ALTER TABLE city ADD CONSTRAINT DF_city_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE country (
  country_id INT IDENTITY(1,1) NOT NULL,
  country NVARCHAR(50) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT country_pkey PRIMARY KEY (country_id)
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
  create_date date NOT NULL,
  last_update DATETIME2 NULL,
  active INT NULL,
  CONSTRAINT customer_pkey PRIMARY KEY (customer_id)
);
ALTER TABLE customer ADD CONSTRAINT DF_customer_activebool DEFAULT 1 FOR activebool;
ALTER TABLE customer ADD CONSTRAINT DF_customer_create_date DEFAULT CURRENT_TIMESTAMP FOR create_date;
ALTER TABLE customer ADD CONSTRAINT DF_customer_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE inventory (
  inventory_id INT IDENTITY(1,1) NOT NULL,
  film_id INT NOT NULL,
  store_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT inventory_pkey PRIMARY KEY (inventory_id)
);
ALTER TABLE inventory ADD CONSTRAINT DF_inventory_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE language (
  language_id INT IDENTITY(1,1) NOT NULL,
  name NCHAR(20) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT language_pkey PRIMARY KEY (language_id)
);
ALTER TABLE language ADD CONSTRAINT DF_language_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE payment (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount numeric(5,2) NOT NULL,
  payment_date DATETIME2 NOT NULL,
  CONSTRAINT payment_pkey PRIMARY KEY (payment_id)
);

CREATE TABLE payment_p2007_01 (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount numeric(5,2) NOT NULL,
  payment_date DATETIME2 NOT NULL,
  CONSTRAINT payment_p2007_01_payment_date_check CHECK ((payment_date >= '2007-01-01 00:00:00') AND (payment_date < '2007-02-01 00:00:00'))
);

CREATE TABLE payment_p2007_02 (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount numeric(5,2) NOT NULL,
  payment_date DATETIME2 NOT NULL,
  CONSTRAINT payment_p2007_02_payment_date_check CHECK ((payment_date >= '2007-02-01 00:00:00') AND (payment_date < '2007-03-01 00:00:00'))
);

CREATE TABLE payment_p2007_03 (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount numeric(5,2) NOT NULL,
  payment_date DATETIME2 NOT NULL,
  CONSTRAINT payment_p2007_03_payment_date_check CHECK ((payment_date >= '2007-03-01 00:00:00') AND (payment_date < '2007-04-01 00:00:00'))
);

CREATE TABLE payment_p2007_04 (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount numeric(5,2) NOT NULL,
  payment_date DATETIME2 NOT NULL,
  CONSTRAINT payment_p2007_04_payment_date_check CHECK ((payment_date >= '2007-04-01 00:00:00') AND (payment_date < '2007-05-01 00:00:00'))
);

CREATE TABLE payment_p2007_05 (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount numeric(5,2) NOT NULL,
  payment_date DATETIME2 NOT NULL,
  CONSTRAINT payment_p2007_05_payment_date_check CHECK ((payment_date >= '2007-05-01 00:00:00') AND (payment_date < '2007-06-01 00:00:00'))
);

CREATE TABLE payment_p2007_06 (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NOT NULL,
  amount numeric(5,2) NOT NULL,
  payment_date DATETIME2 NOT NULL,
  CONSTRAINT payment_p2007_06_payment_date_check CHECK ((payment_date >= '2007-06-01 00:00:00') AND (payment_date < '2007-07-01 00:00:00'))
);

CREATE TABLE rental (
  rental_id INT IDENTITY(1,1) NOT NULL,
  rental_date DATETIME2 NOT NULL,
  inventory_id INT NOT NULL,
  customer_id INT NOT NULL,
  return_date DATETIME2 NULL,
  staff_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT rental_pkey PRIMARY KEY (rental_id)
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
  CONSTRAINT staff_pkey PRIMARY KEY (staff_id)
);
ALTER TABLE staff ADD CONSTRAINT DF_staff_active DEFAULT 1 FOR active;
ALTER TABLE staff ADD CONSTRAINT DF_staff_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE TABLE store (
  store_id INT IDENTITY(1,1) NOT NULL,
  manager_staff_id INT NOT NULL,
  address_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT store_pkey PRIMARY KEY (store_id)
);
ALTER TABLE store ADD CONSTRAINT DF_store_last_update DEFAULT CURRENT_TIMESTAMP FOR last_update;

CREATE INDEX idx_actor_last_name ON actor (last_name);
CREATE INDEX film_fulltext_idx ON film (fulltext);
CREATE INDEX idx_fk_language_id ON film (language_id);
CREATE INDEX idx_fk_original_language_id ON film (original_language_id);
CREATE INDEX idx_title ON film (title);
CREATE INDEX idx_fk_film_id ON film_actor (film_id);
CREATE INDEX idx_fk_city_id ON address (city_id);
CREATE INDEX idx_fk_country_id ON city (country_id);
CREATE INDEX idx_fk_address_id ON customer (address_id);
CREATE INDEX idx_fk_store_id ON customer (store_id);
CREATE INDEX idx_last_name ON customer (last_name);
CREATE INDEX idx_store_id_film_id ON inventory (store_id, film_id);
CREATE INDEX idx_fk_customer_id ON payment (customer_id);
CREATE INDEX idx_fk_staff_id ON payment (staff_id);
CREATE INDEX idx_fk_payment_p2007_01_customer_id ON payment_p2007_01 (customer_id);
CREATE INDEX idx_fk_payment_p2007_01_staff_id ON payment_p2007_01 (staff_id);
CREATE INDEX idx_fk_payment_p2007_02_customer_id ON payment_p2007_02 (customer_id);
CREATE INDEX idx_fk_payment_p2007_02_staff_id ON payment_p2007_02 (staff_id);
CREATE INDEX idx_fk_payment_p2007_03_customer_id ON payment_p2007_03 (customer_id);
CREATE INDEX idx_fk_payment_p2007_03_staff_id ON payment_p2007_03 (staff_id);
CREATE INDEX idx_fk_payment_p2007_04_customer_id ON payment_p2007_04 (customer_id);
CREATE INDEX idx_fk_payment_p2007_04_staff_id ON payment_p2007_04 (staff_id);
CREATE INDEX idx_fk_payment_p2007_05_customer_id ON payment_p2007_05 (customer_id);
CREATE INDEX idx_fk_payment_p2007_05_staff_id ON payment_p2007_05 (staff_id);
CREATE INDEX idx_fk_payment_p2007_06_customer_id ON payment_p2007_06 (customer_id);
CREATE INDEX idx_fk_payment_p2007_06_staff_id ON payment_p2007_06 (staff_id);
CREATE INDEX idx_fk_inventory_id ON rental (inventory_id);
CREATE UNIQUE INDEX idx_unq_rental_rental_date_inventory_id_customer_id ON rental (rental_date, inventory_id, customer_id);
CREATE UNIQUE INDEX idx_unq_manager_staff_id ON store (manager_staff_id);

ALTER TABLE film WITH CHECK ADD CONSTRAINT film_language_id_fkey FOREIGN KEY (language_id) REFERENCES language (language_id) ON UPDATE CASCADE;
ALTER TABLE film WITH CHECK ADD CONSTRAINT film_original_language_id_fkey FOREIGN KEY (original_language_id) REFERENCES language (language_id) ON UPDATE CASCADE;
ALTER TABLE film_actor WITH CHECK ADD CONSTRAINT film_actor_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES actor (actor_id) ON UPDATE CASCADE;
ALTER TABLE film_actor WITH CHECK ADD CONSTRAINT film_actor_film_id_fkey FOREIGN KEY (film_id) REFERENCES film (film_id) ON UPDATE CASCADE;
ALTER TABLE film_category WITH CHECK ADD CONSTRAINT film_category_category_id_fkey FOREIGN KEY (category_id) REFERENCES category (category_id) ON UPDATE CASCADE;
ALTER TABLE film_category WITH CHECK ADD CONSTRAINT film_category_film_id_fkey FOREIGN KEY (film_id) REFERENCES film (film_id) ON UPDATE CASCADE;
ALTER TABLE address WITH CHECK ADD CONSTRAINT address_city_id_fkey FOREIGN KEY (city_id) REFERENCES city (city_id) ON UPDATE CASCADE;
ALTER TABLE city WITH CHECK ADD CONSTRAINT city_country_id_fkey FOREIGN KEY (country_id) REFERENCES country (country_id) ON UPDATE CASCADE;
ALTER TABLE customer WITH CHECK ADD CONSTRAINT customer_address_id_fkey FOREIGN KEY (address_id) REFERENCES address (address_id) ON UPDATE CASCADE;
ALTER TABLE customer WITH CHECK ADD CONSTRAINT customer_store_id_fkey FOREIGN KEY (store_id) REFERENCES store (store_id) ON UPDATE CASCADE;
ALTER TABLE inventory WITH CHECK ADD CONSTRAINT inventory_film_id_fkey FOREIGN KEY (film_id) REFERENCES film (film_id) ON UPDATE CASCADE;
ALTER TABLE inventory WITH CHECK ADD CONSTRAINT inventory_store_id_fkey FOREIGN KEY (store_id) REFERENCES store (store_id) ON UPDATE CASCADE;
ALTER TABLE payment WITH CHECK ADD CONSTRAINT payment_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer (customer_id) ON UPDATE CASCADE;
ALTER TABLE payment WITH CHECK ADD CONSTRAINT payment_rental_id_fkey FOREIGN KEY (rental_id) REFERENCES rental (rental_id) ON UPDATE CASCADE;
ALTER TABLE payment WITH CHECK ADD CONSTRAINT payment_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (staff_id) ON UPDATE CASCADE;
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
ALTER TABLE rental WITH CHECK ADD CONSTRAINT rental_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer (customer_id) ON UPDATE CASCADE;
ALTER TABLE rental WITH CHECK ADD CONSTRAINT rental_inventory_id_fkey FOREIGN KEY (inventory_id) REFERENCES inventory (inventory_id) ON UPDATE CASCADE;
ALTER TABLE rental WITH CHECK ADD CONSTRAINT rental_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (staff_id) ON UPDATE CASCADE;
ALTER TABLE staff WITH CHECK ADD CONSTRAINT staff_address_id_fkey FOREIGN KEY (address_id) REFERENCES address (address_id) ON UPDATE CASCADE;
ALTER TABLE staff WITH CHECK ADD CONSTRAINT staff_store_id_fkey FOREIGN KEY (store_id) REFERENCES store (store_id);
ALTER TABLE store WITH CHECK ADD CONSTRAINT store_address_id_fkey FOREIGN KEY (address_id) REFERENCES address (address_id) ON UPDATE CASCADE;
ALTER TABLE store WITH CHECK ADD CONSTRAINT store_manager_staff_id_fkey FOREIGN KEY (manager_staff_id) REFERENCES staff (staff_id) ON UPDATE CASCADE;
