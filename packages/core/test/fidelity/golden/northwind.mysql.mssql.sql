CREATE TABLE employees (
  EmployeeID INT IDENTITY(1,1) NOT NULL,
  LastName VARCHAR(20) NOT NULL,
  FirstName VARCHAR(10) NOT NULL,
  Title VARCHAR(30) NULL,
  TitleOfCourtesy VARCHAR(25) NULL,
  BirthDate DATETIME NULL,
  HireDate DATETIME NULL,
  Address VARCHAR(60) NULL,
  City VARCHAR(15) NULL,
  Region VARCHAR(15) NULL,
  PostalCode VARCHAR(10) NULL,
  Country VARCHAR(15) NULL,
  HomePhone VARCHAR(24) NULL,
  Extension VARCHAR(4) NULL,
  Photo VARBINARY(MAX) NULL,
  Notes TEXT NULL,
  ReportsTo INT NULL,
  PhotoPath VARCHAR(255) NULL,
  CONSTRAINT PK_employees PRIMARY KEY (EmployeeID)
);

CREATE TABLE categories (
  CategoryID INT IDENTITY(1,1) NOT NULL,
  CategoryName VARCHAR(15) NOT NULL,
  Description TEXT NULL,
  Picture VARBINARY(MAX) NULL,
  CONSTRAINT PK_categories PRIMARY KEY (CategoryID)
);

CREATE TABLE customers (
  CustomerID CHAR(5) NOT NULL,
  CompanyName VARCHAR(40) NOT NULL,
  ContactName VARCHAR(30) NULL,
  ContactTitle VARCHAR(30) NULL,
  Address VARCHAR(60) NULL,
  City VARCHAR(15) NULL,
  Region VARCHAR(15) NULL,
  PostalCode VARCHAR(10) NULL,
  Country VARCHAR(15) NULL,
  Phone VARCHAR(24) NULL,
  Fax VARCHAR(24) NULL,
  CONSTRAINT PK_customers PRIMARY KEY (CustomerID)
);

CREATE TABLE shippers (
  ShipperID INT IDENTITY(1,1) NOT NULL,
  CompanyName VARCHAR(40) NOT NULL,
  Phone VARCHAR(24) NULL,
  CONSTRAINT PK_shippers PRIMARY KEY (ShipperID)
);

CREATE TABLE suppliers (
  SupplierID INT IDENTITY(1,1) NOT NULL,
  CompanyName VARCHAR(40) NOT NULL,
  ContactName VARCHAR(30) NULL,
  ContactTitle VARCHAR(30) NULL,
  Address VARCHAR(60) NULL,
  City VARCHAR(15) NULL,
  Region VARCHAR(15) NULL,
  PostalCode VARCHAR(10) NULL,
  Country VARCHAR(15) NULL,
  Phone VARCHAR(24) NULL,
  Fax VARCHAR(24) NULL,
  HomePage TEXT NULL,
  CONSTRAINT PK_suppliers PRIMARY KEY (SupplierID)
);

CREATE TABLE orders (
  OrderID INT IDENTITY(1,1) NOT NULL,
  CustomerID CHAR(5) NULL,
  EmployeeID INT NULL,
  OrderDate DATETIME NULL,
  RequiredDate DATETIME NULL,
  ShippedDate DATETIME NULL,
  ShipVia INT NULL,
  Freight DECIMAL(65, 30) NULL,
  ShipName VARCHAR(40) NULL,
  ShipAddress VARCHAR(60) NULL,
  ShipCity VARCHAR(15) NULL,
  ShipRegion VARCHAR(15) NULL,
  ShipPostalCode VARCHAR(10) NULL,
  ShipCountry VARCHAR(15) NULL,
  CONSTRAINT PK_orders PRIMARY KEY (OrderID)
);
ALTER TABLE orders ADD CONSTRAINT DF_orders_Freight DEFAULT '0' FOR Freight;

CREATE TABLE products (
  ProductID INT IDENTITY(1,1) NOT NULL,
  ProductName VARCHAR(40) NOT NULL,
  SupplierID INT NULL,
  CategoryID INT NULL,
  QuantityPerUnit VARCHAR(20) NULL,
  UnitPrice DECIMAL(65, 30) NULL,
  UnitsInStock SMALLINT NULL,
  UnitsOnOrder SMALLINT NULL,
  ReorderLevel SMALLINT NULL,
  Discontinued BIT NOT NULL,
  CONSTRAINT PK_products PRIMARY KEY (ProductID)
);
ALTER TABLE products ADD CONSTRAINT DF_products_UnitPrice DEFAULT '0' FOR UnitPrice;
ALTER TABLE products ADD CONSTRAINT DF_products_UnitsInStock DEFAULT '0' FOR UnitsInStock;
ALTER TABLE products ADD CONSTRAINT DF_products_UnitsOnOrder DEFAULT '0' FOR UnitsOnOrder;
ALTER TABLE products ADD CONSTRAINT DF_products_ReorderLevel DEFAULT '0' FOR ReorderLevel;
ALTER TABLE products ADD CONSTRAINT DF_products_Discontinued DEFAULT 0 FOR Discontinued;

