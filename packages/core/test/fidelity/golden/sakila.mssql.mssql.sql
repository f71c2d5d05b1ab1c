-- Note: type IMAGE becomes VARBINARY(MAX) in mssql (staff.picture, picture)

CREATE TABLE actor (
  actor_id INT IDENTITY(1,1) NOT NULL,
  first_name VARCHAR(45) NOT NULL,
  last_name VARCHAR(45) NOT NULL,
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_actor PRIMARY KEY (actor_id)
);
ALTER TABLE actor ADD CONSTRAINT DF_actor_last_update DEFAULT getdate() FOR last_update;

CREATE TABLE country (
  country_id INT IDENTITY(1,1) NOT NULL,
  country VARCHAR(50) NOT NULL,
  last_update DATETIME NULL,
  CONSTRAINT PK_country PRIMARY KEY (country_id)
);
ALTER TABLE country ADD CONSTRAINT DF_country_last_update DEFAULT getdate() FOR last_update;

CREATE TABLE city (
  city_id INT IDENTITY(1,1) NOT NULL,
  city VARCHAR(50) NOT NULL,
  country_id INT NOT NULL,
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_city PRIMARY KEY (city_id)
);
ALTER TABLE city ADD CONSTRAINT DF_city_last_update DEFAULT getdate() FOR last_update;

CREATE TABLE address (
  address_id INT IDENTITY(1,1) NOT NULL,
  address VARCHAR(50) NOT NULL,
  address2 VARCHAR(50) NULL,
  district VARCHAR(20) NOT NULL,
  city_id INT NOT NULL,
  postal_code VARCHAR(10) NULL,
  phone VARCHAR(20) NOT NULL,
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_address PRIMARY KEY (address_id)
);
ALTER TABLE address ADD CONSTRAINT DF_address_address2 DEFAULT NULL FOR address2;
ALTER TABLE address ADD CONSTRAINT DF_address_postal_code DEFAULT NULL FOR postal_code;
ALTER TABLE address ADD CONSTRAINT DF_address_last_update DEFAULT getdate() FOR last_update;

CREATE TABLE language (
  language_id INT IDENTITY(1,1) NOT NULL,
  name CHAR(20) NOT NULL,
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_language PRIMARY KEY (language_id)
);
ALTER TABLE language ADD CONSTRAINT DF_language_last_update DEFAULT getdate() FOR last_update;

CREATE TABLE category (
  category_id INT IDENTITY(1,1) NOT NULL,
  name VARCHAR(25) NOT NULL,
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_category PRIMARY KEY (category_id)
);
ALTER TABLE category ADD CONSTRAINT DF_category_last_update DEFAULT getdate() FOR last_update;

CREATE TABLE customer (
  customer_id INT IDENTITY(1,1) NOT NULL,
  store_id INT NOT NULL,
  first_name VARCHAR(45) NOT NULL,
  last_name VARCHAR(45) NOT NULL,
  email VARCHAR(50) NULL,
  address_id INT NOT NULL,
  active CHAR(1) NOT NULL,
  create_date DATETIME NOT NULL,
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_customer PRIMARY KEY (customer_id)
);
ALTER TABLE customer ADD CONSTRAINT DF_customer_email DEFAULT NULL FOR email;
ALTER TABLE customer ADD CONSTRAINT DF_customer_active DEFAULT 'Y' FOR active;
ALTER TABLE customer ADD CONSTRAINT DF_customer_create_date DEFAULT getdate() FOR create_date;
ALTER TABLE customer ADD CONSTRAINT DF_customer_last_update DEFAULT getdate() FOR last_update;

