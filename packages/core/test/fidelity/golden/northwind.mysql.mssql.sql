-- Note: index PK_Employees on Employees loses its method FULLTEXT: mssql has none such
-- Note: view Customer and Suppliers by City is left out: its query is mysql SQL and is not translated
-- Note: view Alphabetical list of products is left out: its query is mysql SQL and is not translated
-- Note: view Current Product List is left out: its query is mysql SQL and is not translated
-- Note: view Orders Qry is left out: its query is mysql SQL and is not translated
-- Note: view Products Above Average Price is left out: its query is mysql SQL and is not translated
-- Note: view Products by Category is left out: its query is mysql SQL and is not translated
-- Note: view Quarterly Orders is left out: its query is mysql SQL and is not translated
-- Note: view Invoices is left out: its query is mysql SQL and is not translated
-- Note: view Order Details Extended is left out: its query is mysql SQL and is not translated
-- Note: view Order Subtotals is left out: its query is mysql SQL and is not translated
-- Note: view Product Sales for 1997 is left out: its query is mysql SQL and is not translated
-- Note: view Category Sales for 1997 is left out: its query is mysql SQL and is not translated
-- Note: view Sales by Category is left out: its query is mysql SQL and is not translated
-- Note: view Sales Totals by Amount is left out: its query is mysql SQL and is not translated
-- Note: view Summary of Sales by Quarter is left out: its query is mysql SQL and is not translated
-- Note: view Summary of Sales by Year is left out: its query is mysql SQL and is not translated
-- Note: procedure Ten Most Expensive Products is left out: it is mysql SQL
-- Note: procedure Employee Sales by Country is left out: it is mysql SQL
-- Note: procedure Sales by Year is left out: it is mysql SQL
-- Note: procedure CustOrdersDetail is left out: it is mysql SQL
-- Note: procedure CustOrdersOrders is left out: it is mysql SQL
-- Note: procedure CustOrderHist is left out: it is mysql SQL
-- Note: procedure SalesByCategory is left out: it is mysql SQL
-- Note: type blob becomes VARBINARY(MAX) in mssql (Employees.Photo, Photo, Categories.Picture, Picture)

CREATE TABLE Employees (
  EmployeeID int IDENTITY(1,1) NOT NULL,
  LastName varchar(20) NOT NULL,
  FirstName varchar(10) NOT NULL,
  Title varchar(30) NULL,
  TitleOfCourtesy varchar(25) NULL,
  BirthDate datetime NULL,
  HireDate datetime NULL,
  Address varchar(60) NULL,
  City varchar(15) NULL,
  Region varchar(15) NULL,
  PostalCode varchar(10) NULL,
  Country varchar(15) NULL,
  HomePhone varchar(24) NULL,
  Extension varchar(4) NULL,
  Photo VARBINARY(MAX) NULL,
  Notes text NULL,
  ReportsTo int NULL,
  PhotoPath varchar(255) NULL,
  CONSTRAINT PK_Employees PRIMARY KEY (EmployeeID)
);

CREATE TABLE Categories (
  CategoryID int IDENTITY(1,1) NOT NULL,
  CategoryName varchar(15) NOT NULL,
  Description text NULL,
  Picture VARBINARY(MAX) NULL,
  CONSTRAINT PK_Categories PRIMARY KEY (CategoryID)
);

CREATE TABLE Customers (
  CustomerID char(5) NOT NULL,
  CompanyName varchar(40) NOT NULL,
  ContactName varchar(30) NULL,
  ContactTitle varchar(30) NULL,
  Address varchar(60) NULL,
  City varchar(15) NULL,
  Region varchar(15) NULL,
  PostalCode varchar(10) NULL,
  Country varchar(15) NULL,
  Phone varchar(24) NULL,
  Fax varchar(24) NULL,
  CONSTRAINT PK_Customers PRIMARY KEY (CustomerID)
);

CREATE TABLE Shippers (
  ShipperID int IDENTITY(1,1) NOT NULL,
  CompanyName varchar(40) NOT NULL,
  Phone varchar(24) NULL,
  CONSTRAINT PK_Shippers PRIMARY KEY (ShipperID)
);

CREATE TABLE Suppliers (
  SupplierID int IDENTITY(1,1) NOT NULL,
  CompanyName varchar(40) NOT NULL,
  ContactName varchar(30) NULL,
  ContactTitle varchar(30) NULL,
  Address varchar(60) NULL,
  City varchar(15) NULL,
  Region varchar(15) NULL,
  PostalCode varchar(10) NULL,
  Country varchar(15) NULL,
  Phone varchar(24) NULL,
  Fax varchar(24) NULL,
  HomePage text NULL,
  CONSTRAINT PK_Suppliers PRIMARY KEY (SupplierID)
);

