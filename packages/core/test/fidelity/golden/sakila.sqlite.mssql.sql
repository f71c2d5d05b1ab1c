-- Note: film.description has the unknown type 'BLOB SUB_TYPE TEXT' and is written as NVARCHAR(MAX)
-- Note: description has the unknown type 'BLOB SUB_TYPE TEXT' and is written as NVARCHAR(MAX)
-- Note: film_text.description has the unknown type 'BLOB SUB_TYPE TEXT' and is written as NVARCHAR(MAX)
-- Note: description has the unknown type 'BLOB SUB_TYPE TEXT' and is written as NVARCHAR(MAX)
-- Note: view customer_list is left out: its query is sqlite SQL and is not translated
-- Note: view film_list is left out: its query is sqlite SQL and is not translated
-- Note: view staff_list is left out: its query is sqlite SQL and is not translated
-- Note: view sales_by_store is left out: its query is sqlite SQL and is not translated
-- Note: view sales_by_film_category is left out: its query is sqlite SQL and is not translated
-- Note: trigger actor_trigger_ai is left out: it is sqlite SQL
-- Note: trigger actor_trigger_au is left out: it is sqlite SQL
-- Note: trigger country_trigger_ai is left out: it is sqlite SQL
-- Note: trigger country_trigger_au is left out: it is sqlite SQL
-- Note: trigger city_trigger_ai is left out: it is sqlite SQL
-- Note: trigger city_trigger_au is left out: it is sqlite SQL
-- Note: trigger address_trigger_ai is left out: it is sqlite SQL
-- Note: trigger address_trigger_au is left out: it is sqlite SQL
-- Note: trigger language_trigger_ai is left out: it is sqlite SQL
-- Note: trigger language_trigger_au is left out: it is sqlite SQL
-- Note: trigger category_trigger_ai is left out: it is sqlite SQL
-- Note: trigger category_trigger_au is left out: it is sqlite SQL
-- Note: trigger customer_trigger_ai is left out: it is sqlite SQL
-- Note: trigger customer_trigger_au is left out: it is sqlite SQL
-- Note: trigger film_trigger_ai is left out: it is sqlite SQL
-- Note: trigger film_trigger_au is left out: it is sqlite SQL
-- Note: trigger film_actor_trigger_ai is left out: it is sqlite SQL
-- Note: trigger film_actor_trigger_au is left out: it is sqlite SQL
-- Note: trigger film_category_trigger_ai is left out: it is sqlite SQL
-- Note: trigger film_category_trigger_au is left out: it is sqlite SQL
-- Note: trigger inventory_trigger_ai is left out: it is sqlite SQL
-- Note: trigger inventory_trigger_au is left out: it is sqlite SQL
-- Note: trigger staff_trigger_ai is left out: it is sqlite SQL
-- Note: trigger staff_trigger_au is left out: it is sqlite SQL
-- Note: trigger store_trigger_ai is left out: it is sqlite SQL
-- Note: trigger store_trigger_au is left out: it is sqlite SQL
-- Note: trigger payment_trigger_ai is left out: it is sqlite SQL
-- Note: trigger payment_trigger_au is left out: it is sqlite SQL
-- Note: trigger rental_trigger_ai is left out: it is sqlite SQL
-- Note: trigger rental_trigger_au is left out: it is sqlite SQL
-- Note: type INTEGER becomes INT in mssql (actor.actor_id, actor_id, country.country_id, country_id, city.city_id and 22 more)
-- Note: type TIMESTAMP becomes DATETIME2 in mssql (actor.last_update, last_update, country.last_update, city.last_update, address.last_update and 19 more)
-- Note: type BLOB becomes VARBINARY(MAX) in mssql (staff.picture, picture)

CREATE TABLE actor (
  actor_id INT NOT NULL,
  first_name VARCHAR(45) NOT NULL,
  last_name VARCHAR(45) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_actor PRIMARY KEY (actor_id)
);

CREATE TABLE country (
  country_id INT NOT NULL,
  country VARCHAR(50) NOT NULL,
  last_update DATETIME2 NULL,
  CONSTRAINT PK_country PRIMARY KEY (country_id)
);

CREATE TABLE city (
  city_id INT NOT NULL,
  city VARCHAR(50) NOT NULL,
  country_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_city PRIMARY KEY (city_id)
);

