CREATE TABLE employees (
  EmployeeID INT IDENTITY(1,1) NOT NULL,
  LastName NVARCHAR(20) NOT NULL,
  FirstName NVARCHAR(10) NOT NULL,
  Title NVARCHAR(30) NULL,
  TitleOfCourtesy NVARCHAR(25) NULL,
  BirthDate DATETIME NULL,
  HireDate DATETIME NULL,
  Address NVARCHAR(60) NULL,
  City NVARCHAR(15) NULL,
  Region NVARCHAR(15) NULL,
  PostalCode NVARCHAR(10) NULL,
  Country NVARCHAR(15) NULL,
  HomePhone NVARCHAR(24) NULL,
  Extension NVARCHAR(4) NULL,
  Photo VARBINARY(MAX) NULL,
  Notes NTEXT NULL,
  ReportsTo INT NULL,
  PhotoPath NVARCHAR(255) NULL,
  CONSTRAINT PK_employees PRIMARY KEY (EmployeeID)
);

CREATE TABLE categories (
  CategoryID INT IDENTITY(1,1) NOT NULL,
  CategoryName NVARCHAR(15) NOT NULL,
  Description NTEXT NULL,
  Picture VARBINARY(MAX) NULL,
  CONSTRAINT PK_categories PRIMARY KEY (CategoryID)
);

CREATE TABLE customers (
  CustomerID NCHAR(5) NOT NULL,
  CompanyName NVARCHAR(40) NOT NULL,
  ContactName NVARCHAR(30) NULL,
  ContactTitle NVARCHAR(30) NULL,
  Address NVARCHAR(60) NULL,
  City NVARCHAR(15) NULL,
  Region NVARCHAR(15) NULL,
  PostalCode NVARCHAR(10) NULL,
  Country NVARCHAR(15) NULL,
  Phone NVARCHAR(24) NULL,
  Fax NVARCHAR(24) NULL,
  CONSTRAINT PK_customers PRIMARY KEY (CustomerID)
);

CREATE TABLE shippers (
  ShipperID INT IDENTITY(1,1) NOT NULL,
  CompanyName NVARCHAR(40) NOT NULL,
  Phone NVARCHAR(24) NULL,
  CONSTRAINT PK_shippers PRIMARY KEY (ShipperID)
);

CREATE TABLE suppliers (
  SupplierID INT IDENTITY(1,1) NOT NULL,
  CompanyName NVARCHAR(40) NOT NULL,
  ContactName NVARCHAR(30) NULL,
  ContactTitle NVARCHAR(30) NULL,
  Address NVARCHAR(60) NULL,
  City NVARCHAR(15) NULL,
  Region NVARCHAR(15) NULL,
  PostalCode NVARCHAR(10) NULL,
  Country NVARCHAR(15) NULL,
  Phone NVARCHAR(24) NULL,
  Fax NVARCHAR(24) NULL,
  HomePage NTEXT NULL,
  CONSTRAINT PK_suppliers PRIMARY KEY (SupplierID)
);

CREATE TABLE orders (
  OrderID INT IDENTITY(1,1) NOT NULL,
  CustomerID NCHAR(5) NULL,
  EmployeeID INT NULL,
  OrderDate DATETIME NULL,
  RequiredDate DATETIME NULL,
  ShippedDate DATETIME NULL,
  ShipVia INT NULL,
  Freight MONEY NULL,
  ShipName NVARCHAR(40) NULL,
  ShipAddress NVARCHAR(60) NULL,
  ShipCity NVARCHAR(15) NULL,
  ShipRegion NVARCHAR(15) NULL,
  ShipPostalCode NVARCHAR(10) NULL,
  ShipCountry NVARCHAR(15) NULL,
  CONSTRAINT PK_orders PRIMARY KEY (OrderID)
);
ALTER TABLE orders ADD CONSTRAINT DF_orders_Freight DEFAULT 0 FOR Freight;

CREATE TABLE products (
  ProductID INT IDENTITY(1,1) NOT NULL,
  ProductName NVARCHAR(40) NOT NULL,
  SupplierID INT NULL,
  CategoryID INT NULL,
  QuantityPerUnit NVARCHAR(20) NULL,
  UnitPrice MONEY NULL,
  UnitsInStock SMALLINT NULL,
  UnitsOnOrder SMALLINT NULL,
  ReorderLevel SMALLINT NULL,
  Discontinued BIT NOT NULL,
  CONSTRAINT PK_products PRIMARY KEY (ProductID)
);
ALTER TABLE products ADD CONSTRAINT DF_products_UnitPrice DEFAULT 0 FOR UnitPrice;
ALTER TABLE products ADD CONSTRAINT DF_products_UnitsInStock DEFAULT 0 FOR UnitsInStock;
ALTER TABLE products ADD CONSTRAINT DF_products_UnitsOnOrder DEFAULT 0 FOR UnitsOnOrder;
ALTER TABLE products ADD CONSTRAINT DF_products_ReorderLevel DEFAULT 0 FOR ReorderLevel;
ALTER TABLE products ADD CONSTRAINT DF_products_Discontinued DEFAULT 0 FOR Discontinued;

CREATE TABLE order_details (
  OrderID INT NOT NULL,
  ProductID INT NOT NULL,
  UnitPrice MONEY NOT NULL,
  Quantity SMALLINT NOT NULL,
  Discount REAL NOT NULL,
  CONSTRAINT PK_order_details PRIMARY KEY (OrderID, ProductID)
);
ALTER TABLE order_details ADD CONSTRAINT DF_order_details_UnitPrice DEFAULT 0 FOR UnitPrice;
ALTER TABLE order_details ADD CONSTRAINT DF_order_details_Quantity DEFAULT 1 FOR Quantity;
ALTER TABLE order_details ADD CONSTRAINT DF_order_details_Discount DEFAULT 0 FOR Discount;

CREATE TABLE customercustomerdemo (
  CustomerID NCHAR(5) NOT NULL,
  CustomerTypeID NCHAR(10) NOT NULL,
  CONSTRAINT PK_customercustomerdemo PRIMARY KEY (CustomerID, CustomerTypeID)
);

CREATE TABLE customerdemographics (
  CustomerTypeID NCHAR(10) NOT NULL,
  CustomerDesc NTEXT NULL,
  CONSTRAINT PK_customerdemographics PRIMARY KEY (CustomerTypeID)
);

CREATE TABLE region (
  RegionID INT NOT NULL,
  RegionDescription NCHAR(50) NOT NULL,
  CONSTRAINT PK_region PRIMARY KEY (RegionID)
);

CREATE TABLE territories (
  TerritoryID NVARCHAR(20) NOT NULL,
  TerritoryDescription NCHAR(50) NOT NULL,
  RegionID INT NOT NULL,
  CONSTRAINT PK_territories PRIMARY KEY (TerritoryID)
);

CREATE TABLE employeeterritories (
  EmployeeID INT NOT NULL,
  TerritoryID NVARCHAR(20) NOT NULL,
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