CREATE TABLE order_details (
  OrderID INT NOT NULL,
  ProductID INT NOT NULL,
  UnitPrice DECIMAL(65, 30) NOT NULL,
  Quantity SMALLINT NOT NULL,
  Discount FLOAT NOT NULL,
  CONSTRAINT PK_order_details PRIMARY KEY (OrderID, ProductID)
);
ALTER TABLE order_details ADD CONSTRAINT DF_order_details_UnitPrice DEFAULT '0' FOR UnitPrice;
ALTER TABLE order_details ADD CONSTRAINT DF_order_details_Quantity DEFAULT '1' FOR Quantity;
ALTER TABLE order_details ADD CONSTRAINT DF_order_details_Discount DEFAULT '0' FOR Discount;

CREATE TABLE customercustomerdemo (
  CustomerID CHAR(5) NOT NULL,
  CustomerTypeID CHAR(10) NOT NULL,
  CONSTRAINT PK_customercustomerdemo PRIMARY KEY (CustomerID, CustomerTypeID)
);

CREATE TABLE customerdemographics (
  CustomerTypeID CHAR(10) NOT NULL,
  CustomerDesc TEXT NULL,
  CONSTRAINT PK_customerdemographics PRIMARY KEY (CustomerTypeID)
);

CREATE TABLE region (
  RegionID INT NOT NULL,
  RegionDescription CHAR(50) NOT NULL,
  CONSTRAINT PK_region PRIMARY KEY (RegionID)
);

CREATE TABLE territories (
  TerritoryID VARCHAR(20) NOT NULL,
  TerritoryDescription CHAR(50) NOT NULL,
  RegionID INT NOT NULL,
  CONSTRAINT PK_territories PRIMARY KEY (TerritoryID)
);

CREATE TABLE employeeterritories (
  EmployeeID INT NOT NULL,
  TerritoryID VARCHAR(20) NOT NULL,
  CONSTRAINT PK_employeeterritories PRIMARY KEY (EmployeeID, TerritoryID)
);

ALTER TABLE employees WITH CHECK ADD CONSTRAINT FK_Employees_Employees FOREIGN KEY (ReportsTo) REFERENCES employees (EmployeeID);
ALTER TABLE orders WITH CHECK ADD CONSTRAINT FK_Orders_Customers FOREIGN KEY (CustomerID) REFERENCES customers (CustomerID);
ALTER TABLE orders WITH CHECK ADD CONSTRAINT FK_Orders_Employees FOREIGN KEY (EmployeeID) REFERENCES employees (EmployeeID);
ALTER TABLE orders WITH CHECK ADD CONSTRAINT FK_Orders_Shippers FOREIGN KEY (ShipVia) REFERENCES shippers (ShipperID);
ALTER TABLE products WITH CHECK ADD CONSTRAINT FK_Products_Categories FOREIGN KEY (CategoryID) REFERENCES categories (CategoryID);
ALTER TABLE products WITH CHECK ADD CONSTRAINT FK_Products_Suppliers FOREIGN KEY (SupplierID) REFERENCES suppliers (SupplierID);
ALTER TABLE order_details WITH CHECK ADD CONSTRAINT FK_Order_Details_Orders FOREIGN KEY (OrderID) REFERENCES orders (OrderID);
ALTER TABLE order_details WITH CHECK ADD CONSTRAINT FK_Order_Details_Products FOREIGN KEY (ProductID) REFERENCES products (ProductID);
ALTER TABLE customercustomerdemo WITH CHECK ADD CONSTRAINT FK_CustomerCustomerDemo FOREIGN KEY (CustomerTypeID) REFERENCES customerdemographics (CustomerTypeID);
ALTER TABLE customercustomerdemo WITH CHECK ADD CONSTRAINT FK_CustomerCustomerDemo_Customers FOREIGN KEY (CustomerID) REFERENCES customers (CustomerID);
ALTER TABLE territories WITH CHECK ADD CONSTRAINT FK_Territories_Region FOREIGN KEY (RegionID) REFERENCES region (RegionID);
ALTER TABLE employeeterritories WITH CHECK ADD CONSTRAINT FK_EmployeeTerritories_Employees FOREIGN KEY (EmployeeID) REFERENCES employees (EmployeeID);
ALTER TABLE employeeterritories WITH CHECK ADD CONSTRAINT FK_EmployeeTerritories_Territories FOREIGN KEY (TerritoryID) REFERENCES territories (TerritoryID);
