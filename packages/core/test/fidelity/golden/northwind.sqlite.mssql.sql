-- Note: view Alphabetical list of products is left out: its query is sqlite SQL and is not translated
-- Note: view Current Product List is left out: its query is sqlite SQL and is not translated
-- Note: view Customer and Suppliers by City is left out: its query is sqlite SQL and is not translated
-- Note: view Invoices is left out: its query is sqlite SQL and is not translated
-- Note: view Orders Qry is left out: its query is sqlite SQL and is not translated
-- Note: view Order Subtotals is left out: its query is sqlite SQL and is not translated
-- Note: view Product Sales for 1997 is left out: its query is sqlite SQL and is not translated
-- Note: view Products Above Average Price is left out: its query is sqlite SQL and is not translated
-- Note: view Products by Category is left out: its query is sqlite SQL and is not translated
-- Note: view Quarterly Orders is left out: its query is sqlite SQL and is not translated
-- Note: view Sales Totals by Amount is left out: its query is sqlite SQL and is not translated
-- Note: view Summary of Sales by Quarter is left out: its query is sqlite SQL and is not translated
-- Note: view Summary of Sales by Year is left out: its query is sqlite SQL and is not translated
-- Note: view Category Sales for 1997 is left out: its query is sqlite SQL and is not translated
-- Note: view Order Details Extended is left out: its query is sqlite SQL and is not translated
-- Note: view Sales by Category is left out: its query is sqlite SQL and is not translated
-- Note: type INTEGER becomes INT in mssql (Categories.CategoryID, CategoryID, Employees.EmployeeID, Employees.ReportsTo, EmployeeID and 28 more)
-- Note: type BLOB becomes VARBINARY(MAX) in mssql (Categories.Picture, Picture, Employees.Photo, Photo)
-- Note: type TEXT becomes NVARCHAR(255) in mssql (CustomerCustomerDemo.CustomerID, CustomerCustomerDemo.CustomerTypeID, CustomerID, CustomerTypeID, CustomerDemographics.CustomerTypeID and 5 more)

CREATE TABLE Categories (
  CategoryID INT IDENTITY(1,1) NOT NULL,
  CategoryName TEXT NULL,
  Description TEXT NULL,
  Picture VARBINARY(MAX) NULL,
  CONSTRAINT PK_Categories PRIMARY KEY (CategoryID)
);

CREATE TABLE CustomerCustomerDemo (
  CustomerID NVARCHAR(255) NOT NULL,
  CustomerTypeID NVARCHAR(255) NOT NULL,
  CONSTRAINT PK_CustomerCustomerDemo PRIMARY KEY (CustomerID, CustomerTypeID)
);

CREATE TABLE CustomerDemographics (
  CustomerTypeID NVARCHAR(255) NOT NULL,
  CustomerDesc TEXT NULL,
  CONSTRAINT PK_CustomerDemographics PRIMARY KEY (CustomerTypeID)
);

CREATE TABLE Customers (
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
  CONSTRAINT PK_Customers PRIMARY KEY (CustomerID)
);

CREATE TABLE Employees (
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
  CONSTRAINT PK_Employees PRIMARY KEY (EmployeeID)
);

CREATE TABLE EmployeeTerritories (
  EmployeeID INT NOT NULL,
  TerritoryID NVARCHAR(255) NOT NULL,
  CONSTRAINT PK_EmployeeTerritories PRIMARY KEY (EmployeeID, TerritoryID)
);

CREATE TABLE [Order Details] (
  OrderID INT NOT NULL,
  ProductID INT NOT NULL,
  UnitPrice NUMERIC NOT NULL,
  Quantity INT NOT NULL,
  Discount REAL NOT NULL,
  CONSTRAINT PK_Order_Details PRIMARY KEY (OrderID, ProductID),
  CHECK ([Discount]>=(0) AND [Discount]<=(1)),
  CHECK ([Quantity]>(0)),
  CHECK ([UnitPrice]>=(0))
);
ALTER TABLE [Order Details] ADD CONSTRAINT DF_Order_Details_UnitPrice DEFAULT 0 FOR UnitPrice;
ALTER TABLE [Order Details] ADD CONSTRAINT DF_Order_Details_Quantity DEFAULT 1 FOR Quantity;
ALTER TABLE [Order Details] ADD CONSTRAINT DF_Order_Details_Discount DEFAULT 0 FOR Discount;

CREATE TABLE Orders (
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
  CONSTRAINT PK_Orders PRIMARY KEY (OrderID)
);
ALTER TABLE Orders ADD CONSTRAINT DF_Orders_Freight DEFAULT 0 FOR Freight;

