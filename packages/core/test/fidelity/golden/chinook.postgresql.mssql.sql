-- Note: type timestamp becomes DATETIME2 in mssql (employee.birth_date, employee.hire_date, birth_date, hire_date, invoice.invoice_date and 1 more)

CREATE TABLE album (
  album_id int NOT NULL,
  title varchar(160) NOT NULL,
  artist_id int NOT NULL,
  CONSTRAINT album_pkey PRIMARY KEY (album_id)
);

CREATE TABLE artist (
  artist_id int NOT NULL,
  name varchar(120) NULL,
  CONSTRAINT artist_pkey PRIMARY KEY (artist_id)
);

CREATE TABLE customer (
  customer_id int NOT NULL,
  first_name varchar(40) NOT NULL,
  last_name varchar(20) NOT NULL,
  company varchar(80) NULL,
  address varchar(70) NULL,
  city varchar(40) NULL,
  state varchar(40) NULL,
  country varchar(40) NULL,
  postal_code varchar(10) NULL,
  phone varchar(24) NULL,
  fax varchar(24) NULL,
  email varchar(60) NOT NULL,
  support_rep_id int NULL,
  CONSTRAINT customer_pkey PRIMARY KEY (customer_id)
);

CREATE TABLE employee (
  employee_id int NOT NULL,
  last_name varchar(20) NOT NULL,
  first_name varchar(20) NOT NULL,
  title varchar(30) NULL,
  reports_to int NULL,
  birth_date DATETIME2 NULL,
  hire_date DATETIME2 NULL,
  address varchar(70) NULL,
  city varchar(40) NULL,
  state varchar(40) NULL,
  country varchar(40) NULL,
  postal_code varchar(10) NULL,
  phone varchar(24) NULL,
  fax varchar(24) NULL,
  email varchar(60) NULL,
  CONSTRAINT employee_pkey PRIMARY KEY (employee_id)
);

CREATE TABLE genre (
  genre_id int NOT NULL,
  name varchar(120) NULL,
  CONSTRAINT genre_pkey PRIMARY KEY (genre_id)
);

CREATE TABLE invoice (
  invoice_id int NOT NULL,
  customer_id int NOT NULL,
  invoice_date DATETIME2 NOT NULL,
  billing_address varchar(70) NULL,
  billing_city varchar(40) NULL,
  billing_state varchar(40) NULL,
  billing_country varchar(40) NULL,
  billing_postal_code varchar(10) NULL,
  total numeric(10,2) NOT NULL,
  CONSTRAINT invoice_pkey PRIMARY KEY (invoice_id)
);

CREATE TABLE invoice_line (
  invoice_line_id int NOT NULL,
  invoice_id int NOT NULL,
  track_id int NOT NULL,
  unit_price numeric(10,2) NOT NULL,
  quantity int NOT NULL,
  CONSTRAINT invoice_line_pkey PRIMARY KEY (invoice_line_id)
);

CREATE TABLE media_type (
  media_type_id int NOT NULL,
  name varchar(120) NULL,
  CONSTRAINT media_type_pkey PRIMARY KEY (media_type_id)
);

CREATE TABLE playlist (
  playlist_id int NOT NULL,
  name varchar(120) NULL,
  CONSTRAINT playlist_pkey PRIMARY KEY (playlist_id)
);

CREATE TABLE playlist_track (
  playlist_id int NOT NULL,
  track_id int NOT NULL,
  CONSTRAINT playlist_track_pkey PRIMARY KEY (playlist_id, track_id)
);

CREATE TABLE track (
  track_id int NOT NULL,
  name varchar(200) NOT NULL,
  album_id int NULL,
  media_type_id int NOT NULL,
  genre_id int NULL,
  composer varchar(220) NULL,
  milliseconds int NOT NULL,
  bytes int NULL,
  unit_price numeric(10,2) NOT NULL,
  CONSTRAINT track_pkey PRIMARY KEY (track_id)
);

CREATE INDEX album_artist_id_idx ON album (artist_id);
CREATE INDEX customer_support_rep_id_idx ON customer (support_rep_id);
CREATE INDEX employee_reports_to_idx ON employee (reports_to);
CREATE INDEX invoice_customer_id_idx ON invoice (customer_id);
CREATE INDEX invoice_line_invoice_id_idx ON invoice_line (invoice_id);
CREATE INDEX invoice_line_track_id_idx ON invoice_line (track_id);
CREATE INDEX playlist_track_playlist_id_idx ON playlist_track (playlist_id);
CREATE INDEX playlist_track_track_id_idx ON playlist_track (track_id);
CREATE INDEX track_album_id_idx ON track (album_id);
CREATE INDEX track_genre_id_idx ON track (genre_id);
CREATE INDEX track_media_type_id_idx ON track (media_type_id);

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
