-- Note: type image becomes VARBINARY(MAX) in mssql (Employees.Photo, Photo, Categories.Picture, Picture)

CREATE TABLE Employees (
  EmployeeID int IDENTITY(1,1) NOT NULL,
  LastName nvarchar(20) NOT NULL,
  FirstName nvarchar(10) NOT NULL,
  Title nvarchar(30) NULL,
  TitleOfCourtesy nvarchar(25) NULL,
  BirthDate datetime NULL,
  HireDate datetime NULL,
  Address nvarchar(60) NULL,
  City nvarchar(15) NULL,
  Region nvarchar(15) NULL,
  PostalCode nvarchar(10) NULL,
  Country nvarchar(15) NULL,
  HomePhone nvarchar(24) NULL,
  Extension nvarchar(4) NULL,
  Photo VARBINARY(MAX) NULL,
  Notes ntext NULL,
  ReportsTo int NULL,
  PhotoPath nvarchar(255) NULL,
  CONSTRAINT PK_Employees PRIMARY KEY (EmployeeID),
  CONSTRAINT CK_Birthdate CHECK (BirthDate < getdate())
);

CREATE TABLE Categories (
  CategoryID int IDENTITY(1,1) NOT NULL,
  CategoryName nvarchar(15) NOT NULL,
  Description ntext NULL,
  Picture VARBINARY(MAX) NULL,
  CONSTRAINT PK_Categories PRIMARY KEY (CategoryID)
);

CREATE TABLE Customers (
  CustomerID nchar(5) NOT NULL,
  CompanyName nvarchar(40) NOT NULL,
  ContactName nvarchar(30) NULL,
  ContactTitle nvarchar(30) NULL,
  Address nvarchar(60) NULL,
  City nvarchar(15) NULL,
  Region nvarchar(15) NULL,
  PostalCode nvarchar(10) NULL,
  Country nvarchar(15) NULL,
  Phone nvarchar(24) NULL,
  Fax nvarchar(24) NULL,
  CONSTRAINT PK_Customers PRIMARY KEY (CustomerID)
);

CREATE TABLE Shippers (
  ShipperID int IDENTITY(1,1) NOT NULL,
  CompanyName nvarchar(40) NOT NULL,
  Phone nvarchar(24) NULL,
  CONSTRAINT PK_Shippers PRIMARY KEY (ShipperID)
);

CREATE TABLE Suppliers (
  SupplierID int IDENTITY(1,1) NOT NULL,
  CompanyName nvarchar(40) NOT NULL,
  ContactName nvarchar(30) NULL,
  ContactTitle nvarchar(30) NULL,
  Address nvarchar(60) NULL,
  City nvarchar(15) NULL,
  Region nvarchar(15) NULL,
  PostalCode nvarchar(10) NULL,
  Country nvarchar(15) NULL,
  Phone nvarchar(24) NULL,
  Fax nvarchar(24) NULL,
  HomePage ntext NULL,
  CONSTRAINT PK_Suppliers PRIMARY KEY (SupplierID)
);

CREATE TABLE Orders (
  OrderID int IDENTITY(1,1) NOT NULL,
  CustomerID nchar(5) NULL,
  EmployeeID int NULL,
  OrderDate datetime NULL,
  RequiredDate datetime NULL,
  ShippedDate datetime NULL,
  ShipVia int NULL,
  Freight money NULL,
  ShipName nvarchar(40) NULL,
  ShipAddress nvarchar(60) NULL,
  ShipCity nvarchar(15) NULL,
  ShipRegion nvarchar(15) NULL,
  ShipPostalCode nvarchar(10) NULL,
  ShipCountry nvarchar(15) NULL,
  CONSTRAINT PK_Orders PRIMARY KEY (OrderID)
);
ALTER TABLE Orders ADD CONSTRAINT DF_Orders_Freight DEFAULT 0 FOR Freight;

CREATE TABLE Products (
  ProductID int IDENTITY(1,1) NOT NULL,
  ProductName nvarchar(40) NOT NULL,
  SupplierID int NULL,
  CategoryID int NULL,
  QuantityPerUnit nvarchar(20) NULL,
  UnitPrice money NULL,
  UnitsInStock smallint NULL,
  UnitsOnOrder smallint NULL,
  ReorderLevel smallint NULL,
  Discontinued bit NOT NULL,
  CONSTRAINT PK_Products PRIMARY KEY (ProductID),
  CONSTRAINT CK_Products_UnitPrice CHECK (UnitPrice >= 0),
  CONSTRAINT CK_ReorderLevel CHECK (ReorderLevel >= 0),
  CONSTRAINT CK_UnitsInStock CHECK (UnitsInStock >= 0),
  CONSTRAINT CK_UnitsOnOrder CHECK (UnitsOnOrder >= 0)
);
ALTER TABLE Products ADD CONSTRAINT DF_Products_UnitPrice DEFAULT 0 FOR UnitPrice;
ALTER TABLE Products ADD CONSTRAINT DF_Products_UnitsInStock DEFAULT 0 FOR UnitsInStock;
ALTER TABLE Products ADD CONSTRAINT DF_Products_UnitsOnOrder DEFAULT 0 FOR UnitsOnOrder;
ALTER TABLE Products ADD CONSTRAINT DF_Products_ReorderLevel DEFAULT 0 FOR ReorderLevel;
ALTER TABLE Products ADD CONSTRAINT DF_Products_Discontinued DEFAULT 0 FOR Discontinued;