CREATE TABLE Products (
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
  CONSTRAINT PK_Products PRIMARY KEY (ProductID),
  CHECK ([UnitPrice]>=(0)),
  CHECK ([ReorderLevel]>=(0)),
  CHECK ([UnitsInStock]>=(0)),
  CHECK ([UnitsOnOrder]>=(0))
);
ALTER TABLE Products ADD CONSTRAINT DF_Products_UnitPrice DEFAULT 0 FOR UnitPrice;
ALTER TABLE Products ADD CONSTRAINT DF_Products_UnitsInStock DEFAULT 0 FOR UnitsInStock;
ALTER TABLE Products ADD CONSTRAINT DF_Products_UnitsOnOrder DEFAULT 0 FOR UnitsOnOrder;
ALTER TABLE Products ADD CONSTRAINT DF_Products_ReorderLevel DEFAULT 0 FOR ReorderLevel;
ALTER TABLE Products ADD CONSTRAINT DF_Products_Discontinued DEFAULT '0' FOR Discontinued;

CREATE TABLE Regions (
  RegionID INT NOT NULL,
  RegionDescription TEXT NOT NULL,
  CONSTRAINT PK_Regions PRIMARY KEY (RegionID)
);

CREATE TABLE Shippers (
  ShipperID INT IDENTITY(1,1) NOT NULL,
  CompanyName TEXT NOT NULL,
  Phone TEXT NULL,
  CONSTRAINT PK_Shippers PRIMARY KEY (ShipperID)
);

CREATE TABLE Suppliers (
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
  CONSTRAINT PK_Suppliers PRIMARY KEY (SupplierID)
);

CREATE TABLE Territories (
  TerritoryID NVARCHAR(255) NOT NULL,
  TerritoryDescription TEXT NOT NULL,
  RegionID INT NOT NULL,
  CONSTRAINT PK_Territories PRIMARY KEY (TerritoryID)
);

ALTER TABLE CustomerCustomerDemo WITH CHECK ADD CONSTRAINT fk_Customers_CustomerCustomerDemo FOREIGN KEY (CustomerID) REFERENCES Customers (CustomerID);
ALTER TABLE CustomerCustomerDemo WITH CHECK ADD CONSTRAINT fk_CustomerDemographics_CustomerCustomerDemo FOREIGN KEY (CustomerTypeID) REFERENCES CustomerDemographics (CustomerTypeID);
ALTER TABLE Employees WITH CHECK ADD CONSTRAINT fk_Employees_Employees FOREIGN KEY (ReportsTo) REFERENCES Employees (EmployeeID);
ALTER TABLE EmployeeTerritories WITH CHECK ADD CONSTRAINT fk_Employees_EmployeeTerritories FOREIGN KEY (EmployeeID) REFERENCES Employees (EmployeeID);
ALTER TABLE EmployeeTerritories WITH CHECK ADD CONSTRAINT fk_Territories_EmployeeTerritories FOREIGN KEY (TerritoryID) REFERENCES Territories (TerritoryID);
ALTER TABLE [Order Details] WITH CHECK ADD CONSTRAINT [fk_Orders_Order Details] FOREIGN KEY (OrderID) REFERENCES Orders (OrderID);
ALTER TABLE [Order Details] WITH CHECK ADD CONSTRAINT [fk_Products_Order Details] FOREIGN KEY (ProductID) REFERENCES Products (ProductID);
ALTER TABLE Orders WITH CHECK ADD CONSTRAINT fk_Employees_Orders FOREIGN KEY (EmployeeID) REFERENCES Employees (EmployeeID);
ALTER TABLE Orders WITH CHECK ADD CONSTRAINT fk_Customers_Orders FOREIGN KEY (CustomerID) REFERENCES Customers (CustomerID);
ALTER TABLE Orders WITH CHECK ADD CONSTRAINT fk_Shippers_Orders FOREIGN KEY (ShipVia) REFERENCES Shippers (ShipperID);
ALTER TABLE Products WITH CHECK ADD CONSTRAINT fk_Categories_Products FOREIGN KEY (CategoryID) REFERENCES Categories (CategoryID);
ALTER TABLE Products WITH CHECK ADD CONSTRAINT fk_Suppliers_Products FOREIGN KEY (SupplierID) REFERENCES Suppliers (SupplierID);
ALTER TABLE Territories WITH CHECK ADD CONSTRAINT fk_Regions_Territories FOREIGN KEY (RegionID) REFERENCES Regions (RegionID);
