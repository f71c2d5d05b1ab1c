CREATE TABLE categories (
  CategoryID INT IDENTITY(1,1) NOT NULL,
  CategoryName TEXT NULL,
  Description TEXT NULL,
  Picture VARBINARY(MAX) NULL,
  CONSTRAINT PK_categories PRIMARY KEY (CategoryID)
);

CREATE TABLE customercustomerdemo (
  CustomerID NVARCHAR(255) NOT NULL,
  CustomerTypeID NVARCHAR(255) NOT NULL,
  CONSTRAINT PK_customercustomerdemo PRIMARY KEY (CustomerID, CustomerTypeID)
);

CREATE TABLE customerdemographics (
  CustomerTypeID NVARCHAR(255) NOT NULL,
  CustomerDesc TEXT NULL,
  CONSTRAINT PK_customerdemographics PRIMARY KEY (CustomerTypeID)
);

CREATE TABLE customers (
  CustomerID NVARCHAR(255) NOT NULL,
  CompanyName TEXT NULL,
  ContactName TEXT NULL,
  ContactTitle TEXT NULL,
  Address TEXT NULL,
  City TEXT NULL,
  Region TEXT NULL,
  PostalCode TEXT NULL,
  Country TEXT NULL,
  Phone TEXT NULL,
  Fax TEXT NULL,
  CONSTRAINT PK_customers PRIMARY KEY (CustomerID)
);

CREATE TABLE employees (
  EmployeeID INT IDENTITY(1,1) NOT NULL,
  LastName TEXT NULL,
  FirstName TEXT NULL,
  Title TEXT NULL,
  TitleOfCourtesy TEXT NULL,
  BirthDate DATE NULL,
  HireDate DATE NULL,
  Address TEXT NULL,
  City TEXT NULL,
  Region TEXT NULL,
  PostalCode TEXT NULL,
  Country TEXT NULL,
  HomePhone TEXT NULL,
  Extension TEXT NULL,
  Photo VARBINARY(MAX) NULL,
  Notes TEXT NULL,
  ReportsTo INT NULL,
  PhotoPath TEXT NULL,
  CONSTRAINT PK_employees PRIMARY KEY (EmployeeID)
);

CREATE TABLE employeeterritories (
  EmployeeID INT NOT NULL,
  TerritoryID NVARCHAR(255) NOT NULL,
  CONSTRAINT PK_employeeterritories PRIMARY KEY (EmployeeID, TerritoryID)
);

CREATE TABLE order_details (
  OrderID INT NOT NULL,
  ProductID INT NOT NULL,
  UnitPrice NUMERIC NOT NULL,
  Quantity INT NOT NULL,
  Discount REAL NOT NULL,
  CONSTRAINT PK_order_details PRIMARY KEY (OrderID, ProductID)
);
ALTER TABLE order_details ADD CONSTRAINT DF_order_details_UnitPrice DEFAULT 0 FOR UnitPrice;
ALTER TABLE order_details ADD CONSTRAINT DF_order_details_Quantity DEFAULT 1 FOR Quantity;
ALTER TABLE order_details ADD CONSTRAINT DF_order_details_Discount DEFAULT 0 FOR Discount;

CREATE TABLE orders (
  OrderID INT IDENTITY(1,1) NOT NULL,
  CustomerID NVARCHAR(255) NULL,
  EmployeeID INT NULL,
  OrderDate DATETIME NULL,
  RequiredDate DATETIME NULL,
  ShippedDate DATETIME NULL,
  ShipVia INT NULL,
  Freight NUMERIC NULL,
  ShipName TEXT NULL,
  ShipAddress TEXT NULL,
  ShipCity TEXT NULL,
  ShipRegion TEXT NULL,
  ShipPostalCode TEXT NULL,
  ShipCountry TEXT NULL,
  CONSTRAINT PK_orders PRIMARY KEY (OrderID)
);
ALTER TABLE orders ADD CONSTRAINT DF_orders_Freight DEFAULT 0 FOR Freight;