CREATE TABLE film (
  film_id INT IDENTITY(1,1) NOT NULL,
  title VARCHAR(255) NOT NULL,
  description TEXT NULL,
  release_year VARCHAR(4) NULL,
  language_id INT NOT NULL,
  original_language_id INT NULL,
  rental_duration TINYINT NOT NULL,
  rental_rate DECIMAL(4,2) NOT NULL,
  length SMALLINT NULL,
  replacement_cost DECIMAL(5,2) NOT NULL,
  rating VARCHAR(10) NULL,
  special_features VARCHAR(255) NULL,
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_film PRIMARY KEY (film_id),
  CONSTRAINT CHECK_special_features CHECK (special_features is null or special_features like '%Trailers%' or special_features like '%Commentaries%' or special_features like '%Deleted Scenes%' or special_features like '%Behind the Scenes%'),
  CONSTRAINT CHECK_special_rating CHECK (rating in ('G','PG','PG-13','R','NC-17'))
);
ALTER TABLE film ADD CONSTRAINT DF_film_description DEFAULT NULL FOR description;
ALTER TABLE film ADD CONSTRAINT DF_film_original_language_id DEFAULT NULL FOR original_language_id;
ALTER TABLE film ADD CONSTRAINT DF_film_rental_duration DEFAULT 3 FOR rental_duration;
ALTER TABLE film ADD CONSTRAINT DF_film_rental_rate DEFAULT 4.99 FOR rental_rate;
ALTER TABLE film ADD CONSTRAINT DF_film_length DEFAULT NULL FOR length;
ALTER TABLE film ADD CONSTRAINT DF_film_replacement_cost DEFAULT 19.99 FOR replacement_cost;
ALTER TABLE film ADD CONSTRAINT DF_film_rating DEFAULT 'G' FOR rating;
ALTER TABLE film ADD CONSTRAINT DF_film_special_features DEFAULT NULL FOR special_features;
ALTER TABLE film ADD CONSTRAINT DF_film_last_update DEFAULT getdate() FOR last_update;

CREATE TABLE film_actor (
  actor_id INT NOT NULL,
  film_id INT NOT NULL,
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_film_actor PRIMARY KEY (actor_id, film_id)
);
ALTER TABLE film_actor ADD CONSTRAINT DF_film_actor_last_update DEFAULT getdate() FOR last_update;

CREATE TABLE film_category (
  film_id INT NOT NULL,
  category_id INT NOT NULL,
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_film_category PRIMARY KEY (film_id, category_id)
);
ALTER TABLE film_category ADD CONSTRAINT DF_film_category_last_update DEFAULT getdate() FOR last_update;

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
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_inventory PRIMARY KEY (inventory_id)
);
ALTER TABLE inventory ADD CONSTRAINT DF_inventory_last_update DEFAULT getdate() FOR last_update;

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
  password VARCHAR(40) NULL,
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_staff PRIMARY KEY (staff_id)
);
ALTER TABLE staff ADD CONSTRAINT DF_staff_picture DEFAULT NULL FOR picture;
ALTER TABLE staff ADD CONSTRAINT DF_staff_email DEFAULT NULL FOR email;
ALTER TABLE staff ADD CONSTRAINT DF_staff_active DEFAULT 1 FOR active;
ALTER TABLE staff ADD CONSTRAINT DF_staff_password DEFAULT NULL FOR password;
ALTER TABLE staff ADD CONSTRAINT DF_staff_last_update DEFAULT getdate() FOR last_update;

CREATE TABLE store (
  store_id INT IDENTITY(1,1) NOT NULL,
  manager_staff_id INT NOT NULL,
  address_id INT NOT NULL,
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_store PRIMARY KEY (store_id)
);
ALTER TABLE store ADD CONSTRAINT DF_store_last_update DEFAULT getdate() FOR last_update;

CREATE TABLE payment (
  payment_id INT IDENTITY(1,1) NOT NULL,
  customer_id INT NOT NULL,
  staff_id INT NOT NULL,
  rental_id INT NULL,
  amount DECIMAL(5,2) NOT NULL,
  payment_date DATETIME NOT NULL,
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_payment PRIMARY KEY (payment_id)
);
ALTER TABLE payment ADD CONSTRAINT DF_payment_rental_id DEFAULT NULL FOR rental_id;
ALTER TABLE payment ADD CONSTRAINT DF_payment_last_update DEFAULT getdate() FOR last_update;

CREATE TABLE rental (
  rental_id INT IDENTITY(1,1) NOT NULL,
  rental_date DATETIME NOT NULL,
  inventory_id INT NOT NULL,
  customer_id INT NOT NULL,
  return_date DATETIME NULL,
  staff_id INT NOT NULL,
  last_update DATETIME NOT NULL,
  CONSTRAINT PK_rental PRIMARY KEY (rental_id)
);
ALTER TABLE rental ADD CONSTRAINT DF_rental_return_date DEFAULT NULL FOR return_date;
ALTER TABLE rental ADD CONSTRAINT DF_rental_last_update DEFAULT getdate() FOR last_update;