CREATE TABLE Orders (
  OrderID int IDENTITY(1,1) NOT NULL,
  CustomerID char(5) NULL,
  EmployeeID int NULL,
  OrderDate datetime NULL,
  RequiredDate datetime NULL,
  ShippedDate datetime NULL,
  ShipVia int NULL,
  Freight decimal(65,30) NULL,
  ShipName varchar(40) NULL,
  ShipAddress varchar(60) NULL,
  ShipCity varchar(15) NULL,
  ShipRegion varchar(15) NULL,
  ShipPostalCode varchar(10) NULL,
  ShipCountry varchar(15) NULL,
  CONSTRAINT PK_Orders PRIMARY KEY (OrderID)
);
ALTER TABLE Orders ADD CONSTRAINT DF_Orders_Freight DEFAULT '0' FOR Freight;

CREATE TABLE Products (
  ProductID int IDENTITY(1,1) NOT NULL,
  ProductName varchar(40) NOT NULL,
  SupplierID int NULL,
  CategoryID int NULL,
  QuantityPerUnit varchar(20) NULL,
  UnitPrice decimal(65,30) NULL,
  UnitsInStock smallint NULL,
  UnitsOnOrder smallint NULL,
  ReorderLevel smallint NULL,
  Discontinued bit NOT NULL,
  CONSTRAINT PK_Products PRIMARY KEY (ProductID),
  CHECK (UnitPrice >= 0),
  CHECK (ReorderLevel >= 0),
  CHECK (UnitsInStock >= 0),
  CHECK (UnitsOnOrder >= 0)
);
ALTER TABLE Products ADD CONSTRAINT DF_Products_UnitPrice DEFAULT '0' FOR UnitPrice;
ALTER TABLE Products ADD CONSTRAINT DF_Products_UnitsInStock DEFAULT '0' FOR UnitsInStock;
ALTER TABLE Products ADD CONSTRAINT DF_Products_UnitsOnOrder DEFAULT '0' FOR UnitsOnOrder;
ALTER TABLE Products ADD CONSTRAINT DF_Products_ReorderLevel DEFAULT '0' FOR ReorderLevel;
ALTER TABLE Products ADD CONSTRAINT DF_Products_Discontinued DEFAULT 0 FOR Discontinued;

CREATE TABLE [Order Details] (
  OrderID int NOT NULL,
  ProductID int NOT NULL,
  UnitPrice decimal(65,30) NOT NULL,
  Quantity smallint NOT NULL,
  Discount float NOT NULL,
  CONSTRAINT PK_Order_Details PRIMARY KEY (OrderID, ProductID),
  CHECK (Discount >= 0 and (Discount <= 1)),
  CHECK (Quantity > 0),
  CHECK (UnitPrice >= 0)
);
ALTER TABLE [Order Details] ADD CONSTRAINT DF_Order_Details_UnitPrice DEFAULT '0' FOR UnitPrice;
ALTER TABLE [Order Details] ADD CONSTRAINT DF_Order_Details_Quantity DEFAULT '1' FOR Quantity;
ALTER TABLE [Order Details] ADD CONSTRAINT DF_Order_Details_Discount DEFAULT '0' FOR Discount;

CREATE TABLE CustomerCustomerDemo (
  CustomerID char(5) NOT NULL,
  CustomerTypeID char(10) NOT NULL,
  CONSTRAINT PK_CustomerCustomerDemo PRIMARY KEY (CustomerID, CustomerTypeID)
);

CREATE TABLE CustomerDemographics (
  CustomerTypeID char(10) NOT NULL,
  CustomerDesc text NULL,
  CONSTRAINT PK_CustomerDemographics PRIMARY KEY (CustomerTypeID)
);

CREATE TABLE Region (
  RegionID int NOT NULL,
  RegionDescription char(50) NOT NULL,
  CONSTRAINT PK_Region PRIMARY KEY (RegionID)
);

CREATE TABLE Territories (
  TerritoryID varchar(20) NOT NULL,
  TerritoryDescription char(50) NOT NULL,
  RegionID int NOT NULL,
  CONSTRAINT PK_Territories PRIMARY KEY (TerritoryID)
);