CREATE TABLE products (
  ProductID INT IDENTITY(1,1) NOT NULL,
  ProductName TEXT NOT NULL,
  SupplierID INT NULL,
  CategoryID INT NULL,
  QuantityPerUnit TEXT NULL,
  UnitPrice NUMERIC NULL,
  UnitsInStock INT NULL,
  UnitsOnOrder INT NULL,
  ReorderLevel INT NULL,
  Discontinued TEXT NOT NULL,
  CONSTRAINT PK_products PRIMARY KEY (ProductID)
);
ALTER TABLE products ADD CONSTRAINT DF_products_UnitPrice DEFAULT 0 FOR UnitPrice;
ALTER TABLE products ADD CONSTRAINT DF_products_UnitsInStock DEFAULT 0 FOR UnitsInStock;
ALTER TABLE products ADD CONSTRAINT DF_products_UnitsOnOrder DEFAULT 0 FOR UnitsOnOrder;
ALTER TABLE products ADD CONSTRAINT DF_products_ReorderLevel DEFAULT 0 FOR ReorderLevel;
ALTER TABLE products ADD CONSTRAINT DF_products_Discontinued DEFAULT '0' FOR Discontinued;

CREATE TABLE regions (
  RegionID INT NOT NULL,
  RegionDescription TEXT NOT NULL,
  CONSTRAINT PK_regions PRIMARY KEY (RegionID)
);

CREATE TABLE shippers (
  ShipperID INT IDENTITY(1,1) NOT NULL,
  CompanyName TEXT NOT NULL,
  Phone TEXT NULL,
  CONSTRAINT PK_shippers PRIMARY KEY (ShipperID)
);

CREATE TABLE suppliers (
  SupplierID INT IDENTITY(1,1) NOT NULL,
  CompanyName TEXT NOT NULL,
  ContactName TEXT NULL,
  ContactTitle TEXT NULL,
  Address TEXT NULL,
  City TEXT NULL,
  Region TEXT NULL,
  PostalCode TEXT NULL,
  Country TEXT NULL,
  Phone TEXT NULL,
  Fax TEXT NULL,
  HomePage TEXT NULL,
  CONSTRAINT PK_suppliers PRIMARY KEY (SupplierID)
);

CREATE TABLE territories (
  TerritoryID NVARCHAR(255) NOT NULL,
  TerritoryDescription TEXT NOT NULL,
  RegionID INT NOT NULL,
  CONSTRAINT PK_territories PRIMARY KEY (TerritoryID)
);

ALTER TABLE customercustomerdemo WITH CHECK ADD CONSTRAINT fk_customers_customercustomerdemo FOREIGN KEY (CustomerID) REFERENCES customers (CustomerID);
ALTER TABLE customercustomerdemo WITH CHECK ADD CONSTRAINT fk_customerdemographics_customercustomerdemo FOREIGN KEY (CustomerTypeID) REFERENCES customerdemographics (CustomerTypeID);
ALTER TABLE employees WITH CHECK ADD CONSTRAINT fk_employees_employees FOREIGN KEY (ReportsTo) REFERENCES employees (EmployeeID);
ALTER TABLE employeeterritories WITH CHECK ADD CONSTRAINT fk_employees_employeeterritories FOREIGN KEY (EmployeeID) REFERENCES employees (EmployeeID);
ALTER TABLE employeeterritories WITH CHECK ADD CONSTRAINT fk_territories_employeeterritories FOREIGN KEY (TerritoryID) REFERENCES territories (TerritoryID);
ALTER TABLE order_details WITH CHECK ADD CONSTRAINT fk_orders_order_details FOREIGN KEY (OrderID) REFERENCES orders (OrderID);
ALTER TABLE order_details WITH CHECK ADD CONSTRAINT fk_products_order_details FOREIGN KEY (ProductID) REFERENCES products (ProductID);
ALTER TABLE orders WITH CHECK ADD CONSTRAINT fk_employees_orders FOREIGN KEY (EmployeeID) REFERENCES employees (EmployeeID);
ALTER TABLE orders WITH CHECK ADD CONSTRAINT fk_customers_orders FOREIGN KEY (CustomerID) REFERENCES customers (CustomerID);
ALTER TABLE orders WITH CHECK ADD CONSTRAINT fk_shippers_orders FOREIGN KEY (ShipVia) REFERENCES shippers (ShipperID);
ALTER TABLE products WITH CHECK ADD CONSTRAINT fk_categories_products FOREIGN KEY (CategoryID) REFERENCES categories (CategoryID);
ALTER TABLE products WITH CHECK ADD CONSTRAINT fk_suppliers_products FOREIGN KEY (SupplierID) REFERENCES suppliers (SupplierID);
ALTER TABLE territories WITH CHECK ADD CONSTRAINT fk_regions_territories FOREIGN KEY (RegionID) REFERENCES regions (RegionID);