CREATE INDEX idx_actor_last_name ON actor (last_name);
CREATE INDEX idx_fk_country_id ON city (country_id);
CREATE INDEX idx_fk_city_id ON address (city_id);
CREATE INDEX idx_fk_store_id ON customer (store_id);
CREATE INDEX idx_fk_address_id ON customer (address_id);
CREATE INDEX idx_last_name ON customer (last_name);
CREATE INDEX idx_fk_language_id ON film (language_id);
CREATE INDEX idx_fk_original_language_id ON film (original_language_id);
CREATE INDEX idx_fk_film_actor_film ON film_actor (film_id);
CREATE INDEX idx_fk_film_actor_actor ON film_actor (actor_id);
CREATE INDEX idx_fk_film_category_film ON film_category (film_id);
CREATE INDEX idx_fk_film_category_category ON film_category (category_id);
CREATE INDEX idx_fk_film_id ON inventory (film_id);
CREATE INDEX idx_fk_film_id_store_id ON inventory (store_id, film_id);
CREATE INDEX idx_fk_store_id ON staff (store_id);
CREATE INDEX idx_fk_address_id ON staff (address_id);
CREATE UNIQUE NONCLUSTERED INDEX idx_fk_address_id ON store (manager_staff_id);
CREATE INDEX idx_fk_store_address ON store (address_id);
CREATE INDEX idx_fk_staff_id ON payment (staff_id);
CREATE INDEX idx_fk_customer_id ON payment (customer_id);
CREATE INDEX idx_fk_inventory_id ON rental (inventory_id);
CREATE INDEX idx_fk_customer_id ON rental (customer_id);
CREATE INDEX idx_fk_staff_id ON rental (staff_id);
CREATE UNIQUE INDEX idx_uq ON rental (rental_date, inventory_id, customer_id);

ALTER TABLE city WITH CHECK ADD CONSTRAINT fk_city_country FOREIGN KEY (country_id) REFERENCES country (country_id) ON UPDATE CASCADE;
ALTER TABLE address WITH CHECK ADD CONSTRAINT fk_address_city FOREIGN KEY (city_id) REFERENCES city (city_id) ON UPDATE CASCADE;
ALTER TABLE customer WITH CHECK ADD CONSTRAINT fk_customer_address FOREIGN KEY (address_id) REFERENCES address (address_id) ON UPDATE CASCADE;
ALTER TABLE customer WITH CHECK ADD CONSTRAINT fk_customer_store FOREIGN KEY (store_id) REFERENCES store (store_id) ON UPDATE CASCADE;
ALTER TABLE film WITH CHECK ADD CONSTRAINT fk_film_language FOREIGN KEY (language_id) REFERENCES language (language_id);
ALTER TABLE film WITH CHECK ADD CONSTRAINT fk_film_language_original FOREIGN KEY (original_language_id) REFERENCES language (language_id);
ALTER TABLE film_actor WITH CHECK ADD CONSTRAINT fk_film_actor_actor FOREIGN KEY (actor_id) REFERENCES actor (actor_id) ON UPDATE CASCADE;
ALTER TABLE film_actor WITH CHECK ADD CONSTRAINT fk_film_actor_film FOREIGN KEY (film_id) REFERENCES film (film_id) ON UPDATE CASCADE;
ALTER TABLE film_category WITH CHECK ADD CONSTRAINT fk_film_category_film FOREIGN KEY (film_id) REFERENCES film (film_id) ON UPDATE CASCADE;
ALTER TABLE film_category WITH CHECK ADD CONSTRAINT fk_film_category_category FOREIGN KEY (category_id) REFERENCES category (category_id) ON UPDATE CASCADE;
ALTER TABLE inventory WITH CHECK ADD CONSTRAINT fk_inventory_film FOREIGN KEY (film_id) REFERENCES film (film_id) ON UPDATE CASCADE;
ALTER TABLE inventory WITH CHECK ADD CONSTRAINT fk_inventory_store FOREIGN KEY (store_id) REFERENCES store (store_id) ON UPDATE CASCADE;
ALTER TABLE staff WITH CHECK ADD CONSTRAINT fk_staff_address FOREIGN KEY (address_id) REFERENCES address (address_id) ON UPDATE CASCADE;
ALTER TABLE staff WITH CHECK ADD CONSTRAINT fk_staff_store FOREIGN KEY (store_id) REFERENCES store (store_id) ON UPDATE CASCADE;
ALTER TABLE store WITH CHECK ADD CONSTRAINT fk_store_staff FOREIGN KEY (manager_staff_id) REFERENCES staff (staff_id);
ALTER TABLE store WITH CHECK ADD CONSTRAINT fk_store_address FOREIGN KEY (address_id) REFERENCES address (address_id);
ALTER TABLE payment WITH CHECK ADD CONSTRAINT fk_payment_customer FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
ALTER TABLE payment WITH CHECK ADD CONSTRAINT fk_payment_staff FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE payment WITH CHECK ADD CONSTRAINT fk_payment_rental FOREIGN KEY (rental_id) REFERENCES rental (rental_id) ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE rental WITH CHECK ADD CONSTRAINT fk_rental_staff FOREIGN KEY (staff_id) REFERENCES staff (staff_id);
ALTER TABLE rental WITH CHECK ADD CONSTRAINT fk_rental_inventory FOREIGN KEY (inventory_id) REFERENCES inventory (inventory_id);
ALTER TABLE rental WITH CHECK ADD CONSTRAINT fk_rental_customer FOREIGN KEY (customer_id) REFERENCES customer (customer_id);