CREATE TABLE [Order Details] (
  OrderID int NOT NULL,
  ProductID int NOT NULL,
  UnitPrice money NOT NULL,
  Quantity smallint NOT NULL,
  Discount real NOT NULL,
  CONSTRAINT PK_Order_Details PRIMARY KEY (OrderID, ProductID),
  CONSTRAINT CK_Discount CHECK (Discount >= 0 and (Discount <= 1)),
  CONSTRAINT CK_Quantity CHECK (Quantity > 0),
  CONSTRAINT CK_UnitPrice CHECK (UnitPrice >= 0)
);
ALTER TABLE [Order Details] ADD CONSTRAINT DF_Order_Details_UnitPrice DEFAULT 0 FOR UnitPrice;
ALTER TABLE [Order Details] ADD CONSTRAINT DF_Order_Details_Quantity DEFAULT 1 FOR Quantity;
ALTER TABLE [Order Details] ADD CONSTRAINT DF_Order_Details_Discount DEFAULT 0 FOR Discount;

CREATE TABLE CustomerCustomerDemo (
  CustomerID nchar(5) NOT NULL,
  CustomerTypeID nchar(10) NOT NULL,
  CONSTRAINT PK_CustomerCustomerDemo PRIMARY KEY (CustomerID, CustomerTypeID)
);

CREATE TABLE CustomerDemographics (
  CustomerTypeID nchar(10) NOT NULL,
  CustomerDesc ntext NULL,
  CONSTRAINT PK_CustomerDemographics PRIMARY KEY (CustomerTypeID)
);

CREATE TABLE Region (
  RegionID int NOT NULL,
  RegionDescription nchar(50) NOT NULL,
  CONSTRAINT PK_Region PRIMARY KEY (RegionID)
);

CREATE TABLE Territories (
  TerritoryID nvarchar(20) NOT NULL,
  TerritoryDescription nchar(50) NOT NULL,
  RegionID int NOT NULL,
  CONSTRAINT PK_Territories PRIMARY KEY (TerritoryID)
);

CREATE TABLE EmployeeTerritories (
  EmployeeID int NOT NULL,
  TerritoryID nvarchar(20) NOT NULL,
  CONSTRAINT PK_EmployeeTerritories PRIMARY KEY (EmployeeID, TerritoryID)
);

CREATE INDEX LastName ON Employees (LastName);
CREATE INDEX PostalCode ON Employees (PostalCode);
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

GO
CREATE VIEW "Customer and Suppliers by City" AS
SELECT City, CompanyName, ContactName, 'Customers' AS Relationship 
FROM Customers
UNION SELECT City, CompanyName, ContactName, 'Suppliers'
FROM Suppliers;
GO

GO
CREATE VIEW "Alphabetical list of products" AS
SELECT Products.*, Categories.CategoryName
FROM Categories INNER JOIN Products ON Categories.CategoryID = Products.CategoryID
WHERE (((Products.Discontinued)=0));
GO

GO
CREATE VIEW "Current Product List" AS
SELECT Product_List.ProductID, Product_List.ProductName
FROM Products AS Product_List
WHERE (((Product_List.Discontinued)=0));
GO

GO
CREATE VIEW "Orders Qry" AS
SELECT Orders.OrderID, Orders.CustomerID, Orders.EmployeeID, Orders.OrderDate, Orders.RequiredDate, 
	Orders.ShippedDate, Orders.ShipVia, Orders.Freight, Orders.ShipName, Orders.ShipAddress, Orders.ShipCity, 
	Orders.ShipRegion, Orders.ShipPostalCode, Orders.ShipCountry, 
	Customers.CompanyName, Customers.Address, Customers.City, Customers.Region, Customers.PostalCode, Customers.Country
FROM Customers INNER JOIN Orders ON Customers.CustomerID = Orders.CustomerID;
GO

GO
CREATE VIEW "Products Above Average Price" AS
SELECT Products.ProductName, Products.UnitPrice
FROM Products
WHERE Products.UnitPrice>(SELECT AVG(UnitPrice) From Products);
GO

