CREATE TABLE album (
  AlbumId INT NOT NULL,
  Title NVARCHAR(160) NOT NULL,
  ArtistId INT NOT NULL,
  CONSTRAINT PK_album PRIMARY KEY (AlbumId)
);

CREATE TABLE artist (
  ArtistId INT NOT NULL,
  Name NVARCHAR(120) NULL,
  CONSTRAINT PK_artist PRIMARY KEY (ArtistId)
);

CREATE TABLE customer (
  CustomerId INT NOT NULL,
  FirstName NVARCHAR(40) NOT NULL,
  LastName NVARCHAR(20) NOT NULL,
  Company NVARCHAR(80) NULL,
  Address NVARCHAR(70) NULL,
  City NVARCHAR(40) NULL,
  State NVARCHAR(40) NULL,
  Country NVARCHAR(40) NULL,
  PostalCode NVARCHAR(10) NULL,
  Phone NVARCHAR(24) NULL,
  Fax NVARCHAR(24) NULL,
  Email NVARCHAR(60) NOT NULL,
  SupportRepId INT NULL,
  CONSTRAINT PK_customer PRIMARY KEY (CustomerId)
);

CREATE TABLE employee (
  EmployeeId INT NOT NULL,
  LastName NVARCHAR(20) NOT NULL,
  FirstName NVARCHAR(20) NOT NULL,
  Title NVARCHAR(30) NULL,
  ReportsTo INT NULL,
  BirthDate DATETIME NULL,
  HireDate DATETIME NULL,
  Address NVARCHAR(70) NULL,
  City NVARCHAR(40) NULL,
  State NVARCHAR(40) NULL,
  Country NVARCHAR(40) NULL,
  PostalCode NVARCHAR(10) NULL,
  Phone NVARCHAR(24) NULL,
  Fax NVARCHAR(24) NULL,
  Email NVARCHAR(60) NULL,
  CONSTRAINT PK_employee PRIMARY KEY (EmployeeId)
);

CREATE TABLE genre (
  GenreId INT NOT NULL,
  Name NVARCHAR(120) NULL,
  CONSTRAINT PK_genre PRIMARY KEY (GenreId)
);

CREATE TABLE invoice (
  InvoiceId INT NOT NULL,
  CustomerId INT NOT NULL,
  InvoiceDate DATETIME NOT NULL,
  BillingAddress NVARCHAR(70) NULL,
  BillingCity NVARCHAR(40) NULL,
  BillingState NVARCHAR(40) NULL,
  BillingCountry NVARCHAR(40) NULL,
  BillingPostalCode NVARCHAR(10) NULL,
  Total NUMERIC(10, 2) NOT NULL,
  CONSTRAINT PK_invoice PRIMARY KEY (InvoiceId)
);

CREATE TABLE invoiceline (
  InvoiceLineId INT NOT NULL,
  InvoiceId INT NOT NULL,
  TrackId INT NOT NULL,
  UnitPrice NUMERIC(10, 2) NOT NULL,
  Quantity INT NOT NULL,
  CONSTRAINT PK_invoiceline PRIMARY KEY (InvoiceLineId)
);

CREATE TABLE mediatype (
  MediaTypeId INT NOT NULL,
  Name NVARCHAR(120) NULL,
  CONSTRAINT PK_mediatype PRIMARY KEY (MediaTypeId)
);

CREATE TABLE playlist (
  PlaylistId INT NOT NULL,
  Name NVARCHAR(120) NULL,
  CONSTRAINT PK_playlist PRIMARY KEY (PlaylistId)
);

CREATE TABLE playlisttrack (
  PlaylistId INT NOT NULL,
  TrackId INT NOT NULL,
  CONSTRAINT PK_playlisttrack PRIMARY KEY (PlaylistId, TrackId)
);

CREATE TABLE track (
  TrackId INT NOT NULL,
  Name NVARCHAR(200) NOT NULL,
  AlbumId INT NULL,
  MediaTypeId INT NOT NULL,
  GenreId INT NULL,
  Composer NVARCHAR(220) NULL,
  Milliseconds INT NOT NULL,
  Bytes INT NULL,
  UnitPrice NUMERIC(10, 2) NOT NULL,
  CONSTRAINT PK_track PRIMARY KEY (TrackId)
);

ALTER TABLE album WITH CHECK ADD CONSTRAINT fk_artist_album FOREIGN KEY (ArtistId) REFERENCES artist (ArtistId);
ALTER TABLE customer WITH CHECK ADD CONSTRAINT fk_employee_customer FOREIGN KEY (SupportRepId) REFERENCES employee (EmployeeId);
ALTER TABLE employee WITH CHECK ADD CONSTRAINT fk_employee_employee FOREIGN KEY (ReportsTo) REFERENCES employee (EmployeeId);
ALTER TABLE invoice WITH CHECK ADD CONSTRAINT fk_customer_invoice FOREIGN KEY (CustomerId) REFERENCES customer (CustomerId);
ALTER TABLE invoiceline WITH CHECK ADD CONSTRAINT fk_invoice_invoiceline FOREIGN KEY (InvoiceId) REFERENCES invoice (InvoiceId);
ALTER TABLE invoiceline WITH CHECK ADD CONSTRAINT fk_track_invoiceline FOREIGN KEY (TrackId) REFERENCES track (TrackId);
ALTER TABLE playlisttrack WITH CHECK ADD CONSTRAINT fk_playlist_playlisttrack FOREIGN KEY (PlaylistId) REFERENCES playlist (PlaylistId);
ALTER TABLE playlisttrack WITH CHECK ADD CONSTRAINT fk_track_playlisttrack FOREIGN KEY (TrackId) REFERENCES track (TrackId);
ALTER TABLE track WITH CHECK ADD CONSTRAINT fk_album_track FOREIGN KEY (AlbumId) REFERENCES album (AlbumId);
ALTER TABLE track WITH CHECK ADD CONSTRAINT fk_genre_track FOREIGN KEY (GenreId) REFERENCES genre (GenreId);
ALTER TABLE track WITH CHECK ADD CONSTRAINT fk_mediatype_track FOREIGN KEY (MediaTypeId) REFERENCES mediatype (MediaTypeId);