GO
CREATE VIEW customer_list AS
SELECT cu.customer_id AS ID, 
       cu.first_name + ' ' + cu.last_name AS name, 
       a.address AS address, 
       a.postal_code AS zip_code,
	   a.phone AS phone, 
	   city.city AS city, 
	   country.country AS country, 
	   case when cu.active=1 then 'active' else '' end AS notes, 
	   cu.store_id AS SID
FROM customer AS cu JOIN address AS a ON cu.address_id = a.address_id JOIN city ON a.city_id = city.city_id
	JOIN country ON city.country_id = country.country_id;
GO

GO
CREATE VIEW film_list AS
SELECT film.film_id AS FID, 
       film.title AS title, 
       film.description AS description, 
       category.name AS category, 
       film.rental_rate AS price,
	   film.length AS length, 
	   film.rating AS rating, 
	   actor.first_name+' '+actor.last_name AS actors
FROM category LEFT JOIN film_category ON category.category_id = film_category.category_id LEFT JOIN film ON film_category.film_id = film.film_id
        JOIN film_actor ON film.film_id = film_actor.film_id
	JOIN actor ON film_actor.actor_id = actor.actor_id;
GO

GO
CREATE VIEW staff_list AS
SELECT s.staff_id AS ID, 
       s.first_name+' '+s.last_name AS name, 
       a.address AS address, 
       a.postal_code AS zip_code, 
       a.phone AS phone,
	   city.city AS city, 
	   country.country AS country, 
	   s.store_id AS SID
FROM staff AS s JOIN address AS a ON s.address_id = a.address_id JOIN city ON a.city_id = city.city_id
	JOIN country ON city.country_id = country.country_id;
GO

GO
CREATE VIEW sales_by_store AS
SELECT
  s.store_id
 ,c.city+','+cy.country AS store
 ,m.first_name+' '+ m.last_name AS manager
 ,SUM(p.amount) AS total_sales
FROM payment AS p
INNER JOIN rental AS r ON p.rental_id = r.rental_id
INNER JOIN inventory AS i ON r.inventory_id = i.inventory_id
INNER JOIN store AS s ON i.store_id = s.store_id
INNER JOIN address AS a ON s.address_id = a.address_id
INNER JOIN city AS c ON a.city_id = c.city_id
INNER JOIN country AS cy ON c.country_id = cy.country_id
INNER JOIN staff AS m ON s.manager_staff_id = m.staff_id
GROUP BY   
  s.store_id
, c.city+ ','+cy.country 
, m.first_name+' '+ m.last_name;
GO

GO
CREATE VIEW sales_by_film_category AS
SELECT
c.name AS category
, SUM(p.amount) AS total_sales
FROM payment AS p
INNER JOIN rental AS r ON p.rental_id = r.rental_id
INNER JOIN inventory AS i ON r.inventory_id = i.inventory_id
INNER JOIN film AS f ON i.film_id = f.film_id
INNER JOIN film_category AS fc ON f.film_id = fc.film_id
INNER JOIN category AS c ON fc.category_id = c.category_id
GROUP BY c.name;
GO