GO
CREATE VIEW "Products by Category" AS
SELECT Categories.CategoryName, Products.ProductName, Products.QuantityPerUnit, Products.UnitsInStock, Products.Discontinued
FROM Categories INNER JOIN Products ON Categories.CategoryID = Products.CategoryID
WHERE Products.Discontinued <> 1;
GO

GO
CREATE VIEW "Quarterly Orders" AS
SELECT DISTINCT Customers.CustomerID, Customers.CompanyName, Customers.City, Customers.Country
FROM Customers RIGHT JOIN Orders ON Customers.CustomerID = Orders.CustomerID
WHERE Orders.OrderDate BETWEEN '19970101' And '19971231';
GO

GO
CREATE VIEW Invoices AS
SELECT Orders.ShipName, Orders.ShipAddress, Orders.ShipCity, Orders.ShipRegion, Orders.ShipPostalCode, 
	Orders.ShipCountry, Orders.CustomerID, Customers.CompanyName AS CustomerName, Customers.Address, Customers.City, 
	Customers.Region, Customers.PostalCode, Customers.Country, 
	(FirstName + ' ' + LastName) AS Salesperson, 
	Orders.OrderID, Orders.OrderDate, Orders.RequiredDate, Orders.ShippedDate, Shippers.CompanyName As ShipperName, 
	"Order Details".ProductID, Products.ProductName, "Order Details".UnitPrice, "Order Details".Quantity, 
	"Order Details".Discount, 
	(CONVERT(money,("Order Details".UnitPrice*Quantity*(1-Discount)/100))*100) AS ExtendedPrice, Orders.Freight
FROM 	Shippers INNER JOIN 
		(Products INNER JOIN 
			(
				(Employees INNER JOIN 
					(Customers INNER JOIN Orders ON Customers.CustomerID = Orders.CustomerID) 
				ON Employees.EmployeeID = Orders.EmployeeID) 
			INNER JOIN "Order Details" ON Orders.OrderID = "Order Details".OrderID) 
		ON Products.ProductID = "Order Details".ProductID) 
	ON Shippers.ShipperID = Orders.ShipVia;
GO

GO
CREATE VIEW "Order Details Extended" AS
SELECT "Order Details".OrderID, "Order Details".ProductID, Products.ProductName, 
	"Order Details".UnitPrice, "Order Details".Quantity, "Order Details".Discount, 
	(CONVERT(money,("Order Details".UnitPrice*Quantity*(1-Discount)/100))*100) AS ExtendedPrice
FROM Products INNER JOIN "Order Details" ON Products.ProductID = "Order Details".ProductID;
GO

GO
CREATE VIEW "Order Subtotals" AS
SELECT "Order Details".OrderID, Sum(CONVERT(money,("Order Details".UnitPrice*Quantity*(1-Discount)/100))*100) AS Subtotal
FROM "Order Details"
GROUP BY "Order Details".OrderID;
GO

GO
CREATE VIEW "Product Sales for 1997" AS
SELECT Categories.CategoryName, Products.ProductName, 
Sum(CONVERT(money,("Order Details".UnitPrice*Quantity*(1-Discount)/100))*100) AS ProductSales
FROM (Categories INNER JOIN Products ON Categories.CategoryID = Products.CategoryID) 
	INNER JOIN (Orders 
		INNER JOIN "Order Details" ON Orders.OrderID = "Order Details".OrderID) 
	ON Products.ProductID = "Order Details".ProductID
WHERE (((Orders.ShippedDate) Between '19970101' And '19971231'))
GROUP BY Categories.CategoryName, Products.ProductName;
GO

GO
CREATE VIEW "Category Sales for 1997" AS
SELECT "Product Sales for 1997".CategoryName, Sum("Product Sales for 1997".ProductSales) AS CategorySales
FROM "Product Sales for 1997"
GROUP BY "Product Sales for 1997".CategoryName;
GO

GO
CREATE VIEW "Sales by Category" AS
SELECT Categories.CategoryID, Categories.CategoryName, Products.ProductName, 
	Sum("Order Details Extended".ExtendedPrice) AS ProductSales
FROM 	Categories INNER JOIN 
		(Products INNER JOIN 
			(Orders INNER JOIN "Order Details Extended" ON Orders.OrderID = "Order Details Extended".OrderID) 
		ON Products.ProductID = "Order Details Extended".ProductID) 
	ON Categories.CategoryID = Products.CategoryID
WHERE Orders.OrderDate BETWEEN '19970101' And '19971231'
GROUP BY Categories.CategoryID, Categories.CategoryName, Products.ProductName;
GO