CREATE TABLE address (
  address_id INT NOT NULL,
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

CREATE TABLE language (
  language_id INT NOT NULL,
  name CHAR(20) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_language PRIMARY KEY (language_id)
);

CREATE TABLE category (
  category_id INT NOT NULL,
  name VARCHAR(25) NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_category PRIMARY KEY (category_id)
);

CREATE TABLE customer (
  customer_id INT NOT NULL,
  store_id INT NOT NULL,
  first_name VARCHAR(45) NOT NULL,
  last_name VARCHAR(45) NOT NULL,
  email VARCHAR(50) NULL,
  address_id INT NOT NULL,
  active CHAR(1) NOT NULL,
  create_date DATETIME2 NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_customer PRIMARY KEY (customer_id)
);
ALTER TABLE customer ADD CONSTRAINT DF_customer_email DEFAULT NULL FOR email;
ALTER TABLE customer ADD CONSTRAINT DF_customer_active DEFAULT 'Y' FOR active;

CREATE TABLE film (
  film_id INT NOT NULL,
  title VARCHAR(255) NOT NULL,
  description NVARCHAR(MAX) NULL,
  release_year VARCHAR(4) NULL,
  language_id INT NOT NULL,
  original_language_id INT NULL,
  rental_duration SMALLINT NOT NULL,
  rental_rate DECIMAL(4,2) NOT NULL,
  length SMALLINT NULL,
  replacement_cost DECIMAL(5,2) NOT NULL,
  rating VARCHAR(10) NULL,
  special_features VARCHAR(100) NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_film PRIMARY KEY (film_id),
  CONSTRAINT CHECK_special_features CHECK (special_features is null or special_features like '%Trailers%' or special_features like '%Commentaries%' or special_features like '%Deleted Scenes%' or special_features like '%Behind the Scenes%'),
  CONSTRAINT CHECK_special_rating CHECK (rating in ('G','PG','PG-13','R','NC-17'))
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

CREATE TABLE film_actor (
  actor_id INT NOT NULL,
  film_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_film_actor PRIMARY KEY (actor_id, film_id)
);

CREATE TABLE film_category (
  film_id INT NOT NULL,
  category_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_film_category PRIMARY KEY (film_id, category_id)
);

CREATE TABLE film_text (
  film_id INT NOT NULL,
  title VARCHAR(255) NOT NULL,
  description NVARCHAR(MAX) NULL,
  CONSTRAINT PK_film_text PRIMARY KEY (film_id)
);

CREATE TABLE inventory (
  inventory_id INT NOT NULL,
  film_id INT NOT NULL,
  store_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_inventory PRIMARY KEY (inventory_id)
);

CREATE TABLE staff (
  staff_id INT NOT NULL,
  first_name VARCHAR(45) NOT NULL,
  last_name VARCHAR(45) NOT NULL,
  address_id INT NOT NULL,
  picture VARBINARY(MAX) NULL,
  email VARCHAR(50) NULL,
  store_id INT NOT NULL,
  active SMALLINT NOT NULL,
  username VARCHAR(16) NOT NULL,
  password VARCHAR(40) NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_staff PRIMARY KEY (staff_id)
);
ALTER TABLE staff ADD CONSTRAINT DF_staff_picture DEFAULT NULL FOR picture;
ALTER TABLE staff ADD CONSTRAINT DF_staff_email DEFAULT NULL FOR email;
ALTER TABLE staff ADD CONSTRAINT DF_staff_active DEFAULT 1 FOR active;
ALTER TABLE staff ADD CONSTRAINT DF_staff_password DEFAULT NULL FOR password;

CREATE TABLE store (
  store_id INT NOT NULL,
  manager_staff_id INT NOT NULL,
  address_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_store PRIMARY KEY (store_id)
);

CREATE TABLE payment (
  payment_id INT NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NULL,
  amount DECIMAL(5,2) NOT NULL,
  payment_date DATETIME2 NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_payment PRIMARY KEY (payment_id)
);
ALTER TABLE payment ADD CONSTRAINT DF_payment_rental_id DEFAULT NULL FOR rental_id;

CREATE TABLE rental (
  rental_id INT NOT NULL,
  rental_date DATETIME2 NOT NULL,
  inventory_id INT NOT NULL,
  customer_id INT NOT NULL,
  return_date DATETIME2 NULL,
  staff_id INT NOT NULL,
  last_update DATETIME2 NOT NULL,
  CONSTRAINT PK_rental PRIMARY KEY (rental_id)
);
ALTER TABLE rental ADD CONSTRAINT DF_rental_return_date DEFAULT NULL FOR return_date;

CREATE INDEX idx_actor_last_name ON actor (last_name);
CREATE INDEX idx_fk_country_id ON city (country_id);
CREATE INDEX idx_fk_city_id ON address (city_id);
CREATE INDEX idx_customer_fk_store_id ON customer (store_id);
CREATE INDEX idx_customer_fk_address_id ON customer (address_id);
CREATE INDEX idx_customer_last_name ON customer (last_name);
CREATE INDEX idx_fk_language_id ON film (language_id);
CREATE INDEX idx_fk_original_language_id ON film (original_language_id);
CREATE INDEX idx_fk_film_actor_film ON film_actor (film_id);
CREATE INDEX idx_fk_film_actor_actor ON film_actor (actor_id);
CREATE INDEX idx_fk_film_category_film ON film_category (film_id);
CREATE INDEX idx_fk_film_category_category ON film_category (category_id);
CREATE INDEX idx_fk_film_id ON inventory (film_id);
CREATE INDEX idx_fk_film_id_store_id ON inventory (store_id, film_id);
CREATE INDEX idx_fk_staff_store_id ON staff (store_id);
CREATE INDEX idx_fk_staff_address_id ON staff (address_id);
CREATE INDEX idx_store_fk_manager_staff_id ON store (manager_staff_id);
CREATE INDEX idx_fk_store_address ON store (address_id);
CREATE INDEX idx_fk_staff_id ON payment (staff_id);
CREATE INDEX idx_fk_customer_id ON payment (customer_id);
CREATE INDEX idx_rental_fk_inventory_id ON rental (inventory_id);
CREATE INDEX idx_rental_fk_customer_id ON rental (customer_id);
CREATE INDEX idx_rental_fk_staff_id ON rental (staff_id);
CREATE UNIQUE INDEX idx_rental_uq ON rental (rental_date, inventory_id, customer_id);

ALTER TABLE city WITH CHECK ADD CONSTRAINT fk_city_country FOREIGN KEY (country_id) REFERENCES country (country_id) ON UPDATE CASCADE;
ALTER TABLE address WITH CHECK ADD CONSTRAINT fk_address_city FOREIGN KEY (city_id) REFERENCES city (city_id) ON UPDATE CASCADE;
ALTER TABLE customer WITH CHECK ADD CONSTRAINT fk_customer_store FOREIGN KEY (store_id) REFERENCES store (store_id) ON UPDATE CASCADE;
ALTER TABLE customer WITH CHECK ADD CONSTRAINT fk_customer_address FOREIGN KEY (address_id) REFERENCES address (address_id) ON UPDATE CASCADE;
ALTER TABLE film WITH CHECK ADD CONSTRAINT fk_film_language FOREIGN KEY (language_id) REFERENCES language (language_id);
ALTER TABLE film WITH CHECK ADD CONSTRAINT fk_film_language_original FOREIGN KEY (original_language_id) REFERENCES language (language_id);
ALTER TABLE film_actor WITH CHECK ADD CONSTRAINT fk_film_actor_actor FOREIGN KEY (actor_id) REFERENCES actor (actor_id) ON UPDATE CASCADE;
ALTER TABLE film_actor WITH CHECK ADD CONSTRAINT fk_film_actor_film FOREIGN KEY (film_id) REFERENCES film (film_id) ON UPDATE CASCADE;
ALTER TABLE film_category WITH CHECK ADD CONSTRAINT fk_film_category_film FOREIGN KEY (film_id) REFERENCES film (film_id) ON UPDATE CASCADE;
ALTER TABLE film_category WITH CHECK ADD CONSTRAINT fk_film_category_category FOREIGN KEY (category_id) REFERENCES category (category_id) ON UPDATE CASCADE;
ALTER TABLE inventory WITH CHECK ADD CONSTRAINT fk_inventory_store FOREIGN KEY (store_id) REFERENCES store (store_id) ON UPDATE CASCADE;
ALTER TABLE inventory WITH CHECK ADD CONSTRAINT fk_inventory_film FOREIGN KEY (film_id) REFERENCES film (film_id) ON UPDATE CASCADE;
ALTER TABLE staff WITH CHECK ADD CONSTRAINT fk_staff_store FOREIGN KEY (store_id) REFERENCES store (store_id) ON UPDATE CASCADE;
ALTER TABLE staff WITH CHECK ADD CONSTRAINT fk_staff_address FOREIGN KEY (address_id) REFERENCES address (address_id) ON UPDATE CASCADE;
ALTER TABLE store WITH CHECK ADD CONSTRAINT fk_store_staff FOREIGN KEY (manager_staff_id) REFERENCES staff (staff_id);
ALTER TABLE store WITH CHECK ADD CONSTRAINT fk_store_address FOREIGN KEY (address_id) REFERENCES address (address_id);
ALTER TABLE payment WITH CHECK ADD CONSTRAINT fk_payment_rental FOREIGN KEY (rental_id) REFERENCES rental (rental_id) ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE payment WITH CHECK ADD CONSTRAINT fk_payment_customer FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
ALTER TABLE payment WITH CHECK ADD CONSTRAINT fk_payment_staff FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE rental WITH CHECK ADD CONSTRAINT fk_rental_staff FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE rental WITH CHECK ADD CONSTRAINT fk_rental_inventory FOREIGN KEY (inventory_id) REFERENCES inventory (inventory_id);
ALTER TABLE rental WITH CHECK ADD CONSTRAINT fk_rental_customer FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
