-- Note: city.country_id takes the type of country.country_id (INTEGER) for its foreign key
-- Note: address.city_id takes the type of city.city_id (INTEGER) for its foreign key
-- Note: customer.store_id takes the type of store.store_id (INTEGER) for its foreign key
-- Note: customer.address_id takes the type of address.address_id (INTEGER) for its foreign key
-- Note: film.language_id takes the type of language.language_id (INTEGER) for its foreign key
-- Note: film.original_language_id takes the type of language.language_id (INTEGER) for its foreign key
-- Note: film_actor.actor_id takes the type of actor.actor_id (INTEGER) for its foreign key
-- Note: film_actor.film_id takes the type of film.film_id (INTEGER) for its foreign key
-- Note: film_category.film_id takes the type of film.film_id (INTEGER) for its foreign key
-- Note: film_category.category_id takes the type of category.category_id (INTEGER) for its foreign key
-- Note: inventory.store_id takes the type of store.store_id (INTEGER) for its foreign key
-- Note: inventory.film_id takes the type of film.film_id (INTEGER) for its foreign key
-- Note: staff.store_id takes the type of store.store_id (INTEGER) for its foreign key
-- Note: staff.address_id takes the type of address.address_id (INTEGER) for its foreign key
-- Note: store.manager_staff_id takes the type of staff.staff_id (INTEGER) for its foreign key
-- Note: store.address_id takes the type of address.address_id (INTEGER) for its foreign key
-- Note: payment.rental_id takes the type of rental.rental_id (INTEGER) for its foreign key
-- Note: payment.customer_id takes the type of customer.customer_id (INTEGER) for its foreign key
-- Note: payment.staff_id takes the type of staff.staff_id (INTEGER) for its foreign key
-- Note: rental.staff_id takes the type of staff.staff_id (INTEGER) for its foreign key
-- Note: rental.inventory_id takes the type of inventory.inventory_id (INTEGER) for its foreign key
-- Note: rental.customer_id takes the type of customer.customer_id (INTEGER) for its foreign key

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
  description VARBINARY(MAX) NULL,
  release_year VARCHAR(4) NULL,
  language_id INT NOT NULL,
  original_language_id INT NULL,
  rental_duration SMALLINT NOT NULL,
  rental_rate DECIMAL(4, 2) NOT NULL,
  length SMALLINT NULL,
  replacement_cost DECIMAL(5, 2) NOT NULL,
  rating VARCHAR(10) NULL,
  special_features VARCHAR(100) NULL,
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
  description VARBINARY(MAX) NULL,
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
  amount DECIMAL(5, 2) NOT NULL,
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

ALTER TABLE city WITH CHECK ADD CONSTRAINT fk_city_country FOREIGN KEY (country_id) REFERENCES country (country_id);
ALTER TABLE address WITH CHECK ADD CONSTRAINT fk_address_city FOREIGN KEY (city_id) REFERENCES city (city_id);
ALTER TABLE customer WITH CHECK ADD CONSTRAINT fk_customer_store FOREIGN KEY (store_id) REFERENCES store (store_id);
ALTER TABLE customer WITH CHECK ADD CONSTRAINT fk_customer_address FOREIGN KEY (address_id) REFERENCES address (address_id);
ALTER TABLE film WITH CHECK ADD CONSTRAINT fk_film_language FOREIGN KEY (language_id) REFERENCES language (language_id);
ALTER TABLE film WITH CHECK ADD CONSTRAINT fk_film_language_original FOREIGN KEY (original_language_id) REFERENCES language (language_id);
ALTER TABLE film_actor WITH CHECK ADD CONSTRAINT fk_film_actor_actor FOREIGN KEY (actor_id) REFERENCES actor (actor_id);
ALTER TABLE film_actor WITH CHECK ADD CONSTRAINT fk_film_actor_film FOREIGN KEY (film_id) REFERENCES film (film_id);
ALTER TABLE film_category WITH CHECK ADD CONSTRAINT fk_film_category_film FOREIGN KEY (film_id) REFERENCES film (film_id);
ALTER TABLE film_category WITH CHECK ADD CONSTRAINT fk_film_category_category FOREIGN KEY (category_id) REFERENCES category (category_id);
ALTER TABLE inventory WITH CHECK ADD CONSTRAINT fk_inventory_store FOREIGN KEY (store_id) REFERENCES store (store_id);
ALTER TABLE inventory WITH CHECK ADD CONSTRAINT fk_inventory_film FOREIGN KEY (film_id) REFERENCES film (film_id);
ALTER TABLE staff WITH CHECK ADD CONSTRAINT fk_staff_store FOREIGN KEY (store_id) REFERENCES store (store_id);
ALTER TABLE staff WITH CHECK ADD CONSTRAINT fk_staff_address FOREIGN KEY (address_id) REFERENCES address (address_id);
ALTER TABLE store WITH CHECK ADD CONSTRAINT fk_store_staff FOREIGN KEY (manager_staff_id) REFERENCES staff (staff_id);
ALTER TABLE store WITH CHECK ADD CONSTRAINT fk_store_address FOREIGN KEY (address_id) REFERENCES address (address_id);
ALTER TABLE payment WITH CHECK ADD CONSTRAINT fk_payment_rental FOREIGN KEY (rental_id) REFERENCES rental (rental_id);
ALTER TABLE payment WITH CHECK ADD CONSTRAINT fk_payment_customer FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
ALTER TABLE payment WITH CHECK ADD CONSTRAINT fk_payment_staff FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE rental WITH CHECK ADD CONSTRAINT fk_rental_staff FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE rental WITH CHECK ADD CONSTRAINT fk_rental_inventory FOREIGN KEY (inventory_id) REFERENCES inventory (inventory_id);
ALTER TABLE rental WITH CHECK ADD CONSTRAINT fk_rental_customer FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