CREATE TABLE EmployeeTerritories (
  EmployeeID int NOT NULL,
  TerritoryID varchar(20) NOT NULL,
  CONSTRAINT PK_EmployeeTerritories PRIMARY KEY (EmployeeID, TerritoryID)
);

CREATE INDEX LastName ON Employees (LastName);
CREATE INDEX PostalCode ON Employees (PostalCode);
CREATE INDEX PK_Employees ON Employees (Title, City);
CREATE INDEX CategoryName ON Categories (CategoryName);
CREATE INDEX City ON Customers (City);
CREATE INDEX CompanyName ON Customers (CompanyName);
CREATE INDEX PostalCode ON Customers (PostalCode);
CREATE INDEX Region ON Customers (Region);
CREATE INDEX CompanyName ON Suppliers (CompanyName);
CREATE INDEX PostalCode ON Suppliers (PostalCode);
CREATE INDEX CustomerID ON Orders (CustomerID);
CREATE INDEX CustomersOrders ON Orders (CustomerID);
CREATE INDEX EmployeeID ON Orders (EmployeeID);
CREATE INDEX EmployeesOrders ON Orders (EmployeeID);
CREATE INDEX OrderDate ON Orders (OrderDate);
CREATE INDEX ShippedDate ON Orders (ShippedDate);
CREATE INDEX ShippersOrders ON Orders (ShipVia);
CREATE INDEX ShipPostalCode ON Orders (ShipPostalCode);
CREATE INDEX CategoriesProducts ON Products (CategoryID);
CREATE INDEX CategoryID ON Products (CategoryID);
CREATE INDEX ProductName ON Products (ProductName);
CREATE INDEX SupplierID ON Products (SupplierID);
CREATE INDEX SuppliersProducts ON Products (SupplierID);
CREATE INDEX OrderID ON [Order Details] (OrderID);
CREATE INDEX OrdersOrder_Details ON [Order Details] (OrderID);
CREATE INDEX ProductID ON [Order Details] (ProductID);
CREATE INDEX ProductsOrder_Details ON [Order Details] (ProductID);

ALTER TABLE Employees WITH CHECK ADD CONSTRAINT FK_Employees_Employees FOREIGN KEY (ReportsTo) REFERENCES Employees (EmployeeID);
ALTER TABLE Orders WITH CHECK ADD CONSTRAINT FK_Orders_Customers FOREIGN KEY (CustomerID) REFERENCES Customers (CustomerID);
ALTER TABLE Orders WITH CHECK ADD CONSTRAINT FK_Orders_Employees FOREIGN KEY (EmployeeID) REFERENCES Employees (EmployeeID);
ALTER TABLE Orders WITH CHECK ADD CONSTRAINT FK_Orders_Shippers FOREIGN KEY (ShipVia) REFERENCES Shippers (ShipperID);
ALTER TABLE Products WITH CHECK ADD CONSTRAINT FK_Products_Categories FOREIGN KEY (CategoryID) REFERENCES Categories (CategoryID);
ALTER TABLE Products WITH CHECK ADD CONSTRAINT FK_Products_Suppliers FOREIGN KEY (SupplierID) REFERENCES Suppliers (SupplierID);
ALTER TABLE [Order Details] WITH CHECK ADD CONSTRAINT FK_Order_Details_Orders FOREIGN KEY (OrderID) REFERENCES Orders (OrderID);
ALTER TABLE [Order Details] WITH CHECK ADD CONSTRAINT FK_Order_Details_Products FOREIGN KEY (ProductID) REFERENCES Products (ProductID);
ALTER TABLE CustomerCustomerDemo WITH CHECK ADD CONSTRAINT FK_CustomerCustomerDemo FOREIGN KEY (CustomerTypeID) REFERENCES CustomerDemographics (CustomerTypeID);
ALTER TABLE CustomerCustomerDemo WITH CHECK ADD CONSTRAINT FK_CustomerCustomerDemo_Customers FOREIGN KEY (CustomerID) REFERENCES Customers (CustomerID);
ALTER TABLE Territories WITH CHECK ADD CONSTRAINT FK_Territories_Region FOREIGN KEY (RegionID) REFERENCES Region (RegionID);
ALTER TABLE EmployeeTerritories WITH CHECK ADD CONSTRAINT FK_EmployeeTerritories_Employees FOREIGN KEY (EmployeeID) REFERENCES Employees (EmployeeID);
ALTER TABLE EmployeeTerritories WITH CHECK ADD CONSTRAINT FK_EmployeeTerritories_Territories FOREIGN KEY (TerritoryID) REFERENCES Territories (TerritoryID);