GO
CREATE VIEW "Sales Totals by Amount" AS
SELECT "Order Subtotals".Subtotal AS SaleAmount, Orders.OrderID, Customers.CompanyName, Orders.ShippedDate
FROM 	Customers INNER JOIN 
		(Orders INNER JOIN "Order Subtotals" ON Orders.OrderID = "Order Subtotals".OrderID) 
	ON Customers.CustomerID = Orders.CustomerID
WHERE ("Order Subtotals".Subtotal >2500) AND (Orders.ShippedDate BETWEEN '19970101' And '19971231');
GO

GO
CREATE VIEW "Summary of Sales by Quarter" AS
SELECT Orders.ShippedDate, Orders.OrderID, "Order Subtotals".Subtotal
FROM Orders INNER JOIN "Order Subtotals" ON Orders.OrderID = "Order Subtotals".OrderID
WHERE Orders.ShippedDate IS NOT NULL;
GO

GO
CREATE VIEW "Summary of Sales by Year" AS
SELECT Orders.ShippedDate, Orders.OrderID, "Order Subtotals".Subtotal
FROM Orders INNER JOIN "Order Subtotals" ON Orders.OrderID = "Order Subtotals".OrderID
WHERE Orders.ShippedDate IS NOT NULL;
GO

GO
create procedure "Ten Most Expensive Products" AS
SET ROWCOUNT 10
SELECT Products.ProductName AS TenMostExpensiveProducts, Products.UnitPrice
FROM Products
ORDER BY Products.UnitPrice DESC
GO

GO
create procedure "Employee Sales by Country" 
@Beginning_Date DateTime, @Ending_Date DateTime AS
SELECT Employees.Country, Employees.LastName, Employees.FirstName, Orders.ShippedDate, Orders.OrderID, "Order Subtotals".Subtotal AS SaleAmount
FROM Employees INNER JOIN 
	(Orders INNER JOIN "Order Subtotals" ON Orders.OrderID = "Order Subtotals".OrderID) 
	ON Employees.EmployeeID = Orders.EmployeeID
WHERE Orders.ShippedDate Between @Beginning_Date And @Ending_Date
GO

GO
create procedure "Sales by Year" 
	@Beginning_Date DateTime, @Ending_Date DateTime AS
SELECT Orders.ShippedDate, Orders.OrderID, "Order Subtotals".Subtotal, DATENAME(yy,ShippedDate) AS Year
FROM Orders INNER JOIN "Order Subtotals" ON Orders.OrderID = "Order Subtotals".OrderID
WHERE Orders.ShippedDate Between @Beginning_Date And @Ending_Date
GO

GO
CREATE PROCEDURE CustOrdersDetail @OrderID int
AS
SELECT ProductName,
    UnitPrice=ROUND(Od.UnitPrice, 2),
    Quantity,
    Discount=CONVERT(int, Discount * 100), 
    ExtendedPrice=ROUND(CONVERT(money, Quantity * (1 - Discount) * Od.UnitPrice), 2)
FROM Products P, [Order Details] Od
WHERE Od.ProductID = P.ProductID and Od.OrderID = @OrderID
GO

GO
CREATE PROCEDURE CustOrdersOrders @CustomerID nchar(5)
AS
SELECT OrderID, 
	OrderDate,
	RequiredDate,
	ShippedDate
FROM Orders
WHERE CustomerID = @CustomerID
ORDER BY OrderID
GO

GO
CREATE PROCEDURE CustOrderHist @CustomerID nchar(5)
AS
SELECT ProductName, Total=SUM(Quantity)
FROM Products P, [Order Details] OD, Orders O, Customers C
WHERE C.CustomerID = @CustomerID
AND C.CustomerID = O.CustomerID AND O.OrderID = OD.OrderID AND OD.ProductID = P.ProductID
GROUP BY ProductName
GO

GO
CREATE PROCEDURE SalesByCategory
    @CategoryName nvarchar(15), @OrdYear nvarchar(4) = '1998'
AS
IF @OrdYear != '1996' AND @OrdYear != '1997' AND @OrdYear != '1998' 
BEGIN
	SELECT @OrdYear = '1998'
END

SELECT ProductName,
	TotalPurchase=ROUND(SUM(CONVERT(decimal(14,2), OD.Quantity * (1-OD.Discount) * OD.UnitPrice)), 0)
FROM [Order Details] OD, Orders O, Products P, Categories C
WHERE OD.OrderID = O.OrderID 
	AND OD.ProductID = P.ProductID 
	AND P.CategoryID = C.CategoryID
	AND C.CategoryName = @CategoryName
	AND SUBSTRING(CONVERT(nvarchar(22), O.OrderDate, 111), 1, 4) = @OrdYear
GROUP BY ProductName
ORDER BY ProductName
GO
