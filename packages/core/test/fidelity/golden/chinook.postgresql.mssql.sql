CREATE TABLE album (
  album_id INT NOT NULL,
  title VARCHAR(160) NOT NULL,
  artist_id INT NOT NULL,
  CONSTRAINT PK_album PRIMARY KEY (album_id)
);

CREATE TABLE artist (
  artist_id INT NOT NULL,
  name VARCHAR(120) NULL,
  CONSTRAINT PK_artist PRIMARY KEY (artist_id)
);

CREATE TABLE customer (
  customer_id INT NOT NULL,
  first_name VARCHAR(40) NOT NULL,
  last_name VARCHAR(20) NOT NULL,
  company VARCHAR(80) NULL,
  address VARCHAR(70) NULL,
  city VARCHAR(40) NULL,
  state VARCHAR(40) NULL,
  country VARCHAR(40) NULL,
  postal_code VARCHAR(10) NULL,
  phone VARCHAR(24) NULL,
  fax VARCHAR(24) NULL,
  email VARCHAR(60) NOT NULL,
  support_rep_id INT NULL,
  CONSTRAINT PK_customer PRIMARY KEY (customer_id)
);

CREATE TABLE employee (
  employee_id INT NOT NULL,
  last_name VARCHAR(20) NOT NULL,
  first_name VARCHAR(20) NOT NULL,
  title VARCHAR(30) NULL,
  reports_to INT NULL,
  birth_date DATETIME2 NULL,
  hire_date DATETIME2 NULL,
  address VARCHAR(70) NULL,
  city VARCHAR(40) NULL,
  state VARCHAR(40) NULL,
  country VARCHAR(40) NULL,
  postal_code VARCHAR(10) NULL,
  phone VARCHAR(24) NULL,
  fax VARCHAR(24) NULL,
  email VARCHAR(60) NULL,
  CONSTRAINT PK_employee PRIMARY KEY (employee_id)
);

CREATE TABLE genre (
  genre_id INT NOT NULL,
  name VARCHAR(120) NULL,
  CONSTRAINT PK_genre PRIMARY KEY (genre_id)
);

CREATE TABLE invoice (
  invoice_id INT NOT NULL,
  customer_id INT NOT NULL,
  invoice_date DATETIME2 NOT NULL,
  billing_address VARCHAR(70) NULL,
  billing_city VARCHAR(40) NULL,
  billing_state VARCHAR(40) NULL,
  billing_country VARCHAR(40) NULL,
  billing_postal_code VARCHAR(10) NULL,
  total NUMERIC(10, 2) NOT NULL,
  CONSTRAINT PK_invoice PRIMARY KEY (invoice_id)
);

CREATE TABLE invoice_line (
  invoice_line_id INT NOT NULL,
  invoice_id INT NOT NULL,
  track_id INT NOT NULL,
  unit_price NUMERIC(10, 2) NOT NULL,
  quantity INT NOT NULL,
  CONSTRAINT PK_invoice_line PRIMARY KEY (invoice_line_id)
);

CREATE TABLE media_type (
  media_type_id INT NOT NULL,
  name VARCHAR(120) NULL,
  CONSTRAINT PK_media_type PRIMARY KEY (media_type_id)
);

CREATE TABLE playlist (
  playlist_id INT NOT NULL,
  name VARCHAR(120) NULL,
  CONSTRAINT PK_playlist PRIMARY KEY (playlist_id)
);

CREATE TABLE playlist_track (
  playlist_id INT NOT NULL,
  track_id INT NOT NULL,
  CONSTRAINT PK_playlist_track PRIMARY KEY (playlist_id, track_id)
);

CREATE TABLE track (
  track_id INT NOT NULL,
  name VARCHAR(200) NOT NULL,
  album_id INT NULL,
  media_type_id INT NOT NULL,
  genre_id INT NULL,
  composer VARCHAR(220) NULL,
  milliseconds INT NOT NULL,
  bytes INT NULL,
  unit_price NUMERIC(10, 2) NOT NULL,
  CONSTRAINT PK_track PRIMARY KEY (track_id)
);

ALTER TABLE album WITH CHECK ADD CONSTRAINT album_artist_id_fkey FOREIGN KEY (artist_id) REFERENCES artist (artist_id);
ALTER TABLE customer WITH CHECK ADD CONSTRAINT customer_support_rep_id_fkey FOREIGN KEY (support_rep_id) REFERENCES employee (employee_id);
ALTER TABLE employee WITH CHECK ADD CONSTRAINT employee_reports_to_fkey FOREIGN KEY (reports_to) REFERENCES employee (employee_id);
ALTER TABLE invoice WITH CHECK ADD CONSTRAINT invoice_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customer (customer_id);
ALTER TABLE invoice_line WITH CHECK ADD CONSTRAINT invoice_line_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES invoice (invoice_id);
ALTER TABLE invoice_line WITH CHECK ADD CONSTRAINT invoice_line_track_id_fkey FOREIGN KEY (track_id) REFERENCES track (track_id);
ALTER TABLE playlist_track WITH CHECK ADD CONSTRAINT playlist_track_playlist_id_fkey FOREIGN KEY (playlist_id) REFERENCES playlist (playlist_id);
ALTER TABLE playlist_track WITH CHECK ADD CONSTRAINT playlist_track_track_id_fkey FOREIGN KEY (track_id) REFERENCES track (track_id);
ALTER TABLE track WITH CHECK ADD CONSTRAINT track_album_id_fkey FOREIGN KEY (album_id) REFERENCES album (album_id);
ALTER TABLE track WITH CHECK ADD CONSTRAINT track_genre_id_fkey FOREIGN KEY (genre_id) REFERENCES genre (genre_id);
ALTER TABLE track WITH CHECK ADD CONSTRAINT track_media_type_id_fkey FOREIGN KEY (media_type_id) REFERENCES media_type (media_type_id);
