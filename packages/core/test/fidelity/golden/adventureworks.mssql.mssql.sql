-- Note: index IX_Address_AddressLine1_AddressLine2_City_StateProvinceID_PostalCode on Address is named IX_Address_AddressLine1_AddressLine2_City_StateProvince_1a90dfe: mssql index names must be unique
-- Note: index AK_CurrencyRate_CurrencyRateDate_FromCurrencyCode_ToCurrencyCode on CurrencyRate is named AK_CurrencyRate_CurrencyRateDate_FromCurrencyCode_ToCur_1hi5eku: mssql index names must be unique
-- Note: index IX_TransactionHistoryArchive_ReferenceOrderID_ReferenceOrderLineID on TransactionHistoryArchive is named IX_TransactionHistoryArchive_ReferenceOrderID_ReferenceO_2rsdjd: mssql index names must be unique
-- Note: type sysname becomes NVARCHAR(128) in mssql (DatabaseLog.DatabaseUser, DatabaseLog.Event, DatabaseLog.Schema, DatabaseLog.Object, DatabaseUser and 5 more)
-- Note: type (none) becomes NVARCHAR(255) in mssql (Customer.AccountNumber, Document.DocumentLevel, Employee.OrganizationLevel, SalesOrderHeader.SalesOrderNumber)
-- Note: type XML([HumanResources].[HRResumeSchemaCollection]) becomes XML in mssql (JobCandidate.Resume, Resume)
-- Note: type XML([Person].[AdditionalContactInfoSchemaCollection]) becomes XML in mssql (Person.AdditionalContactInfo, AdditionalContactInfo)
-- Note: type XML([Person].[IndividualSurveySchemaCollection]) becomes XML in mssql (Person.Demographics, Demographics)
-- Note: type XML([Production].[ProductDescriptionSchemaCollection]) becomes XML in mssql (ProductModel.CatalogDescription, CatalogDescription)
-- Note: type XML([Production].[ManuInstructionsSchemaCollection]) becomes XML in mssql (ProductModel.Instructions, Instructions)
-- Note: type XML([Sales].[StoreSurveySchemaCollection]) becomes XML in mssql (Store.Demographics, Demographics)

IF SCHEMA_ID(N'Person') IS NULL EXEC(N'CREATE SCHEMA Person');

IF SCHEMA_ID(N'Production') IS NULL EXEC(N'CREATE SCHEMA Production');

IF SCHEMA_ID(N'Sales') IS NULL EXEC(N'CREATE SCHEMA Sales');

IF SCHEMA_ID(N'HumanResources') IS NULL EXEC(N'CREATE SCHEMA HumanResources');

IF SCHEMA_ID(N'Purchasing') IS NULL EXEC(N'CREATE SCHEMA Purchasing');

CREATE TYPE [AccountNumber] FROM nvarchar(15) NULL;

CREATE TYPE [Flag] FROM bit NOT NULL;

CREATE TYPE [NameStyle] FROM bit NOT NULL;

CREATE TYPE [Name] FROM nvarchar(50) NULL;

CREATE TYPE [OrderNumber] FROM nvarchar(25) NULL;

CREATE TYPE [Phone] FROM nvarchar(25) NULL;

CREATE TABLE DatabaseLog (
  DatabaseLogID int IDENTITY(1,1) NOT NULL,
  PostTime datetime NOT NULL,
  DatabaseUser NVARCHAR(128) NOT NULL,
  Event NVARCHAR(128) NOT NULL,
  [Schema] NVARCHAR(128) NULL,
  Object NVARCHAR(128) NULL,
  TSQL nvarchar(max) NOT NULL,
  XmlEvent xml NOT NULL,
  CONSTRAINT PK_DatabaseLog_DatabaseLogID PRIMARY KEY (DatabaseLogID)
);

CREATE TABLE ErrorLog (
  ErrorLogID int IDENTITY(1,1) NOT NULL,
  ErrorTime datetime NOT NULL,
  UserName NVARCHAR(128) NOT NULL,
  ErrorNumber int NOT NULL,
  ErrorSeverity int NULL,
  ErrorState int NULL,
  ErrorProcedure nvarchar(126) NULL,
  ErrorLine int NULL,
  ErrorMessage nvarchar(4000) NOT NULL,
  CONSTRAINT PK_ErrorLog_ErrorLogID PRIMARY KEY (ErrorLogID)
);
ALTER TABLE ErrorLog ADD CONSTRAINT DF_ErrorLog_ErrorTime DEFAULT GETDATE() FOR ErrorTime;

CREATE TABLE Person.Address (
  AddressID int IDENTITY(1,1) NOT NULL,
  AddressLine1 nvarchar(60) NOT NULL,
  AddressLine2 nvarchar(60) NULL,
  City nvarchar(30) NOT NULL,
  StateProvinceID int NOT NULL,
  PostalCode nvarchar(15) NOT NULL,
  SpatialLocation geography NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Address_AddressID PRIMARY KEY (AddressID)
);
ALTER TABLE Person.Address ADD CONSTRAINT DF_Address_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Person.Address ADD CONSTRAINT DF_Address_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Person.AddressType (
  AddressTypeID int IDENTITY(1,1) NOT NULL,
  Name Name NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_AddressType_AddressTypeID PRIMARY KEY (AddressTypeID)
);
ALTER TABLE Person.AddressType ADD CONSTRAINT DF_AddressType_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Person.AddressType ADD CONSTRAINT DF_AddressType_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE AWBuildVersion (
  SystemInformationID tinyint IDENTITY(1,1) NOT NULL,
  [Database Version] nvarchar(25) NOT NULL,
  VersionDate datetime NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_AWBuildVersion_SystemInformationID PRIMARY KEY (SystemInformationID)
);
ALTER TABLE AWBuildVersion ADD CONSTRAINT DF_AWBuildVersion_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.BillOfMaterials (
  BillOfMaterialsID int IDENTITY(1,1) NOT NULL,
  ProductAssemblyID int NULL,
  ComponentID int NOT NULL,
  StartDate datetime NOT NULL,
  EndDate datetime NULL,
  UnitMeasureCode nchar(3) NOT NULL,
  BOMLevel smallint NOT NULL,
  PerAssemblyQty decimal(8, 2) NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_BillOfMaterials_BillOfMaterialsID PRIMARY KEY (BillOfMaterialsID),
  CONSTRAINT CK_BillOfMaterials_EndDate CHECK (([EndDate] > [StartDate]) OR ([EndDate] IS NULL)),
  CONSTRAINT CK_BillOfMaterials_ProductAssemblyID CHECK ([ProductAssemblyID] <> [ComponentID]),
  CONSTRAINT CK_BillOfMaterials_BOMLevel CHECK ((([ProductAssemblyID] IS NULL) AND ([BOMLevel] = 0) AND ([PerAssemblyQty] = 1.00)) OR (([ProductAssemblyID] IS NOT NULL) AND ([BOMLevel] >= 1))),
  CONSTRAINT CK_BillOfMaterials_PerAssemblyQty CHECK ([PerAssemblyQty] >= 1.00)
);
ALTER TABLE Production.BillOfMaterials ADD CONSTRAINT DF_BillOfMaterials_StartDate DEFAULT GETDATE() FOR StartDate;
ALTER TABLE Production.BillOfMaterials ADD CONSTRAINT DF_BillOfMaterials_PerAssemblyQty DEFAULT 1.00 FOR PerAssemblyQty;
ALTER TABLE Production.BillOfMaterials ADD CONSTRAINT DF_BillOfMaterials_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Person.BusinessEntity (
  BusinessEntityID int IDENTITY(1,1) NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_BusinessEntity_BusinessEntityID PRIMARY KEY (BusinessEntityID)
);
ALTER TABLE Person.BusinessEntity ADD CONSTRAINT DF_BusinessEntity_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Person.BusinessEntity ADD CONSTRAINT DF_BusinessEntity_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Person.BusinessEntityAddress (
  BusinessEntityID int NOT NULL,
  AddressID int NOT NULL,
  AddressTypeID int NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_BusinessEntityAddress_BusinessEntityID_AddressID_AddressTypeID PRIMARY KEY (BusinessEntityID, AddressID, AddressTypeID)
);
ALTER TABLE Person.BusinessEntityAddress ADD CONSTRAINT DF_BusinessEntityAddress_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Person.BusinessEntityAddress ADD CONSTRAINT DF_BusinessEntityAddress_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Person.BusinessEntityContact (
  BusinessEntityID int NOT NULL,
  PersonID int NOT NULL,
  ContactTypeID int NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_BusinessEntityContact_BusinessEntityID_PersonID_ContactTypeID PRIMARY KEY (BusinessEntityID, PersonID, ContactTypeID)
);
ALTER TABLE Person.BusinessEntityContact ADD CONSTRAINT DF_BusinessEntityContact_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Person.BusinessEntityContact ADD CONSTRAINT DF_BusinessEntityContact_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Person.ContactType (
  ContactTypeID int IDENTITY(1,1) NOT NULL,
  Name Name NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ContactType_ContactTypeID PRIMARY KEY (ContactTypeID)
);
ALTER TABLE Person.ContactType ADD CONSTRAINT DF_ContactType_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.CountryRegionCurrency (
  CountryRegionCode nvarchar(3) NOT NULL,
  CurrencyCode nchar(3) NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_CountryRegionCurrency_CountryRegionCode_CurrencyCode PRIMARY KEY (CountryRegionCode, CurrencyCode)
);
ALTER TABLE Sales.CountryRegionCurrency ADD CONSTRAINT DF_CountryRegionCurrency_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Person.CountryRegion (
  CountryRegionCode nvarchar(3) NOT NULL,
  Name Name NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_CountryRegion_CountryRegionCode PRIMARY KEY (CountryRegionCode)
);
ALTER TABLE Person.CountryRegion ADD CONSTRAINT DF_CountryRegion_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.CreditCard (
  CreditCardID int IDENTITY(1,1) NOT NULL,
  CardType nvarchar(50) NOT NULL,
  CardNumber nvarchar(25) NOT NULL,
  ExpMonth tinyint NOT NULL,
  ExpYear smallint NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_CreditCard_CreditCardID PRIMARY KEY (CreditCardID)
);
ALTER TABLE Sales.CreditCard ADD CONSTRAINT DF_CreditCard_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.Culture (
  CultureID nchar(6) NOT NULL,
  Name Name NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Culture_CultureID PRIMARY KEY (CultureID)
);
ALTER TABLE Production.Culture ADD CONSTRAINT DF_Culture_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.Currency (
  CurrencyCode nchar(3) NOT NULL,
  Name Name NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Currency_CurrencyCode PRIMARY KEY (CurrencyCode)
);
ALTER TABLE Sales.Currency ADD CONSTRAINT DF_Currency_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.CurrencyRate (
  CurrencyRateID int IDENTITY(1,1) NOT NULL,
  CurrencyRateDate datetime NOT NULL,
  FromCurrencyCode nchar(3) NOT NULL,
  ToCurrencyCode nchar(3) NOT NULL,
  AverageRate money NOT NULL,
  EndOfDayRate money NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_CurrencyRate_CurrencyRateID PRIMARY KEY (CurrencyRateID)
);
ALTER TABLE Sales.CurrencyRate ADD CONSTRAINT DF_CurrencyRate_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.Customer (
  CustomerID int IDENTITY(1,1) NOT NULL,
  PersonID int NULL,
  StoreID int NULL,
  TerritoryID int NULL,
  AccountNumber AS (ISNULL('AW' + [dbo].[ufnLeadingZeros](CustomerID), '')),
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Customer_CustomerID PRIMARY KEY (CustomerID)
);
ALTER TABLE Sales.Customer ADD CONSTRAINT DF_Customer_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Sales.Customer ADD CONSTRAINT DF_Customer_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE HumanResources.Department (
  DepartmentID smallint IDENTITY(1,1) NOT NULL,
  Name Name NOT NULL,
  GroupName Name NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Department_DepartmentID PRIMARY KEY (DepartmentID)
);
ALTER TABLE HumanResources.Department ADD CONSTRAINT DF_Department_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.Document (
  DocumentNode hierarchyid NOT NULL,
  DocumentLevel AS (DocumentNode.GetLevel()),
  Title nvarchar(50) NOT NULL,
  Owner int NOT NULL,
  FolderFlag bit NOT NULL,
  FileName nvarchar(400) NOT NULL,
  FileExtension nvarchar(8) NOT NULL,
  Revision nchar(5) NOT NULL,
  ChangeNumber int NOT NULL,
  Status tinyint NOT NULL,
  DocumentSummary nvarchar(max) NULL,
  Document varbinary(max) NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Document_DocumentNode PRIMARY KEY (DocumentNode),
  CONSTRAINT UQ_Document_rowguid UNIQUE (rowguid),
  CONSTRAINT CK_Document_Status CHECK ([Status] BETWEEN 1 AND 3)
);
ALTER TABLE Production.Document ADD CONSTRAINT DF_Document_FolderFlag DEFAULT 0 FOR FolderFlag;
ALTER TABLE Production.Document ADD CONSTRAINT DF_Document_ChangeNumber DEFAULT 0 FOR ChangeNumber;
ALTER TABLE Production.Document ADD CONSTRAINT DF_Document_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Production.Document ADD CONSTRAINT DF_Document_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Person.EmailAddress (
  BusinessEntityID int NOT NULL,
  EmailAddressID int IDENTITY(1,1) NOT NULL,
  EmailAddress nvarchar(50) NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_EmailAddress_BusinessEntityID_EmailAddressID PRIMARY KEY (BusinessEntityID, EmailAddressID)
);
ALTER TABLE Person.EmailAddress ADD CONSTRAINT DF_EmailAddress_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Person.EmailAddress ADD CONSTRAINT DF_EmailAddress_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE HumanResources.Employee (
  BusinessEntityID int NOT NULL,
  NationalIDNumber nvarchar(15) NOT NULL,
  LoginID nvarchar(256) NOT NULL,
  OrganizationNode hierarchyid NULL,
  OrganizationLevel AS (OrganizationNode.GetLevel()),
  JobTitle nvarchar(50) NOT NULL,
  BirthDate date NOT NULL,
  MaritalStatus nchar(1) NOT NULL,
  Gender nchar(1) NOT NULL,
  HireDate date NOT NULL,
  SalariedFlag Flag NOT NULL,
  VacationHours smallint NOT NULL,
  SickLeaveHours smallint NOT NULL,
  CurrentFlag Flag NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Employee_BusinessEntityID PRIMARY KEY (BusinessEntityID),
  CONSTRAINT CK_Employee_BirthDate CHECK ([BirthDate] BETWEEN '1930-01-01' AND DATEADD(YEAR, -18, GETDATE())),
  CONSTRAINT CK_Employee_MaritalStatus CHECK (UPPER([MaritalStatus]) IN ('M', 'S')),
  CONSTRAINT CK_Employee_HireDate CHECK ([HireDate] BETWEEN '1996-07-01' AND DATEADD(DAY, 1, GETDATE())),
  CONSTRAINT CK_Employee_Gender CHECK (UPPER([Gender]) IN ('M', 'F')),
  CONSTRAINT CK_Employee_VacationHours CHECK ([VacationHours] BETWEEN -40 AND 240),
  CONSTRAINT CK_Employee_SickLeaveHours CHECK ([SickLeaveHours] BETWEEN 0 AND 120)
);
ALTER TABLE HumanResources.Employee ADD CONSTRAINT DF_Employee_SalariedFlag DEFAULT 1 FOR SalariedFlag;
ALTER TABLE HumanResources.Employee ADD CONSTRAINT DF_Employee_VacationHours DEFAULT 0 FOR VacationHours;
ALTER TABLE HumanResources.Employee ADD CONSTRAINT DF_Employee_SickLeaveHours DEFAULT 0 FOR SickLeaveHours;
ALTER TABLE HumanResources.Employee ADD CONSTRAINT DF_Employee_CurrentFlag DEFAULT 1 FOR CurrentFlag;
ALTER TABLE HumanResources.Employee ADD CONSTRAINT DF_Employee_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE HumanResources.Employee ADD CONSTRAINT DF_Employee_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE HumanResources.EmployeeDepartmentHistory (
  BusinessEntityID int NOT NULL,
  DepartmentID smallint NOT NULL,
  ShiftID tinyint NOT NULL,
  StartDate date NOT NULL,
  EndDate date NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_EmployeeDepartmentHistory_BusinessEntityID_StartDate_DepartmentID PRIMARY KEY (BusinessEntityID, StartDate, DepartmentID, ShiftID),
  CONSTRAINT CK_EmployeeDepartmentHistory_EndDate CHECK (([EndDate] >= [StartDate]) OR ([EndDate] IS NULL))
);
ALTER TABLE HumanResources.EmployeeDepartmentHistory ADD CONSTRAINT DF_EmployeeDepartmentHistory_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE HumanResources.EmployeePayHistory (
  BusinessEntityID int NOT NULL,
  RateChangeDate datetime NOT NULL,
  Rate money NOT NULL,
  PayFrequency tinyint NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_EmployeePayHistory_BusinessEntityID_RateChangeDate PRIMARY KEY (BusinessEntityID, RateChangeDate),
  CONSTRAINT CK_EmployeePayHistory_PayFrequency CHECK ([PayFrequency] IN (1, 2)),
  CONSTRAINT CK_EmployeePayHistory_Rate CHECK ([Rate] BETWEEN 6.50 AND 200.00)
);
ALTER TABLE HumanResources.EmployeePayHistory ADD CONSTRAINT DF_EmployeePayHistory_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.Illustration (
  IllustrationID int IDENTITY(1,1) NOT NULL,
  Diagram XML NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Illustration_IllustrationID PRIMARY KEY (IllustrationID)
);
ALTER TABLE Production.Illustration ADD CONSTRAINT DF_Illustration_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE HumanResources.JobCandidate (
  JobCandidateID int IDENTITY(1,1) NOT NULL,
  BusinessEntityID int NULL,
  Resume XML NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_JobCandidate_JobCandidateID PRIMARY KEY (JobCandidateID)
);
ALTER TABLE HumanResources.JobCandidate ADD CONSTRAINT DF_JobCandidate_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.Location (
  LocationID smallint IDENTITY(1,1) NOT NULL,
  Name Name NOT NULL,
  CostRate smallmoney NOT NULL,
  Availability decimal(8, 2) NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Location_LocationID PRIMARY KEY (LocationID),
  CONSTRAINT CK_Location_CostRate CHECK ([CostRate] >= 0.00),
  CONSTRAINT CK_Location_Availability CHECK ([Availability] >= 0.00)
);
ALTER TABLE Production.Location ADD CONSTRAINT DF_Location_CostRate DEFAULT 0.00 FOR CostRate;
ALTER TABLE Production.Location ADD CONSTRAINT DF_Location_Availability DEFAULT 0.00 FOR Availability;
ALTER TABLE Production.Location ADD CONSTRAINT DF_Location_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Person.Password (
  BusinessEntityID int NOT NULL,
  PasswordHash varchar(128) NOT NULL,
  PasswordSalt varchar(10) NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Password_BusinessEntityID PRIMARY KEY (BusinessEntityID)
);
ALTER TABLE Person.Password ADD CONSTRAINT DF_Password_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Person.Password ADD CONSTRAINT DF_Password_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Person.Person (
  BusinessEntityID int NOT NULL,
  PersonType nchar(2) NOT NULL,
  NameStyle NameStyle NOT NULL,
  Title nvarchar(8) NULL,
  FirstName Name NOT NULL,
  MiddleName Name NULL,
  LastName Name NOT NULL,
  Suffix nvarchar(10) NULL,
  EmailPromotion int NOT NULL,
  AdditionalContactInfo XML NULL,
  Demographics XML NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Person_BusinessEntityID PRIMARY KEY (BusinessEntityID),
  CONSTRAINT CK_Person_EmailPromotion CHECK ([EmailPromotion] BETWEEN 0 AND 2),
  CONSTRAINT CK_Person_PersonType CHECK ([PersonType] IS NULL OR UPPER([PersonType]) IN ('SC', 'VC', 'IN', 'EM', 'SP', 'GC'))
);
ALTER TABLE Person.Person ADD CONSTRAINT DF_Person_NameStyle DEFAULT 0 FOR NameStyle;
ALTER TABLE Person.Person ADD CONSTRAINT DF_Person_EmailPromotion DEFAULT 0 FOR EmailPromotion;
ALTER TABLE Person.Person ADD CONSTRAINT DF_Person_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Person.Person ADD CONSTRAINT DF_Person_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.PersonCreditCard (
  BusinessEntityID int NOT NULL,
  CreditCardID int NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_PersonCreditCard_BusinessEntityID_CreditCardID PRIMARY KEY (BusinessEntityID, CreditCardID)
);
ALTER TABLE Sales.PersonCreditCard ADD CONSTRAINT DF_PersonCreditCard_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Person.PersonPhone (
  BusinessEntityID int NOT NULL,
  PhoneNumber Phone NOT NULL,
  PhoneNumberTypeID int NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_PersonPhone_BusinessEntityID_PhoneNumber_PhoneNumberTypeID PRIMARY KEY (BusinessEntityID, PhoneNumber, PhoneNumberTypeID)
);
ALTER TABLE Person.PersonPhone ADD CONSTRAINT DF_PersonPhone_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Person.PhoneNumberType (
  PhoneNumberTypeID int IDENTITY(1,1) NOT NULL,
  Name Name NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_PhoneNumberType_PhoneNumberTypeID PRIMARY KEY (PhoneNumberTypeID)
);
ALTER TABLE Person.PhoneNumberType ADD CONSTRAINT DF_PhoneNumberType_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.Product (
  ProductID int IDENTITY(1,1) NOT NULL,
  Name Name NOT NULL,
  ProductNumber nvarchar(25) NOT NULL,
  MakeFlag Flag NOT NULL,
  FinishedGoodsFlag Flag NOT NULL,
  Color nvarchar(15) NULL,
  SafetyStockLevel smallint NOT NULL,
  ReorderPoint smallint NOT NULL,
  StandardCost money NOT NULL,
  ListPrice money NOT NULL,
  Size nvarchar(5) NULL,
  SizeUnitMeasureCode nchar(3) NULL,
  WeightUnitMeasureCode nchar(3) NULL,
  Weight decimal(8, 2) NULL,
  DaysToManufacture int NOT NULL,
  ProductLine nchar(2) NULL,
  Class nchar(2) NULL,
  Style nchar(2) NULL,
  ProductSubcategoryID int NULL,
  ProductModelID int NULL,
  SellStartDate datetime NOT NULL,
  SellEndDate datetime NULL,
  DiscontinuedDate datetime NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Product_ProductID PRIMARY KEY (ProductID),
  CONSTRAINT CK_Product_SafetyStockLevel CHECK ([SafetyStockLevel] > 0),
  CONSTRAINT CK_Product_ReorderPoint CHECK ([ReorderPoint] > 0),
  CONSTRAINT CK_Product_StandardCost CHECK ([StandardCost] >= 0.00),
  CONSTRAINT CK_Product_ListPrice CHECK ([ListPrice] >= 0.00),
  CONSTRAINT CK_Product_Weight CHECK ([Weight] > 0.00),
  CONSTRAINT CK_Product_DaysToManufacture CHECK ([DaysToManufacture] >= 0),
  CONSTRAINT CK_Product_ProductLine CHECK (UPPER([ProductLine]) IN ('S', 'T', 'M', 'R') OR [ProductLine] IS NULL),
  CONSTRAINT CK_Product_Class CHECK (UPPER([Class]) IN ('L', 'M', 'H') OR [Class] IS NULL),
  CONSTRAINT CK_Product_Style CHECK (UPPER([Style]) IN ('W', 'M', 'U') OR [Style] IS NULL),
  CONSTRAINT CK_Product_SellEndDate CHECK (([SellEndDate] >= [SellStartDate]) OR ([SellEndDate] IS NULL))
);
ALTER TABLE Production.Product ADD CONSTRAINT DF_Product_MakeFlag DEFAULT 1 FOR MakeFlag;
ALTER TABLE Production.Product ADD CONSTRAINT DF_Product_FinishedGoodsFlag DEFAULT 1 FOR FinishedGoodsFlag;
ALTER TABLE Production.Product ADD CONSTRAINT DF_Product_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Production.Product ADD CONSTRAINT DF_Product_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ProductCategory (
  ProductCategoryID int IDENTITY(1,1) NOT NULL,
  Name Name NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductCategory_ProductCategoryID PRIMARY KEY (ProductCategoryID)
);
ALTER TABLE Production.ProductCategory ADD CONSTRAINT DF_ProductCategory_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Production.ProductCategory ADD CONSTRAINT DF_ProductCategory_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ProductCostHistory (
  ProductID int NOT NULL,
  StartDate datetime NOT NULL,
  EndDate datetime NULL,
  StandardCost money NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductCostHistory_ProductID_StartDate PRIMARY KEY (ProductID, StartDate),
  CONSTRAINT CK_ProductCostHistory_EndDate CHECK (([EndDate] >= [StartDate]) OR ([EndDate] IS NULL)),
  CONSTRAINT CK_ProductCostHistory_StandardCost CHECK ([StandardCost] >= 0.00)
);
ALTER TABLE Production.ProductCostHistory ADD CONSTRAINT DF_ProductCostHistory_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ProductDescription (
  ProductDescriptionID int IDENTITY(1,1) NOT NULL,
  Description nvarchar(400) NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductDescription_ProductDescriptionID PRIMARY KEY (ProductDescriptionID)
);
ALTER TABLE Production.ProductDescription ADD CONSTRAINT DF_ProductDescription_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Production.ProductDescription ADD CONSTRAINT DF_ProductDescription_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ProductDocument (
  ProductID int NOT NULL,
  DocumentNode hierarchyid NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductDocument_ProductID_DocumentNode PRIMARY KEY (ProductID, DocumentNode)
);
ALTER TABLE Production.ProductDocument ADD CONSTRAINT DF_ProductDocument_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ProductInventory (
  ProductID int NOT NULL,
  LocationID smallint NOT NULL,
  Shelf nvarchar(10) NOT NULL,
  Bin tinyint NOT NULL,
  Quantity smallint NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductInventory_ProductID_LocationID PRIMARY KEY (ProductID, LocationID),
  CONSTRAINT CK_ProductInventory_Shelf CHECK (([Shelf] LIKE '[A-Za-z]') OR ([Shelf] = 'N/A')),
  CONSTRAINT CK_ProductInventory_Bin CHECK ([Bin] BETWEEN 0 AND 100)
);
ALTER TABLE Production.ProductInventory ADD CONSTRAINT DF_ProductInventory_Quantity DEFAULT 0 FOR Quantity;
ALTER TABLE Production.ProductInventory ADD CONSTRAINT DF_ProductInventory_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Production.ProductInventory ADD CONSTRAINT DF_ProductInventory_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ProductListPriceHistory (
  ProductID int NOT NULL,
  StartDate datetime NOT NULL,
  EndDate datetime NULL,
  ListPrice money NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductListPriceHistory_ProductID_StartDate PRIMARY KEY (ProductID, StartDate),
  CONSTRAINT CK_ProductListPriceHistory_EndDate CHECK (([EndDate] >= [StartDate]) OR ([EndDate] IS NULL)),
  CONSTRAINT CK_ProductListPriceHistory_ListPrice CHECK ([ListPrice] > 0.00)
);
ALTER TABLE Production.ProductListPriceHistory ADD CONSTRAINT DF_ProductListPriceHistory_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ProductModel (
  ProductModelID int IDENTITY(1,1) NOT NULL,
  Name Name NOT NULL,
  CatalogDescription XML NULL,
  Instructions XML NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductModel_ProductModelID PRIMARY KEY (ProductModelID)
);
ALTER TABLE Production.ProductModel ADD CONSTRAINT DF_ProductModel_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Production.ProductModel ADD CONSTRAINT DF_ProductModel_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ProductModelIllustration (
  ProductModelID int NOT NULL,
  IllustrationID int NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductModelIllustration_ProductModelID_IllustrationID PRIMARY KEY (ProductModelID, IllustrationID)
);
ALTER TABLE Production.ProductModelIllustration ADD CONSTRAINT DF_ProductModelIllustration_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ProductModelProductDescriptionCulture (
  ProductModelID int NOT NULL,
  ProductDescriptionID int NOT NULL,
  CultureID nchar(6) NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductModelProductDescriptionCulture_ProductModelID_ProductDescriptionID_CultureID PRIMARY KEY (ProductModelID, ProductDescriptionID, CultureID)
);
ALTER TABLE Production.ProductModelProductDescriptionCulture ADD CONSTRAINT DF_ProductModelProductDescriptionCulture_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ProductPhoto (
  ProductPhotoID int IDENTITY(1,1) NOT NULL,
  ThumbNailPhoto varbinary(max) NULL,
  ThumbnailPhotoFileName nvarchar(50) NULL,
  LargePhoto varbinary(max) NULL,
  LargePhotoFileName nvarchar(50) NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductPhoto_ProductPhotoID PRIMARY KEY (ProductPhotoID)
);
ALTER TABLE Production.ProductPhoto ADD CONSTRAINT DF_ProductPhoto_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ProductProductPhoto (
  ProductID int NOT NULL,
  ProductPhotoID int NOT NULL,
  [Primary] Flag NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductProductPhoto_ProductID_ProductPhotoID PRIMARY KEY (ProductID, ProductPhotoID)
);
ALTER TABLE Production.ProductProductPhoto ADD CONSTRAINT DF_ProductProductPhoto_Primary DEFAULT 0 FOR [Primary];
ALTER TABLE Production.ProductProductPhoto ADD CONSTRAINT DF_ProductProductPhoto_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ProductReview (
  ProductReviewID int IDENTITY(1,1) NOT NULL,
  ProductID int NOT NULL,
  ReviewerName Name NOT NULL,
  ReviewDate datetime NOT NULL,
  EmailAddress nvarchar(50) NOT NULL,
  Rating int NOT NULL,
  Comments nvarchar(3850) NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductReview_ProductReviewID PRIMARY KEY (ProductReviewID),
  CONSTRAINT CK_ProductReview_Rating CHECK ([Rating] BETWEEN 1 AND 5)
);
ALTER TABLE Production.ProductReview ADD CONSTRAINT DF_ProductReview_ReviewDate DEFAULT GETDATE() FOR ReviewDate;
ALTER TABLE Production.ProductReview ADD CONSTRAINT DF_ProductReview_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ProductSubcategory (
  ProductSubcategoryID int IDENTITY(1,1) NOT NULL,
  ProductCategoryID int NOT NULL,
  Name Name NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductSubcategory_ProductSubcategoryID PRIMARY KEY (ProductSubcategoryID)
);
ALTER TABLE Production.ProductSubcategory ADD CONSTRAINT DF_ProductSubcategory_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Production.ProductSubcategory ADD CONSTRAINT DF_ProductSubcategory_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Purchasing.ProductVendor (
  ProductID int NOT NULL,
  BusinessEntityID int NOT NULL,
  AverageLeadTime int NOT NULL,
  StandardPrice money NOT NULL,
  LastReceiptCost money NULL,
  LastReceiptDate datetime NULL,
  MinOrderQty int NOT NULL,
  MaxOrderQty int NOT NULL,
  OnOrderQty int NULL,
  UnitMeasureCode nchar(3) NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ProductVendor_ProductID_BusinessEntityID PRIMARY KEY (ProductID, BusinessEntityID),
  CONSTRAINT CK_ProductVendor_AverageLeadTime CHECK ([AverageLeadTime] >= 1),
  CONSTRAINT CK_ProductVendor_StandardPrice CHECK ([StandardPrice] > 0.00),
  CONSTRAINT CK_ProductVendor_LastReceiptCost CHECK ([LastReceiptCost] > 0.00),
  CONSTRAINT CK_ProductVendor_MinOrderQty CHECK ([MinOrderQty] >= 1),
  CONSTRAINT CK_ProductVendor_MaxOrderQty CHECK ([MaxOrderQty] >= 1),
  CONSTRAINT CK_ProductVendor_OnOrderQty CHECK ([OnOrderQty] >= 0)
);
ALTER TABLE Purchasing.ProductVendor ADD CONSTRAINT DF_ProductVendor_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Purchasing.PurchaseOrderDetail (
  PurchaseOrderID int NOT NULL,
  PurchaseOrderDetailID int IDENTITY(1,1) NOT NULL,
  DueDate datetime NOT NULL,
  OrderQty smallint NOT NULL,
  ProductID int NOT NULL,
  UnitPrice money NOT NULL,
  LineTotal AS (ISNULL([OrderQty] * [UnitPrice], 0.00)),
  ReceivedQty decimal(8, 2) NOT NULL,
  RejectedQty decimal(8, 2) NOT NULL,
  StockedQty AS (ISNULL([ReceivedQty] - [RejectedQty], 0.00)),
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_PurchaseOrderDetail_PurchaseOrderID_PurchaseOrderDetailID PRIMARY KEY (PurchaseOrderID, PurchaseOrderDetailID),
  CONSTRAINT CK_PurchaseOrderDetail_OrderQty CHECK ([OrderQty] > 0),
  CONSTRAINT CK_PurchaseOrderDetail_UnitPrice CHECK ([UnitPrice] >= 0.00),
  CONSTRAINT CK_PurchaseOrderDetail_ReceivedQty CHECK ([ReceivedQty] >= 0.00),
  CONSTRAINT CK_PurchaseOrderDetail_RejectedQty CHECK ([RejectedQty] >= 0.00)
);
ALTER TABLE Purchasing.PurchaseOrderDetail ADD CONSTRAINT DF_PurchaseOrderDetail_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Purchasing.PurchaseOrderHeader (
  PurchaseOrderID int IDENTITY(1,1) NOT NULL,
  RevisionNumber tinyint NOT NULL,
  Status tinyint NOT NULL,
  EmployeeID int NOT NULL,
  VendorID int NOT NULL,
  ShipMethodID int NOT NULL,
  OrderDate datetime NOT NULL,
  ShipDate datetime NULL,
  SubTotal money NOT NULL,
  TaxAmt money NOT NULL,
  Freight money NOT NULL,
  TotalDue AS (ISNULL([SubTotal] + [TaxAmt] + [Freight], 0)) PERSISTED NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_PurchaseOrderHeader_PurchaseOrderID PRIMARY KEY (PurchaseOrderID),
  CONSTRAINT CK_PurchaseOrderHeader_Status CHECK ([Status] BETWEEN 1 AND 4),
  CONSTRAINT CK_PurchaseOrderHeader_ShipDate CHECK (([ShipDate] >= [OrderDate]) OR ([ShipDate] IS NULL)),
  CONSTRAINT CK_PurchaseOrderHeader_SubTotal CHECK ([SubTotal] >= 0.00),
  CONSTRAINT CK_PurchaseOrderHeader_TaxAmt CHECK ([TaxAmt] >= 0.00),
  CONSTRAINT CK_PurchaseOrderHeader_Freight CHECK ([Freight] >= 0.00)
);
ALTER TABLE Purchasing.PurchaseOrderHeader ADD CONSTRAINT DF_PurchaseOrderHeader_RevisionNumber DEFAULT 0 FOR RevisionNumber;
ALTER TABLE Purchasing.PurchaseOrderHeader ADD CONSTRAINT DF_PurchaseOrderHeader_Status DEFAULT 1 FOR Status;
ALTER TABLE Purchasing.PurchaseOrderHeader ADD CONSTRAINT DF_PurchaseOrderHeader_OrderDate DEFAULT GETDATE() FOR OrderDate;
ALTER TABLE Purchasing.PurchaseOrderHeader ADD CONSTRAINT DF_PurchaseOrderHeader_SubTotal DEFAULT 0.00 FOR SubTotal;
ALTER TABLE Purchasing.PurchaseOrderHeader ADD CONSTRAINT DF_PurchaseOrderHeader_TaxAmt DEFAULT 0.00 FOR TaxAmt;
ALTER TABLE Purchasing.PurchaseOrderHeader ADD CONSTRAINT DF_PurchaseOrderHeader_Freight DEFAULT 0.00 FOR Freight;
ALTER TABLE Purchasing.PurchaseOrderHeader ADD CONSTRAINT DF_PurchaseOrderHeader_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.SalesOrderDetail (
  SalesOrderID int NOT NULL,
  SalesOrderDetailID int IDENTITY(1,1) NOT NULL,
  CarrierTrackingNumber nvarchar(25) NULL,
  OrderQty smallint NOT NULL,
  ProductID int NOT NULL,
  SpecialOfferID int NOT NULL,
  UnitPrice money NOT NULL,
  UnitPriceDiscount money NOT NULL,
  LineTotal AS (ISNULL([UnitPrice] * (1.0 - [UnitPriceDiscount]) * [OrderQty], 0.0)),
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_SalesOrderDetail_SalesOrderID_SalesOrderDetailID PRIMARY KEY (SalesOrderID, SalesOrderDetailID),
  CONSTRAINT CK_SalesOrderDetail_OrderQty CHECK ([OrderQty] > 0),
  CONSTRAINT CK_SalesOrderDetail_UnitPrice CHECK ([UnitPrice] >= 0.00),
  CONSTRAINT CK_SalesOrderDetail_UnitPriceDiscount CHECK ([UnitPriceDiscount] >= 0.00)
);
ALTER TABLE Sales.SalesOrderDetail ADD CONSTRAINT DF_SalesOrderDetail_UnitPriceDiscount DEFAULT 0.0 FOR UnitPriceDiscount;
ALTER TABLE Sales.SalesOrderDetail ADD CONSTRAINT DF_SalesOrderDetail_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Sales.SalesOrderDetail ADD CONSTRAINT DF_SalesOrderDetail_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.SalesOrderHeader (
  SalesOrderID int IDENTITY(1,1) NOT NULL,
  RevisionNumber tinyint NOT NULL,
  OrderDate datetime NOT NULL,
  DueDate datetime NOT NULL,
  ShipDate datetime NULL,
  Status tinyint NOT NULL,
  OnlineOrderFlag Flag NOT NULL,
  SalesOrderNumber AS (ISNULL(N'SO' + CONVERT(nvarchar(23), [SalesOrderID]), N'*** ERROR ***')),
  PurchaseOrderNumber OrderNumber NULL,
  AccountNumber AccountNumber NULL,
  CustomerID int NOT NULL,
  SalesPersonID int NULL,
  TerritoryID int NULL,
  BillToAddressID int NOT NULL,
  ShipToAddressID int NOT NULL,
  ShipMethodID int NOT NULL,
  CreditCardID int NULL,
  CreditCardApprovalCode varchar(15) NULL,
  CurrencyRateID int NULL,
  SubTotal money NOT NULL,
  TaxAmt money NOT NULL,
  Freight money NOT NULL,
  TotalDue AS (ISNULL([SubTotal] + [TaxAmt] + [Freight], 0)),
  Comment nvarchar(128) NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_SalesOrderHeader_SalesOrderID PRIMARY KEY (SalesOrderID),
  CONSTRAINT CK_SalesOrderHeader_Status CHECK ([Status] BETWEEN 0 AND 8),
  CONSTRAINT CK_SalesOrderHeader_DueDate CHECK ([DueDate] >= [OrderDate]),
  CONSTRAINT CK_SalesOrderHeader_ShipDate CHECK (([ShipDate] >= [OrderDate]) OR ([ShipDate] IS NULL)),
  CONSTRAINT CK_SalesOrderHeader_SubTotal CHECK ([SubTotal] >= 0.00),
  CONSTRAINT CK_SalesOrderHeader_TaxAmt CHECK ([TaxAmt] >= 0.00),
  CONSTRAINT CK_SalesOrderHeader_Freight CHECK ([Freight] >= 0.00)
);
ALTER TABLE Sales.SalesOrderHeader ADD CONSTRAINT DF_SalesOrderHeader_RevisionNumber DEFAULT 0 FOR RevisionNumber;
ALTER TABLE Sales.SalesOrderHeader ADD CONSTRAINT DF_SalesOrderHeader_OrderDate DEFAULT GETDATE() FOR OrderDate;
ALTER TABLE Sales.SalesOrderHeader ADD CONSTRAINT DF_SalesOrderHeader_Status DEFAULT 1 FOR Status;
ALTER TABLE Sales.SalesOrderHeader ADD CONSTRAINT DF_SalesOrderHeader_OnlineOrderFlag DEFAULT 1 FOR OnlineOrderFlag;
ALTER TABLE Sales.SalesOrderHeader ADD CONSTRAINT DF_SalesOrderHeader_SubTotal DEFAULT 0.00 FOR SubTotal;
ALTER TABLE Sales.SalesOrderHeader ADD CONSTRAINT DF_SalesOrderHeader_TaxAmt DEFAULT 0.00 FOR TaxAmt;
ALTER TABLE Sales.SalesOrderHeader ADD CONSTRAINT DF_SalesOrderHeader_Freight DEFAULT 0.00 FOR Freight;
ALTER TABLE Sales.SalesOrderHeader ADD CONSTRAINT DF_SalesOrderHeader_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Sales.SalesOrderHeader ADD CONSTRAINT DF_SalesOrderHeader_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.SalesOrderHeaderSalesReason (
  SalesOrderID int NOT NULL,
  SalesReasonID int NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_SalesOrderHeaderSalesReason_SalesOrderID_SalesReasonID PRIMARY KEY (SalesOrderID, SalesReasonID)
);
ALTER TABLE Sales.SalesOrderHeaderSalesReason ADD CONSTRAINT DF_SalesOrderHeaderSalesReason_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.SalesPerson (
  BusinessEntityID int NOT NULL,
  TerritoryID int NULL,
  SalesQuota money NULL,
  Bonus money NOT NULL,
  CommissionPct smallmoney NOT NULL,
  SalesYTD money NOT NULL,
  SalesLastYear money NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_SalesPerson_BusinessEntityID PRIMARY KEY (BusinessEntityID),
  CONSTRAINT CK_SalesPerson_SalesQuota CHECK ([SalesQuota] > 0.00),
  CONSTRAINT CK_SalesPerson_Bonus CHECK ([Bonus] >= 0.00),
  CONSTRAINT CK_SalesPerson_CommissionPct CHECK ([CommissionPct] >= 0.00),
  CONSTRAINT CK_SalesPerson_SalesYTD CHECK ([SalesYTD] >= 0.00),
  CONSTRAINT CK_SalesPerson_SalesLastYear CHECK ([SalesLastYear] >= 0.00)
);
ALTER TABLE Sales.SalesPerson ADD CONSTRAINT DF_SalesPerson_Bonus DEFAULT 0.00 FOR Bonus;
ALTER TABLE Sales.SalesPerson ADD CONSTRAINT DF_SalesPerson_CommissionPct DEFAULT 0.00 FOR CommissionPct;
ALTER TABLE Sales.SalesPerson ADD CONSTRAINT DF_SalesPerson_SalesYTD DEFAULT 0.00 FOR SalesYTD;
ALTER TABLE Sales.SalesPerson ADD CONSTRAINT DF_SalesPerson_SalesLastYear DEFAULT 0.00 FOR SalesLastYear;
ALTER TABLE Sales.SalesPerson ADD CONSTRAINT DF_SalesPerson_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Sales.SalesPerson ADD CONSTRAINT DF_SalesPerson_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.SalesPersonQuotaHistory (
  BusinessEntityID int NOT NULL,
  QuotaDate datetime NOT NULL,
  SalesQuota money NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_SalesPersonQuotaHistory_BusinessEntityID_QuotaDate PRIMARY KEY (BusinessEntityID, QuotaDate),
  CONSTRAINT CK_SalesPersonQuotaHistory_SalesQuota CHECK ([SalesQuota] > 0.00)
);
ALTER TABLE Sales.SalesPersonQuotaHistory ADD CONSTRAINT DF_SalesPersonQuotaHistory_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Sales.SalesPersonQuotaHistory ADD CONSTRAINT DF_SalesPersonQuotaHistory_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.SalesReason (
  SalesReasonID int IDENTITY(1,1) NOT NULL,
  Name Name NOT NULL,
  ReasonType Name NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_SalesReason_SalesReasonID PRIMARY KEY (SalesReasonID)
);
ALTER TABLE Sales.SalesReason ADD CONSTRAINT DF_SalesReason_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.SalesTaxRate (
  SalesTaxRateID int IDENTITY(1,1) NOT NULL,
  StateProvinceID int NOT NULL,
  TaxType tinyint NOT NULL,
  TaxRate smallmoney NOT NULL,
  Name Name NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_SalesTaxRate_SalesTaxRateID PRIMARY KEY (SalesTaxRateID),
  CONSTRAINT CK_SalesTaxRate_TaxType CHECK ([TaxType] BETWEEN 1 AND 3)
);
ALTER TABLE Sales.SalesTaxRate ADD CONSTRAINT DF_SalesTaxRate_TaxRate DEFAULT 0.00 FOR TaxRate;
ALTER TABLE Sales.SalesTaxRate ADD CONSTRAINT DF_SalesTaxRate_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Sales.SalesTaxRate ADD CONSTRAINT DF_SalesTaxRate_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.SalesTerritory (
  TerritoryID int IDENTITY(1,1) NOT NULL,
  Name Name NOT NULL,
  CountryRegionCode nvarchar(3) NOT NULL,
  [Group] nvarchar(50) NOT NULL,
  SalesYTD money NOT NULL,
  SalesLastYear money NOT NULL,
  CostYTD money NOT NULL,
  CostLastYear money NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_SalesTerritory_TerritoryID PRIMARY KEY (TerritoryID),
  CONSTRAINT CK_SalesTerritory_SalesYTD CHECK ([SalesYTD] >= 0.00),
  CONSTRAINT CK_SalesTerritory_SalesLastYear CHECK ([SalesLastYear] >= 0.00),
  CONSTRAINT CK_SalesTerritory_CostYTD CHECK ([CostYTD] >= 0.00),
  CONSTRAINT CK_SalesTerritory_CostLastYear CHECK ([CostLastYear] >= 0.00)
);
ALTER TABLE Sales.SalesTerritory ADD CONSTRAINT DF_SalesTerritory_SalesYTD DEFAULT 0.00 FOR SalesYTD;
ALTER TABLE Sales.SalesTerritory ADD CONSTRAINT DF_SalesTerritory_SalesLastYear DEFAULT 0.00 FOR SalesLastYear;
ALTER TABLE Sales.SalesTerritory ADD CONSTRAINT DF_SalesTerritory_CostYTD DEFAULT 0.00 FOR CostYTD;
ALTER TABLE Sales.SalesTerritory ADD CONSTRAINT DF_SalesTerritory_CostLastYear DEFAULT 0.00 FOR CostLastYear;
ALTER TABLE Sales.SalesTerritory ADD CONSTRAINT DF_SalesTerritory_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Sales.SalesTerritory ADD CONSTRAINT DF_SalesTerritory_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.SalesTerritoryHistory (
  BusinessEntityID int NOT NULL,
  TerritoryID int NOT NULL,
  StartDate datetime NOT NULL,
  EndDate datetime NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_SalesTerritoryHistory_BusinessEntityID_StartDate_TerritoryID PRIMARY KEY (BusinessEntityID, StartDate, TerritoryID),
  CONSTRAINT CK_SalesTerritoryHistory_EndDate CHECK (([EndDate] >= [StartDate]) OR ([EndDate] IS NULL))
);
ALTER TABLE Sales.SalesTerritoryHistory ADD CONSTRAINT DF_SalesTerritoryHistory_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Sales.SalesTerritoryHistory ADD CONSTRAINT DF_SalesTerritoryHistory_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.ScrapReason (
  ScrapReasonID smallint IDENTITY(1,1) NOT NULL,
  Name Name NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ScrapReason_ScrapReasonID PRIMARY KEY (ScrapReasonID)
);
ALTER TABLE Production.ScrapReason ADD CONSTRAINT DF_ScrapReason_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE HumanResources.Shift (
  ShiftID tinyint IDENTITY(1,1) NOT NULL,
  Name Name NOT NULL,
  StartTime time NOT NULL,
  EndTime time NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Shift_ShiftID PRIMARY KEY (ShiftID)
);
ALTER TABLE HumanResources.Shift ADD CONSTRAINT DF_Shift_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Purchasing.ShipMethod (
  ShipMethodID int IDENTITY(1,1) NOT NULL,
  Name Name NOT NULL,
  ShipBase money NOT NULL,
  ShipRate money NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ShipMethod_ShipMethodID PRIMARY KEY (ShipMethodID),
  CONSTRAINT CK_ShipMethod_ShipBase CHECK ([ShipBase] > 0.00),
  CONSTRAINT CK_ShipMethod_ShipRate CHECK ([ShipRate] > 0.00)
);
ALTER TABLE Purchasing.ShipMethod ADD CONSTRAINT DF_ShipMethod_ShipBase DEFAULT 0.00 FOR ShipBase;
ALTER TABLE Purchasing.ShipMethod ADD CONSTRAINT DF_ShipMethod_ShipRate DEFAULT 0.00 FOR ShipRate;
ALTER TABLE Purchasing.ShipMethod ADD CONSTRAINT DF_ShipMethod_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Purchasing.ShipMethod ADD CONSTRAINT DF_ShipMethod_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.ShoppingCartItem (
  ShoppingCartItemID int IDENTITY(1,1) NOT NULL,
  ShoppingCartID nvarchar(50) NOT NULL,
  Quantity int NOT NULL,
  ProductID int NOT NULL,
  DateCreated datetime NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_ShoppingCartItem_ShoppingCartItemID PRIMARY KEY (ShoppingCartItemID),
  CONSTRAINT CK_ShoppingCartItem_Quantity CHECK ([Quantity] >= 1)
);
ALTER TABLE Sales.ShoppingCartItem ADD CONSTRAINT DF_ShoppingCartItem_Quantity DEFAULT 1 FOR Quantity;
ALTER TABLE Sales.ShoppingCartItem ADD CONSTRAINT DF_ShoppingCartItem_DateCreated DEFAULT GETDATE() FOR DateCreated;
ALTER TABLE Sales.ShoppingCartItem ADD CONSTRAINT DF_ShoppingCartItem_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.SpecialOffer (
  SpecialOfferID int IDENTITY(1,1) NOT NULL,
  Description nvarchar(255) NOT NULL,
  DiscountPct smallmoney NOT NULL,
  Type nvarchar(50) NOT NULL,
  Category nvarchar(50) NOT NULL,
  StartDate datetime NOT NULL,
  EndDate datetime NOT NULL,
  MinQty int NOT NULL,
  MaxQty int NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_SpecialOffer_SpecialOfferID PRIMARY KEY (SpecialOfferID),
  CONSTRAINT CK_SpecialOffer_EndDate CHECK ([EndDate] >= [StartDate]),
  CONSTRAINT CK_SpecialOffer_DiscountPct CHECK ([DiscountPct] >= 0.00),
  CONSTRAINT CK_SpecialOffer_MinQty CHECK ([MinQty] >= 0),
  CONSTRAINT CK_SpecialOffer_MaxQty CHECK ([MaxQty] >= 0)
);
ALTER TABLE Sales.SpecialOffer ADD CONSTRAINT DF_SpecialOffer_DiscountPct DEFAULT 0.00 FOR DiscountPct;
ALTER TABLE Sales.SpecialOffer ADD CONSTRAINT DF_SpecialOffer_MinQty DEFAULT 0 FOR MinQty;
ALTER TABLE Sales.SpecialOffer ADD CONSTRAINT DF_SpecialOffer_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Sales.SpecialOffer ADD CONSTRAINT DF_SpecialOffer_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.SpecialOfferProduct (
  SpecialOfferID int NOT NULL,
  ProductID int NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_SpecialOfferProduct_SpecialOfferID_ProductID PRIMARY KEY (SpecialOfferID, ProductID)
);
ALTER TABLE Sales.SpecialOfferProduct ADD CONSTRAINT DF_SpecialOfferProduct_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Sales.SpecialOfferProduct ADD CONSTRAINT DF_SpecialOfferProduct_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Person.StateProvince (
  StateProvinceID int IDENTITY(1,1) NOT NULL,
  StateProvinceCode nchar(3) NOT NULL,
  CountryRegionCode nvarchar(3) NOT NULL,
  IsOnlyStateProvinceFlag Flag NOT NULL,
  Name Name NOT NULL,
  TerritoryID int NOT NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_StateProvince_StateProvinceID PRIMARY KEY (StateProvinceID)
);
ALTER TABLE Person.StateProvince ADD CONSTRAINT DF_StateProvince_IsOnlyStateProvinceFlag DEFAULT 1 FOR IsOnlyStateProvinceFlag;
ALTER TABLE Person.StateProvince ADD CONSTRAINT DF_StateProvince_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Person.StateProvince ADD CONSTRAINT DF_StateProvince_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Sales.Store (
  BusinessEntityID int NOT NULL,
  Name Name NOT NULL,
  SalesPersonID int NULL,
  Demographics XML NULL,
  rowguid uniqueidentifier NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Store_BusinessEntityID PRIMARY KEY (BusinessEntityID)
);
ALTER TABLE Sales.Store ADD CONSTRAINT DF_Store_rowguid DEFAULT (NEWID()) FOR rowguid;
ALTER TABLE Sales.Store ADD CONSTRAINT DF_Store_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.TransactionHistory (
  TransactionID int IDENTITY(1,1) NOT NULL,
  ProductID int NOT NULL,
  ReferenceOrderID int NOT NULL,
  ReferenceOrderLineID int NOT NULL,
  TransactionDate datetime NOT NULL,
  TransactionType nchar(1) NOT NULL,
  Quantity int NOT NULL,
  ActualCost money NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_TransactionHistory_TransactionID PRIMARY KEY (TransactionID),
  CONSTRAINT CK_TransactionHistory_TransactionType CHECK (UPPER([TransactionType]) IN ('W', 'S', 'P'))
);
ALTER TABLE Production.TransactionHistory ADD CONSTRAINT DF_TransactionHistory_ReferenceOrderLineID DEFAULT 0 FOR ReferenceOrderLineID;
ALTER TABLE Production.TransactionHistory ADD CONSTRAINT DF_TransactionHistory_TransactionDate DEFAULT GETDATE() FOR TransactionDate;
ALTER TABLE Production.TransactionHistory ADD CONSTRAINT DF_TransactionHistory_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.TransactionHistoryArchive (
  TransactionID int NOT NULL,
  ProductID int NOT NULL,
  ReferenceOrderID int NOT NULL,
  ReferenceOrderLineID int NOT NULL,
  TransactionDate datetime NOT NULL,
  TransactionType nchar(1) NOT NULL,
  Quantity int NOT NULL,
  ActualCost money NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_TransactionHistoryArchive_TransactionID PRIMARY KEY (TransactionID),
  CONSTRAINT CK_TransactionHistoryArchive_TransactionType CHECK (UPPER([TransactionType]) IN ('W', 'S', 'P'))
);
ALTER TABLE Production.TransactionHistoryArchive ADD CONSTRAINT DF_TransactionHistoryArchive_ReferenceOrderLineID DEFAULT 0 FOR ReferenceOrderLineID;
ALTER TABLE Production.TransactionHistoryArchive ADD CONSTRAINT DF_TransactionHistoryArchive_TransactionDate DEFAULT GETDATE() FOR TransactionDate;
ALTER TABLE Production.TransactionHistoryArchive ADD CONSTRAINT DF_TransactionHistoryArchive_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.UnitMeasure (
  UnitMeasureCode nchar(3) NOT NULL,
  Name Name NOT NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_UnitMeasure_UnitMeasureCode PRIMARY KEY (UnitMeasureCode)
);
ALTER TABLE Production.UnitMeasure ADD CONSTRAINT DF_UnitMeasure_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Purchasing.Vendor (
  BusinessEntityID int NOT NULL,
  AccountNumber AccountNumber NOT NULL,
  Name Name NOT NULL,
  CreditRating tinyint NOT NULL,
  PreferredVendorStatus Flag NOT NULL,
  ActiveFlag Flag NOT NULL,
  PurchasingWebServiceURL nvarchar(1024) NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_Vendor_BusinessEntityID PRIMARY KEY (BusinessEntityID),
  CONSTRAINT CK_Vendor_CreditRating CHECK ([CreditRating] BETWEEN 1 AND 5)
);
ALTER TABLE Purchasing.Vendor ADD CONSTRAINT DF_Vendor_PreferredVendorStatus DEFAULT 1 FOR PreferredVendorStatus;
ALTER TABLE Purchasing.Vendor ADD CONSTRAINT DF_Vendor_ActiveFlag DEFAULT 1 FOR ActiveFlag;
ALTER TABLE Purchasing.Vendor ADD CONSTRAINT DF_Vendor_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.WorkOrder (
  WorkOrderID int IDENTITY(1,1) NOT NULL,
  ProductID int NOT NULL,
  OrderQty int NOT NULL,
  StockedQty AS (ISNULL([OrderQty] - [ScrappedQty], 0)),
  ScrappedQty smallint NOT NULL,
  StartDate datetime NOT NULL,
  EndDate datetime NULL,
  DueDate datetime NOT NULL,
  ScrapReasonID smallint NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_WorkOrder_WorkOrderID PRIMARY KEY (WorkOrderID),
  CONSTRAINT CK_WorkOrder_OrderQty CHECK ([OrderQty] > 0),
  CONSTRAINT CK_WorkOrder_ScrappedQty CHECK ([ScrappedQty] >= 0),
  CONSTRAINT CK_WorkOrder_EndDate CHECK (([EndDate] >= [StartDate]) OR ([EndDate] IS NULL))
);
ALTER TABLE Production.WorkOrder ADD CONSTRAINT DF_WorkOrder_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE TABLE Production.WorkOrderRouting (
  WorkOrderID int NOT NULL,
  ProductID int NOT NULL,
  OperationSequence smallint NOT NULL,
  LocationID smallint NOT NULL,
  ScheduledStartDate datetime NOT NULL,
  ScheduledEndDate datetime NOT NULL,
  ActualStartDate datetime NULL,
  ActualEndDate datetime NULL,
  ActualResourceHrs decimal(9, 4) NULL,
  PlannedCost money NOT NULL,
  ActualCost money NULL,
  ModifiedDate datetime NOT NULL,
  CONSTRAINT PK_WorkOrderRouting_WorkOrderID_ProductID_OperationSequence PRIMARY KEY (WorkOrderID, ProductID, OperationSequence),
  CONSTRAINT CK_WorkOrderRouting_ScheduledEndDate CHECK ([ScheduledEndDate] >= [ScheduledStartDate]),
  CONSTRAINT CK_WorkOrderRouting_ActualEndDate CHECK (([ActualEndDate] >= [ActualStartDate]) OR ([ActualEndDate] IS NULL) OR ([ActualStartDate] IS NULL)),
  CONSTRAINT CK_WorkOrderRouting_ActualResourceHrs CHECK ([ActualResourceHrs] >= 0.0000),
  CONSTRAINT CK_WorkOrderRouting_PlannedCost CHECK ([PlannedCost] > 0.00),
  CONSTRAINT CK_WorkOrderRouting_ActualCost CHECK ([ActualCost] > 0.00)
);
ALTER TABLE Production.WorkOrderRouting ADD CONSTRAINT DF_WorkOrderRouting_ModifiedDate DEFAULT GETDATE() FOR ModifiedDate;

CREATE UNIQUE INDEX AK_Address_rowguid ON Person.Address (rowguid);
CREATE UNIQUE INDEX IX_Address_AddressLine1_AddressLine2_City_StateProvince_1a90dfe ON Person.Address (AddressLine1, AddressLine2, City, StateProvinceID, PostalCode);
CREATE INDEX IX_Address_StateProvinceID ON Person.Address (StateProvinceID);
CREATE UNIQUE INDEX AK_AddressType_rowguid ON Person.AddressType (rowguid);
CREATE UNIQUE INDEX AK_AddressType_Name ON Person.AddressType (Name);
CREATE INDEX IX_BillOfMaterials_UnitMeasureCode ON Production.BillOfMaterials (UnitMeasureCode);
CREATE UNIQUE CLUSTERED INDEX AK_BillOfMaterials_ProductAssemblyID_ComponentID_StartDate ON Production.BillOfMaterials (ProductAssemblyID, ComponentID, StartDate);
CREATE UNIQUE INDEX AK_BusinessEntity_rowguid ON Person.BusinessEntity (rowguid);
CREATE UNIQUE INDEX AK_BusinessEntityAddress_rowguid ON Person.BusinessEntityAddress (rowguid);
CREATE INDEX IX_BusinessEntityAddress_AddressID ON Person.BusinessEntityAddress (AddressID);
CREATE INDEX IX_BusinessEntityAddress_AddressTypeID ON Person.BusinessEntityAddress (AddressTypeID);
CREATE UNIQUE INDEX AK_BusinessEntityContact_rowguid ON Person.BusinessEntityContact (rowguid);
CREATE INDEX IX_BusinessEntityContact_PersonID ON Person.BusinessEntityContact (PersonID);
CREATE INDEX IX_BusinessEntityContact_ContactTypeID ON Person.BusinessEntityContact (ContactTypeID);
CREATE UNIQUE INDEX AK_ContactType_Name ON Person.ContactType (Name);
CREATE INDEX IX_CountryRegionCurrency_CurrencyCode ON Sales.CountryRegionCurrency (CurrencyCode);
CREATE UNIQUE INDEX AK_CountryRegion_Name ON Person.CountryRegion (Name);
CREATE UNIQUE INDEX AK_CreditCard_CardNumber ON Sales.CreditCard (CardNumber);
CREATE UNIQUE INDEX AK_Culture_Name ON Production.Culture (Name);
CREATE UNIQUE INDEX AK_Currency_Name ON Sales.Currency (Name);
CREATE UNIQUE INDEX AK_CurrencyRate_CurrencyRateDate_FromCurrencyCode_ToCur_1hi5eku ON Sales.CurrencyRate (CurrencyRateDate, FromCurrencyCode, ToCurrencyCode);
CREATE UNIQUE INDEX AK_Customer_rowguid ON Sales.Customer (rowguid);
CREATE UNIQUE INDEX AK_Customer_AccountNumber ON Sales.Customer (AccountNumber);
CREATE INDEX IX_Customer_TerritoryID ON Sales.Customer (TerritoryID);
CREATE UNIQUE INDEX AK_Department_Name ON HumanResources.Department (Name);
CREATE UNIQUE INDEX AK_Document_DocumentLevel_DocumentNode ON Production.Document (DocumentLevel, DocumentNode);
CREATE UNIQUE INDEX AK_Document_rowguid ON Production.Document (rowguid);
CREATE INDEX IX_Document_FileName_Revision ON Production.Document (FileName, Revision);
CREATE INDEX IX_EmailAddress_EmailAddress ON Person.EmailAddress (EmailAddress);
CREATE INDEX IX_Employee_OrganizationNode ON HumanResources.Employee (OrganizationNode);
CREATE INDEX IX_Employee_OrganizationLevel_OrganizationNode ON HumanResources.Employee (OrganizationLevel, OrganizationNode);
CREATE UNIQUE INDEX AK_Employee_LoginID ON HumanResources.Employee (LoginID);
CREATE UNIQUE INDEX AK_Employee_NationalIDNumber ON HumanResources.Employee (NationalIDNumber);
CREATE UNIQUE INDEX AK_Employee_rowguid ON HumanResources.Employee (rowguid);
CREATE INDEX IX_EmployeeDepartmentHistory_DepartmentID ON HumanResources.EmployeeDepartmentHistory (DepartmentID);
CREATE INDEX IX_EmployeeDepartmentHistory_ShiftID ON HumanResources.EmployeeDepartmentHistory (ShiftID);
CREATE INDEX IX_JobCandidate_BusinessEntityID ON HumanResources.JobCandidate (BusinessEntityID);
CREATE UNIQUE INDEX AK_Location_Name ON Production.Location (Name);
CREATE INDEX IX_Person_LastName_FirstName_MiddleName ON Person.Person (LastName, FirstName, MiddleName);
CREATE UNIQUE INDEX AK_Person_rowguid ON Person.Person (rowguid);
CREATE INDEX IX_PersonPhone_PhoneNumber ON Person.PersonPhone (PhoneNumber);
CREATE UNIQUE INDEX AK_Product_ProductNumber ON Production.Product (ProductNumber);
CREATE UNIQUE INDEX AK_Product_Name ON Production.Product (Name);
CREATE UNIQUE INDEX AK_Product_rowguid ON Production.Product (rowguid);
CREATE UNIQUE INDEX AK_ProductCategory_Name ON Production.ProductCategory (Name);
CREATE UNIQUE INDEX AK_ProductCategory_rowguid ON Production.ProductCategory (rowguid);
CREATE UNIQUE INDEX AK_ProductDescription_rowguid ON Production.ProductDescription (rowguid);
CREATE UNIQUE INDEX AK_ProductModel_Name ON Production.ProductModel (Name);
CREATE UNIQUE INDEX AK_ProductModel_rowguid ON Production.ProductModel (rowguid);
CREATE NONCLUSTERED INDEX IX_ProductReview_ProductID_Name ON Production.ProductReview (ProductID, ReviewerName) INCLUDE (Comments);
CREATE UNIQUE INDEX AK_ProductSubcategory_Name ON Production.ProductSubcategory (Name);
CREATE UNIQUE INDEX AK_ProductSubcategory_rowguid ON Production.ProductSubcategory (rowguid);
CREATE INDEX IX_ProductVendor_UnitMeasureCode ON Purchasing.ProductVendor (UnitMeasureCode);
CREATE INDEX IX_ProductVendor_BusinessEntityID ON Purchasing.ProductVendor (BusinessEntityID);
CREATE INDEX IX_PurchaseOrderDetail_ProductID ON Purchasing.PurchaseOrderDetail (ProductID);
CREATE INDEX IX_PurchaseOrderHeader_VendorID ON Purchasing.PurchaseOrderHeader (VendorID);
CREATE INDEX IX_PurchaseOrderHeader_EmployeeID ON Purchasing.PurchaseOrderHeader (EmployeeID);
CREATE UNIQUE INDEX AK_SalesOrderDetail_rowguid ON Sales.SalesOrderDetail (rowguid);
CREATE INDEX IX_SalesOrderDetail_ProductID ON Sales.SalesOrderDetail (ProductID);
CREATE UNIQUE INDEX AK_SalesOrderHeader_rowguid ON Sales.SalesOrderHeader (rowguid);
CREATE UNIQUE INDEX AK_SalesOrderHeader_SalesOrderNumber ON Sales.SalesOrderHeader (SalesOrderNumber);
CREATE INDEX IX_SalesOrderHeader_CustomerID ON Sales.SalesOrderHeader (CustomerID);
CREATE INDEX IX_SalesOrderHeader_SalesPersonID ON Sales.SalesOrderHeader (SalesPersonID);
CREATE UNIQUE INDEX AK_SalesPerson_rowguid ON Sales.SalesPerson (rowguid);
CREATE UNIQUE INDEX AK_SalesPersonQuotaHistory_rowguid ON Sales.SalesPersonQuotaHistory (rowguid);
CREATE UNIQUE INDEX AK_SalesTaxRate_StateProvinceID_TaxType ON Sales.SalesTaxRate (StateProvinceID, TaxType);
CREATE UNIQUE INDEX AK_SalesTaxRate_rowguid ON Sales.SalesTaxRate (rowguid);
CREATE UNIQUE INDEX AK_SalesTerritory_Name ON Sales.SalesTerritory (Name);
CREATE UNIQUE INDEX AK_SalesTerritory_rowguid ON Sales.SalesTerritory (rowguid);
CREATE UNIQUE INDEX AK_SalesTerritoryHistory_rowguid ON Sales.SalesTerritoryHistory (rowguid);
CREATE UNIQUE INDEX AK_ScrapReason_Name ON Production.ScrapReason (Name);
CREATE UNIQUE INDEX AK_Shift_Name ON HumanResources.Shift (Name);
CREATE UNIQUE INDEX AK_Shift_StartTime_EndTime ON HumanResources.Shift (StartTime, EndTime);
CREATE UNIQUE INDEX AK_ShipMethod_Name ON Purchasing.ShipMethod (Name);
CREATE UNIQUE INDEX AK_ShipMethod_rowguid ON Purchasing.ShipMethod (rowguid);
CREATE INDEX IX_ShoppingCartItem_ShoppingCartID_ProductID ON Sales.ShoppingCartItem (ShoppingCartID, ProductID);
CREATE UNIQUE INDEX AK_SpecialOffer_rowguid ON Sales.SpecialOffer (rowguid);
CREATE UNIQUE INDEX AK_SpecialOfferProduct_rowguid ON Sales.SpecialOfferProduct (rowguid);
CREATE INDEX IX_SpecialOfferProduct_ProductID ON Sales.SpecialOfferProduct (ProductID);
CREATE UNIQUE INDEX AK_StateProvince_Name ON Person.StateProvince (Name);
CREATE UNIQUE INDEX AK_StateProvince_StateProvinceCode_CountryRegionCode ON Person.StateProvince (StateProvinceCode, CountryRegionCode);
CREATE UNIQUE INDEX AK_StateProvince_rowguid ON Person.StateProvince (rowguid);
CREATE UNIQUE INDEX AK_Store_rowguid ON Sales.Store (rowguid);
CREATE INDEX IX_Store_SalesPersonID ON Sales.Store (SalesPersonID);
CREATE INDEX IX_TransactionHistory_ProductID ON Production.TransactionHistory (ProductID);
CREATE INDEX IX_TransactionHistory_ReferenceOrderID_ReferenceOrderLineID ON Production.TransactionHistory (ReferenceOrderID, ReferenceOrderLineID);
CREATE INDEX IX_TransactionHistoryArchive_ProductID ON Production.TransactionHistoryArchive (ProductID);
CREATE INDEX IX_TransactionHistoryArchive_ReferenceOrderID_ReferenceO_2rsdjd ON Production.TransactionHistoryArchive (ReferenceOrderID, ReferenceOrderLineID);
CREATE UNIQUE INDEX AK_UnitMeasure_Name ON Production.UnitMeasure (Name);
CREATE UNIQUE INDEX AK_Vendor_AccountNumber ON Purchasing.Vendor (AccountNumber);
CREATE INDEX IX_WorkOrder_ScrapReasonID ON Production.WorkOrder (ScrapReasonID);
CREATE INDEX IX_WorkOrder_ProductID ON Production.WorkOrder (ProductID);
CREATE INDEX IX_WorkOrderRouting_ProductID ON Production.WorkOrderRouting (ProductID);

ALTER TABLE Person.Address WITH CHECK ADD CONSTRAINT FK_Address_StateProvince_StateProvinceID FOREIGN KEY (StateProvinceID) REFERENCES Person.StateProvince (StateProvinceID);
ALTER TABLE Production.BillOfMaterials WITH CHECK ADD CONSTRAINT FK_BillOfMaterials_Product_ProductAssemblyID FOREIGN KEY (ProductAssemblyID) REFERENCES Production.Product (ProductID);
ALTER TABLE Production.BillOfMaterials WITH CHECK ADD CONSTRAINT FK_BillOfMaterials_Product_ComponentID FOREIGN KEY (ComponentID) REFERENCES Production.Product (ProductID);
ALTER TABLE Production.BillOfMaterials WITH CHECK ADD CONSTRAINT FK_BillOfMaterials_UnitMeasure_UnitMeasureCode FOREIGN KEY (UnitMeasureCode) REFERENCES Production.UnitMeasure (UnitMeasureCode);
ALTER TABLE Person.BusinessEntityAddress WITH CHECK ADD CONSTRAINT FK_BusinessEntityAddress_Address_AddressID FOREIGN KEY (AddressID) REFERENCES Person.Address (AddressID);
ALTER TABLE Person.BusinessEntityAddress WITH CHECK ADD CONSTRAINT FK_BusinessEntityAddress_AddressType_AddressTypeID FOREIGN KEY (AddressTypeID) REFERENCES Person.AddressType (AddressTypeID);
ALTER TABLE Person.BusinessEntityAddress WITH CHECK ADD CONSTRAINT FK_BusinessEntityAddress_BusinessEntity_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES Person.BusinessEntity (BusinessEntityID);
ALTER TABLE Person.BusinessEntityContact WITH CHECK ADD CONSTRAINT FK_BusinessEntityContact_Person_PersonID FOREIGN KEY (PersonID) REFERENCES Person.Person (BusinessEntityID);
ALTER TABLE Person.BusinessEntityContact WITH CHECK ADD CONSTRAINT FK_BusinessEntityContact_ContactType_ContactTypeID FOREIGN KEY (ContactTypeID) REFERENCES Person.ContactType (ContactTypeID);
ALTER TABLE Person.BusinessEntityContact WITH CHECK ADD CONSTRAINT FK_BusinessEntityContact_BusinessEntity_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES Person.BusinessEntity (BusinessEntityID);
ALTER TABLE Sales.CountryRegionCurrency WITH CHECK ADD CONSTRAINT FK_CountryRegionCurrency_CountryRegion_CountryRegionCode FOREIGN KEY (CountryRegionCode) REFERENCES Person.CountryRegion (CountryRegionCode);
ALTER TABLE Sales.CountryRegionCurrency WITH CHECK ADD CONSTRAINT FK_CountryRegionCurrency_Currency_CurrencyCode FOREIGN KEY (CurrencyCode) REFERENCES Sales.Currency (CurrencyCode);
ALTER TABLE Sales.CurrencyRate WITH CHECK ADD CONSTRAINT FK_CurrencyRate_Currency_FromCurrencyCode FOREIGN KEY (FromCurrencyCode) REFERENCES Sales.Currency (CurrencyCode);
ALTER TABLE Sales.CurrencyRate WITH CHECK ADD CONSTRAINT FK_CurrencyRate_Currency_ToCurrencyCode FOREIGN KEY (ToCurrencyCode) REFERENCES Sales.Currency (CurrencyCode);
ALTER TABLE Sales.Customer WITH CHECK ADD CONSTRAINT FK_Customer_Person_PersonID FOREIGN KEY (PersonID) REFERENCES Person.Person (BusinessEntityID);
ALTER TABLE Sales.Customer WITH CHECK ADD CONSTRAINT FK_Customer_Store_StoreID FOREIGN KEY (StoreID) REFERENCES Sales.Store (BusinessEntityID);
ALTER TABLE Sales.Customer WITH CHECK ADD CONSTRAINT FK_Customer_SalesTerritory_TerritoryID FOREIGN KEY (TerritoryID) REFERENCES Sales.SalesTerritory (TerritoryID);
ALTER TABLE Production.Document WITH CHECK ADD CONSTRAINT FK_Document_Employee_Owner FOREIGN KEY (Owner) REFERENCES HumanResources.Employee (BusinessEntityID);
ALTER TABLE Person.EmailAddress WITH CHECK ADD CONSTRAINT FK_EmailAddress_Person_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES Person.Person (BusinessEntityID);
ALTER TABLE HumanResources.Employee WITH CHECK ADD CONSTRAINT FK_Employee_Person_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES Person.Person (BusinessEntityID);
ALTER TABLE HumanResources.EmployeeDepartmentHistory WITH CHECK ADD CONSTRAINT FK_EmployeeDepartmentHistory_Department_DepartmentID FOREIGN KEY (DepartmentID) REFERENCES HumanResources.Department (DepartmentID);
ALTER TABLE HumanResources.EmployeeDepartmentHistory WITH CHECK ADD CONSTRAINT FK_EmployeeDepartmentHistory_Employee_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES HumanResources.Employee (BusinessEntityID);
ALTER TABLE HumanResources.EmployeeDepartmentHistory WITH CHECK ADD CONSTRAINT FK_EmployeeDepartmentHistory_Shift_ShiftID FOREIGN KEY (ShiftID) REFERENCES HumanResources.Shift (ShiftID);
ALTER TABLE HumanResources.EmployeePayHistory WITH CHECK ADD CONSTRAINT FK_EmployeePayHistory_Employee_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES HumanResources.Employee (BusinessEntityID);
ALTER TABLE HumanResources.JobCandidate WITH CHECK ADD CONSTRAINT FK_JobCandidate_Employee_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES HumanResources.Employee (BusinessEntityID);
ALTER TABLE Person.Password WITH CHECK ADD CONSTRAINT FK_Password_Person_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES Person.Person (BusinessEntityID);
ALTER TABLE Person.Person WITH CHECK ADD CONSTRAINT FK_Person_BusinessEntity_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES Person.BusinessEntity (BusinessEntityID);
ALTER TABLE Sales.PersonCreditCard WITH CHECK ADD CONSTRAINT FK_PersonCreditCard_Person_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES Person.Person (BusinessEntityID);
ALTER TABLE Sales.PersonCreditCard WITH CHECK ADD CONSTRAINT FK_PersonCreditCard_CreditCard_CreditCardID FOREIGN KEY (CreditCardID) REFERENCES Sales.CreditCard (CreditCardID);
ALTER TABLE Person.PersonPhone WITH CHECK ADD CONSTRAINT FK_PersonPhone_Person_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES Person.Person (BusinessEntityID);
ALTER TABLE Person.PersonPhone WITH CHECK ADD CONSTRAINT FK_PersonPhone_PhoneNumberType_PhoneNumberTypeID FOREIGN KEY (PhoneNumberTypeID) REFERENCES Person.PhoneNumberType (PhoneNumberTypeID);
ALTER TABLE Production.Product WITH CHECK ADD CONSTRAINT FK_Product_UnitMeasure_SizeUnitMeasureCode FOREIGN KEY (SizeUnitMeasureCode) REFERENCES Production.UnitMeasure (UnitMeasureCode);
ALTER TABLE Production.Product WITH CHECK ADD CONSTRAINT FK_Product_UnitMeasure_WeightUnitMeasureCode FOREIGN KEY (WeightUnitMeasureCode) REFERENCES Production.UnitMeasure (UnitMeasureCode);
ALTER TABLE Production.Product WITH CHECK ADD CONSTRAINT FK_Product_ProductModel_ProductModelID FOREIGN KEY (ProductModelID) REFERENCES Production.ProductModel (ProductModelID);
ALTER TABLE Production.Product WITH CHECK ADD CONSTRAINT FK_Product_ProductSubcategory_ProductSubcategoryID FOREIGN KEY (ProductSubcategoryID) REFERENCES Production.ProductSubcategory (ProductSubcategoryID);
ALTER TABLE Production.ProductCostHistory WITH CHECK ADD CONSTRAINT FK_ProductCostHistory_Product_ProductID FOREIGN KEY (ProductID) REFERENCES Production.Product (ProductID);
ALTER TABLE Production.ProductDocument WITH CHECK ADD CONSTRAINT FK_ProductDocument_Product_ProductID FOREIGN KEY (ProductID) REFERENCES Production.Product (ProductID);
ALTER TABLE Production.ProductDocument WITH CHECK ADD CONSTRAINT FK_ProductDocument_Document_DocumentNode FOREIGN KEY (DocumentNode) REFERENCES Production.Document (DocumentNode);
ALTER TABLE Production.ProductInventory WITH CHECK ADD CONSTRAINT FK_ProductInventory_Location_LocationID FOREIGN KEY (LocationID) REFERENCES Production.Location (LocationID);
ALTER TABLE Production.ProductInventory WITH CHECK ADD CONSTRAINT FK_ProductInventory_Product_ProductID FOREIGN KEY (ProductID) REFERENCES Production.Product (ProductID);
ALTER TABLE Production.ProductListPriceHistory WITH CHECK ADD CONSTRAINT FK_ProductListPriceHistory_Product_ProductID FOREIGN KEY (ProductID) REFERENCES Production.Product (ProductID);
ALTER TABLE Production.ProductModelIllustration WITH CHECK ADD CONSTRAINT FK_ProductModelIllustration_ProductModel_ProductModelID FOREIGN KEY (ProductModelID) REFERENCES Production.ProductModel (ProductModelID);
ALTER TABLE Production.ProductModelIllustration WITH CHECK ADD CONSTRAINT FK_ProductModelIllustration_Illustration_IllustrationID FOREIGN KEY (IllustrationID) REFERENCES Production.Illustration (IllustrationID);
ALTER TABLE Production.ProductModelProductDescriptionCulture WITH CHECK ADD CONSTRAINT FK_ProductModelProductDescriptionCulture_ProductDescript_zmjt6z FOREIGN KEY (ProductDescriptionID) REFERENCES Production.ProductDescription (ProductDescriptionID);
ALTER TABLE Production.ProductModelProductDescriptionCulture WITH CHECK ADD CONSTRAINT FK_ProductModelProductDescriptionCulture_Culture_CultureID FOREIGN KEY (CultureID) REFERENCES Production.Culture (CultureID);
ALTER TABLE Production.ProductModelProductDescriptionCulture WITH CHECK ADD CONSTRAINT FK_ProductModelProductDescriptionCulture_ProductModel_Pr_7nn391 FOREIGN KEY (ProductModelID) REFERENCES Production.ProductModel (ProductModelID);
ALTER TABLE Production.ProductProductPhoto WITH CHECK ADD CONSTRAINT FK_ProductProductPhoto_Product_ProductID FOREIGN KEY (ProductID) REFERENCES Production.Product (ProductID);
ALTER TABLE Production.ProductProductPhoto WITH CHECK ADD CONSTRAINT FK_ProductProductPhoto_ProductPhoto_ProductPhotoID FOREIGN KEY (ProductPhotoID) REFERENCES Production.ProductPhoto (ProductPhotoID);
ALTER TABLE Production.ProductReview WITH CHECK ADD CONSTRAINT FK_ProductReview_Product_ProductID FOREIGN KEY (ProductID) REFERENCES Production.Product (ProductID);
ALTER TABLE Production.ProductSubcategory WITH CHECK ADD CONSTRAINT FK_ProductSubcategory_ProductCategory_ProductCategoryID FOREIGN KEY (ProductCategoryID) REFERENCES Production.ProductCategory (ProductCategoryID);
ALTER TABLE Purchasing.ProductVendor WITH CHECK ADD CONSTRAINT FK_ProductVendor_Product_ProductID FOREIGN KEY (ProductID) REFERENCES Production.Product (ProductID);
ALTER TABLE Purchasing.ProductVendor WITH CHECK ADD CONSTRAINT FK_ProductVendor_UnitMeasure_UnitMeasureCode FOREIGN KEY (UnitMeasureCode) REFERENCES Production.UnitMeasure (UnitMeasureCode);
ALTER TABLE Purchasing.ProductVendor WITH CHECK ADD CONSTRAINT FK_ProductVendor_Vendor_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES Purchasing.Vendor (BusinessEntityID);
ALTER TABLE Purchasing.PurchaseOrderDetail WITH CHECK ADD CONSTRAINT FK_PurchaseOrderDetail_Product_ProductID FOREIGN KEY (ProductID) REFERENCES Production.Product (ProductID);
ALTER TABLE Purchasing.PurchaseOrderDetail WITH CHECK ADD CONSTRAINT FK_PurchaseOrderDetail_PurchaseOrderHeader_PurchaseOrderID FOREIGN KEY (PurchaseOrderID) REFERENCES Purchasing.PurchaseOrderHeader (PurchaseOrderID);
ALTER TABLE Purchasing.PurchaseOrderHeader WITH CHECK ADD CONSTRAINT FK_PurchaseOrderHeader_Employee_EmployeeID FOREIGN KEY (EmployeeID) REFERENCES HumanResources.Employee (BusinessEntityID);
ALTER TABLE Purchasing.PurchaseOrderHeader WITH CHECK ADD CONSTRAINT FK_PurchaseOrderHeader_Vendor_VendorID FOREIGN KEY (VendorID) REFERENCES Purchasing.Vendor (BusinessEntityID);
ALTER TABLE Purchasing.PurchaseOrderHeader WITH CHECK ADD CONSTRAINT FK_PurchaseOrderHeader_ShipMethod_ShipMethodID FOREIGN KEY (ShipMethodID) REFERENCES Purchasing.ShipMethod (ShipMethodID);
ALTER TABLE Sales.SalesOrderDetail WITH CHECK ADD CONSTRAINT FK_SalesOrderDetail_SalesOrderHeader_SalesOrderID FOREIGN KEY (SalesOrderID) REFERENCES Sales.SalesOrderHeader (SalesOrderID) ON DELETE CASCADE;
ALTER TABLE Sales.SalesOrderDetail WITH CHECK ADD CONSTRAINT FK_SalesOrderDetail_SpecialOfferProduct_SpecialOfferIDProductID FOREIGN KEY (SpecialOfferID, ProductID) REFERENCES Sales.SpecialOfferProduct (SpecialOfferID, ProductID);
ALTER TABLE Sales.SalesOrderHeader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_Address_BillToAddressID FOREIGN KEY (BillToAddressID) REFERENCES Person.Address (AddressID);
ALTER TABLE Sales.SalesOrderHeader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_Address_ShipToAddressID FOREIGN KEY (ShipToAddressID) REFERENCES Person.Address (AddressID);
ALTER TABLE Sales.SalesOrderHeader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_CreditCard_CreditCardID FOREIGN KEY (CreditCardID) REFERENCES Sales.CreditCard (CreditCardID);
ALTER TABLE Sales.SalesOrderHeader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_CurrencyRate_CurrencyRateID FOREIGN KEY (CurrencyRateID) REFERENCES Sales.CurrencyRate (CurrencyRateID);
ALTER TABLE Sales.SalesOrderHeader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_Customer_CustomerID FOREIGN KEY (CustomerID) REFERENCES Sales.Customer (CustomerID);
ALTER TABLE Sales.SalesOrderHeader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_SalesPerson_SalesPersonID FOREIGN KEY (SalesPersonID) REFERENCES Sales.SalesPerson (BusinessEntityID);
ALTER TABLE Sales.SalesOrderHeader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_ShipMethod_ShipMethodID FOREIGN KEY (ShipMethodID) REFERENCES Purchasing.ShipMethod (ShipMethodID);
ALTER TABLE Sales.SalesOrderHeader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_SalesTerritory_TerritoryID FOREIGN KEY (TerritoryID) REFERENCES Sales.SalesTerritory (TerritoryID);
ALTER TABLE Sales.SalesOrderHeaderSalesReason WITH CHECK ADD CONSTRAINT FK_SalesOrderHeaderSalesReason_SalesReason_SalesReasonID FOREIGN KEY (SalesReasonID) REFERENCES Sales.SalesReason (SalesReasonID);
ALTER TABLE Sales.SalesOrderHeaderSalesReason WITH CHECK ADD CONSTRAINT FK_SalesOrderHeaderSalesReason_SalesOrderHeader_SalesOrderID FOREIGN KEY (SalesOrderID) REFERENCES Sales.SalesOrderHeader (SalesOrderID) ON DELETE CASCADE;
ALTER TABLE Sales.SalesPerson WITH CHECK ADD CONSTRAINT FK_SalesPerson_Employee_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES HumanResources.Employee (BusinessEntityID);
ALTER TABLE Sales.SalesPerson WITH CHECK ADD CONSTRAINT FK_SalesPerson_SalesTerritory_TerritoryID FOREIGN KEY (TerritoryID) REFERENCES Sales.SalesTerritory (TerritoryID);
ALTER TABLE Sales.SalesPersonQuotaHistory WITH CHECK ADD CONSTRAINT FK_SalesPersonQuotaHistory_SalesPerson_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES Sales.SalesPerson (BusinessEntityID);
ALTER TABLE Sales.SalesTaxRate WITH CHECK ADD CONSTRAINT FK_SalesTaxRate_StateProvince_StateProvinceID FOREIGN KEY (StateProvinceID) REFERENCES Person.StateProvince (StateProvinceID);
ALTER TABLE Sales.SalesTerritory WITH CHECK ADD CONSTRAINT FK_SalesTerritory_CountryRegion_CountryRegionCode FOREIGN KEY (CountryRegionCode) REFERENCES Person.CountryRegion (CountryRegionCode);
ALTER TABLE Sales.SalesTerritoryHistory WITH CHECK ADD CONSTRAINT FK_SalesTerritoryHistory_SalesPerson_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES Sales.SalesPerson (BusinessEntityID);
ALTER TABLE Sales.SalesTerritoryHistory WITH CHECK ADD CONSTRAINT FK_SalesTerritoryHistory_SalesTerritory_TerritoryID FOREIGN KEY (TerritoryID) REFERENCES Sales.SalesTerritory (TerritoryID);
ALTER TABLE Sales.ShoppingCartItem WITH CHECK ADD CONSTRAINT FK_ShoppingCartItem_Product_ProductID FOREIGN KEY (ProductID) REFERENCES Production.Product (ProductID);
ALTER TABLE Sales.SpecialOfferProduct WITH CHECK ADD CONSTRAINT FK_SpecialOfferProduct_Product_ProductID FOREIGN KEY (ProductID) REFERENCES Production.Product (ProductID);
ALTER TABLE Sales.SpecialOfferProduct WITH CHECK ADD CONSTRAINT FK_SpecialOfferProduct_SpecialOffer_SpecialOfferID FOREIGN KEY (SpecialOfferID) REFERENCES Sales.SpecialOffer (SpecialOfferID);
ALTER TABLE Person.StateProvince WITH CHECK ADD CONSTRAINT FK_StateProvince_CountryRegion_CountryRegionCode FOREIGN KEY (CountryRegionCode) REFERENCES Person.CountryRegion (CountryRegionCode);
ALTER TABLE Person.StateProvince WITH CHECK ADD CONSTRAINT FK_StateProvince_SalesTerritory_TerritoryID FOREIGN KEY (TerritoryID) REFERENCES Sales.SalesTerritory (TerritoryID);
ALTER TABLE Sales.Store WITH CHECK ADD CONSTRAINT FK_Store_BusinessEntity_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES Person.BusinessEntity (BusinessEntityID);
ALTER TABLE Sales.Store WITH CHECK ADD CONSTRAINT FK_Store_SalesPerson_SalesPersonID FOREIGN KEY (SalesPersonID) REFERENCES Sales.SalesPerson (BusinessEntityID);
ALTER TABLE Production.TransactionHistory WITH CHECK ADD CONSTRAINT FK_TransactionHistory_Product_ProductID FOREIGN KEY (ProductID) REFERENCES Production.Product (ProductID);
ALTER TABLE Purchasing.Vendor WITH CHECK ADD CONSTRAINT FK_Vendor_BusinessEntity_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES Person.BusinessEntity (BusinessEntityID);
ALTER TABLE Production.WorkOrder WITH CHECK ADD CONSTRAINT FK_WorkOrder_Product_ProductID FOREIGN KEY (ProductID) REFERENCES Production.Product (ProductID);
ALTER TABLE Production.WorkOrder WITH CHECK ADD CONSTRAINT FK_WorkOrder_ScrapReason_ScrapReasonID FOREIGN KEY (ScrapReasonID) REFERENCES Production.ScrapReason (ScrapReasonID);
ALTER TABLE Production.WorkOrderRouting WITH CHECK ADD CONSTRAINT FK_WorkOrderRouting_Location_LocationID FOREIGN KEY (LocationID) REFERENCES Production.Location (LocationID);
ALTER TABLE Production.WorkOrderRouting WITH CHECK ADD CONSTRAINT FK_WorkOrderRouting_WorkOrder_WorkOrderID FOREIGN KEY (WorkOrderID) REFERENCES Production.WorkOrder (WorkOrderID);

GO
CREATE VIEW [Person].[vAdditionalContactInfo] AS
SELECT
    [BusinessEntityID]
    ,[FirstName]
    ,[MiddleName]
    ,[LastName]
    ,[ContactInfo].ref.value(N'declare namespace ci="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo";
        declare namespace act="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactTypes";
        (act:telephoneNumber)[1]/act:number', 'nvarchar(50)') AS [TelephoneNumber]
    ,LTRIM(RTRIM([ContactInfo].ref.value(N'declare namespace ci="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo";
        declare namespace act="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactTypes";
        (act:telephoneNumber/act:SpecialInstructions/text())[1]', 'nvarchar(max)'))) AS [TelephoneSpecialInstructions]
    ,[ContactInfo].ref.value(N'declare namespace ci="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo";
        declare namespace act="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactTypes";
        (act:homePostalAddress/act:Street)[1]', 'nvarchar(50)') AS [Street]
    ,[ContactInfo].ref.value(N'declare namespace ci="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo";
        declare namespace act="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactTypes";
        (act:homePostalAddress/act:City)[1]', 'nvarchar(50)') AS [City]
    ,[ContactInfo].ref.value(N'declare namespace ci="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo";
        declare namespace act="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactTypes";
        (act:homePostalAddress/act:StateProvince)[1]', 'nvarchar(50)') AS [StateProvince]
    ,[ContactInfo].ref.value(N'declare namespace ci="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo";
        declare namespace act="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactTypes";
        (act:homePostalAddress/act:PostalCode)[1]', 'nvarchar(50)') AS [PostalCode]
    ,[ContactInfo].ref.value(N'declare namespace ci="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo";
        declare namespace act="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactTypes";
        (act:homePostalAddress/act:CountryRegion)[1]', 'nvarchar(50)') AS [CountryRegion]
    ,[ContactInfo].ref.value(N'declare namespace ci="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo";
        declare namespace act="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactTypes";
        (act:homePostalAddress/act:SpecialInstructions/text())[1]', 'nvarchar(max)') AS [HomeAddressSpecialInstructions]
    ,[ContactInfo].ref.value(N'declare namespace ci="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo";
        declare namespace act="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactTypes";
        (act:eMail/act:eMailAddress)[1]', 'nvarchar(128)') AS [EMailAddress]
    ,LTRIM(RTRIM([ContactInfo].ref.value(N'declare namespace ci="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo";
        declare namespace act="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactTypes";
        (act:eMail/act:SpecialInstructions/text())[1]', 'nvarchar(max)'))) AS [EMailSpecialInstructions]
    ,[ContactInfo].ref.value(N'declare namespace ci="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo";
        declare namespace act="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactTypes";
        (act:eMail/act:SpecialInstructions/act:telephoneNumber/act:number)[1]', 'nvarchar(50)') AS [EMailTelephoneNumber]
    ,[rowguid]
    ,[ModifiedDate]
FROM [Person].[Person]
OUTER APPLY [AdditionalContactInfo].nodes(
    'declare namespace ci="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo";
    /ci:AdditionalContactInfo') AS ContactInfo(ref)
WHERE [AdditionalContactInfo] IS NOT NULL;
GO

GO
CREATE VIEW [HumanResources].[vEmployee] AS
SELECT
    e.[BusinessEntityID]
    ,p.[Title]
    ,p.[FirstName]
    ,p.[MiddleName]
    ,p.[LastName]
    ,p.[Suffix]
    ,e.[JobTitle] 
    ,pp.[PhoneNumber]
    ,pnt.[Name] AS [PhoneNumberType]
    ,ea.[EmailAddress]
    ,p.[EmailPromotion]
    ,a.[AddressLine1]
    ,a.[AddressLine2]
    ,a.[City]
    ,sp.[Name] AS [StateProvinceName]
    ,a.[PostalCode]
    ,cr.[Name] AS [CountryRegionName]
    ,p.[AdditionalContactInfo]
FROM [HumanResources].[Employee] e
	INNER JOIN [Person].[Person] p
	ON p.[BusinessEntityID] = e.[BusinessEntityID]
    INNER JOIN [Person].[BusinessEntityAddress] bea
    ON bea.[BusinessEntityID] = e.[BusinessEntityID]
    INNER JOIN [Person].[Address] a
    ON a.[AddressID] = bea.[AddressID]
    INNER JOIN [Person].[StateProvince] sp
    ON sp.[StateProvinceID] = a.[StateProvinceID]
    INNER JOIN [Person].[CountryRegion] cr
    ON cr.[CountryRegionCode] = sp.[CountryRegionCode]
    LEFT OUTER JOIN [Person].[PersonPhone] pp
    ON pp.BusinessEntityID = p.[BusinessEntityID]
    LEFT OUTER JOIN [Person].[PhoneNumberType] pnt
    ON pp.[PhoneNumberTypeID] = pnt.[PhoneNumberTypeID]
    LEFT OUTER JOIN [Person].[EmailAddress] ea
    ON p.[BusinessEntityID] = ea.[BusinessEntityID];
GO

GO
CREATE VIEW [HumanResources].[vEmployeeDepartment] AS
SELECT
    e.[BusinessEntityID]
    ,p.[Title]
    ,p.[FirstName]
    ,p.[MiddleName]
    ,p.[LastName]
    ,p.[Suffix]
    ,e.[JobTitle]
    ,d.[Name] AS [Department]
    ,d.[GroupName]
    ,edh.[StartDate]
FROM [HumanResources].[Employee] e
	INNER JOIN [Person].[Person] p
	ON p.[BusinessEntityID] = e.[BusinessEntityID]
    INNER JOIN [HumanResources].[EmployeeDepartmentHistory] edh
    ON e.[BusinessEntityID] = edh.[BusinessEntityID]
    INNER JOIN [HumanResources].[Department] d
    ON edh.[DepartmentID] = d.[DepartmentID]
WHERE edh.EndDate IS NULL;
GO

GO
CREATE VIEW [HumanResources].[vEmployeeDepartmentHistory] AS
SELECT
    e.[BusinessEntityID]
    ,p.[Title]
    ,p.[FirstName]
    ,p.[MiddleName]
    ,p.[LastName]
    ,p.[Suffix]
    ,s.[Name] AS [Shift]
    ,d.[Name] AS [Department]
    ,d.[GroupName]
    ,edh.[StartDate]
    ,edh.[EndDate]
FROM [HumanResources].[Employee] e
	INNER JOIN [Person].[Person] p
	ON p.[BusinessEntityID] = e.[BusinessEntityID]
    INNER JOIN [HumanResources].[EmployeeDepartmentHistory] edh
    ON e.[BusinessEntityID] = edh.[BusinessEntityID]
    INNER JOIN [HumanResources].[Department] d
    ON edh.[DepartmentID] = d.[DepartmentID]
    INNER JOIN [HumanResources].[Shift] s
    ON s.[ShiftID] = edh.[ShiftID];
GO

GO
CREATE VIEW [Sales].[vIndividualCustomer] AS
SELECT
    p.[BusinessEntityID]
    ,p.[Title]
    ,p.[FirstName]
    ,p.[MiddleName]
    ,p.[LastName]
    ,p.[Suffix]
    ,pp.[PhoneNumber]
	,pnt.[Name] AS [PhoneNumberType]
    ,ea.[EmailAddress]
    ,p.[EmailPromotion]
    ,at.[Name] AS [AddressType]
    ,a.[AddressLine1]
    ,a.[AddressLine2]
    ,a.[City]
    ,[StateProvinceName] = sp.[Name]
    ,a.[PostalCode]
    ,[CountryRegionName] = cr.[Name]
    ,p.[Demographics]
FROM [Person].[Person] p
    INNER JOIN [Person].[BusinessEntityAddress] bea
    ON bea.[BusinessEntityID] = p.[BusinessEntityID]
    INNER JOIN [Person].[Address] a
    ON a.[AddressID] = bea.[AddressID]
    INNER JOIN [Person].[StateProvince] sp
    ON sp.[StateProvinceID] = a.[StateProvinceID]
    INNER JOIN [Person].[CountryRegion] cr
    ON cr.[CountryRegionCode] = sp.[CountryRegionCode]
    INNER JOIN [Person].[AddressType] at
    ON at.[AddressTypeID] = bea.[AddressTypeID]
	INNER JOIN [Sales].[Customer] c
	ON c.[PersonID] = p.[BusinessEntityID]
	LEFT OUTER JOIN [Person].[EmailAddress] ea
	ON ea.[BusinessEntityID] = p.[BusinessEntityID]
	LEFT OUTER JOIN [Person].[PersonPhone] pp
	ON pp.[BusinessEntityID] = p.[BusinessEntityID]
	LEFT OUTER JOIN [Person].[PhoneNumberType] pnt
	ON pnt.[PhoneNumberTypeID] = pp.[PhoneNumberTypeID]
WHERE c.StoreID IS NULL;
GO

GO
CREATE VIEW [Sales].[vPersonDemographics] AS
SELECT
    p.[BusinessEntityID]
    ,[IndividualSurvey].[ref].[value](N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey";
        TotalPurchaseYTD[1]', 'money') AS [TotalPurchaseYTD]
    ,CONVERT(datetime, REPLACE([IndividualSurvey].[ref].[value](N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey";
        DateFirstPurchase[1]', 'nvarchar(20)') ,'Z', ''), 101) AS [DateFirstPurchase]
    ,CONVERT(datetime, REPLACE([IndividualSurvey].[ref].[value](N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey";
        BirthDate[1]', 'nvarchar(20)') ,'Z', ''), 101) AS [BirthDate]
    ,[IndividualSurvey].[ref].[value](N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey";
        MaritalStatus[1]', 'nvarchar(1)') AS [MaritalStatus]
    ,[IndividualSurvey].[ref].[value](N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey";
        YearlyIncome[1]', 'nvarchar(30)') AS [YearlyIncome]
    ,[IndividualSurvey].[ref].[value](N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey";
        Gender[1]', 'nvarchar(1)') AS [Gender]
    ,[IndividualSurvey].[ref].[value](N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey";
        TotalChildren[1]', 'integer') AS [TotalChildren]
    ,[IndividualSurvey].[ref].[value](N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey";
        NumberChildrenAtHome[1]', 'integer') AS [NumberChildrenAtHome]
    ,[IndividualSurvey].[ref].[value](N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey";
        Education[1]', 'nvarchar(30)') AS [Education]
    ,[IndividualSurvey].[ref].[value](N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey";
        Occupation[1]', 'nvarchar(30)') AS [Occupation]
    ,[IndividualSurvey].[ref].[value](N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey";
        HomeOwnerFlag[1]', 'bit') AS [HomeOwnerFlag]
    ,[IndividualSurvey].[ref].[value](N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey";
        NumberCarsOwned[1]', 'integer') AS [NumberCarsOwned]
FROM [Person].[Person] p
CROSS APPLY p.[Demographics].nodes(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey";
    /IndividualSurvey') AS [IndividualSurvey](ref)
WHERE [Demographics] IS NOT NULL;
GO

GO
CREATE VIEW [HumanResources].[vJobCandidate] AS
SELECT
    jc.[JobCandidateID]
    ,jc.[BusinessEntityID]
    ,[Resume].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (/Resume/Name/Name.Prefix)[1]', 'nvarchar(30)') AS [Name.Prefix]
    ,[Resume].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (/Resume/Name/Name.First)[1]', 'nvarchar(30)') AS [Name.First]
    ,[Resume].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (/Resume/Name/Name.Middle)[1]', 'nvarchar(30)') AS [Name.Middle]
    ,[Resume].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (/Resume/Name/Name.Last)[1]', 'nvarchar(30)') AS [Name.Last]
    ,[Resume].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (/Resume/Name/Name.Suffix)[1]', 'nvarchar(30)') AS [Name.Suffix]
    ,[Resume].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (/Resume/Skills)[1]', 'nvarchar(max)') AS [Skills]
    ,[Resume].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Address/Addr.Type)[1]', 'nvarchar(30)') AS [Addr.Type]
    ,[Resume].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Address/Addr.Location/Location/Loc.CountryRegion)[1]', 'nvarchar(100)') AS [Addr.Loc.CountryRegion]
    ,[Resume].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Address/Addr.Location/Location/Loc.State)[1]', 'nvarchar(100)') AS [Addr.Loc.State]
    ,[Resume].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Address/Addr.Location/Location/Loc.City)[1]', 'nvarchar(100)') AS [Addr.Loc.City]
    ,[Resume].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Address/Addr.PostalCode)[1]', 'nvarchar(20)') AS [Addr.PostalCode]
    ,[Resume].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (/Resume/EMail)[1]', 'nvarchar(max)') AS [EMail]
    ,[Resume].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (/Resume/WebSite)[1]', 'nvarchar(max)') AS [WebSite]
    ,jc.[ModifiedDate]
FROM [HumanResources].[JobCandidate] jc
CROSS APPLY jc.[Resume].nodes(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
    /Resume') AS Resume(ref);
GO

GO
CREATE VIEW [HumanResources].[vJobCandidateEmployment] AS
SELECT
    jc.[JobCandidateID]
    ,CONVERT(datetime, REPLACE([Employment].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Emp.StartDate)[1]', 'nvarchar(20)') ,'Z', ''), 101) AS [Emp.StartDate]
    ,CONVERT(datetime, REPLACE([Employment].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Emp.EndDate)[1]', 'nvarchar(20)') ,'Z', ''), 101) AS [Emp.EndDate]
    ,[Employment].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Emp.OrgName)[1]', 'nvarchar(100)') AS [Emp.OrgName]
    ,[Employment].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Emp.JobTitle)[1]', 'nvarchar(100)') AS [Emp.JobTitle]
    ,[Employment].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Emp.Responsibility)[1]', 'nvarchar(max)') AS [Emp.Responsibility]
    ,[Employment].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Emp.FunctionCategory)[1]', 'nvarchar(max)') AS [Emp.FunctionCategory]
    ,[Employment].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Emp.IndustryCategory)[1]', 'nvarchar(max)') AS [Emp.IndustryCategory]
    ,[Employment].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Emp.Location/Location/Loc.CountryRegion)[1]', 'nvarchar(max)') AS [Emp.Loc.CountryRegion]
    ,[Employment].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Emp.Location/Location/Loc.State)[1]', 'nvarchar(max)') AS [Emp.Loc.State]
    ,[Employment].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Emp.Location/Location/Loc.City)[1]', 'nvarchar(max)') AS [Emp.Loc.City]
FROM [HumanResources].[JobCandidate] jc
CROSS APPLY jc.[Resume].nodes(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
    /Resume/Employment') AS Employment(ref);
GO

GO
CREATE VIEW [HumanResources].[vJobCandidateEducation] AS
SELECT
    jc.[JobCandidateID]
    ,[Education].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Edu.Level)[1]', 'nvarchar(max)') AS [Edu.Level]
    ,CONVERT(datetime, REPLACE([Education].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Edu.StartDate)[1]', 'nvarchar(20)') ,'Z', ''), 101) AS [Edu.StartDate]
    ,CONVERT(datetime, REPLACE([Education].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Edu.EndDate)[1]', 'nvarchar(20)') ,'Z', ''), 101) AS [Edu.EndDate]
    ,[Education].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Edu.Degree)[1]', 'nvarchar(50)') AS [Edu.Degree]
    ,[Education].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Edu.Major)[1]', 'nvarchar(50)') AS [Edu.Major]
    ,[Education].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Edu.Minor)[1]', 'nvarchar(50)') AS [Edu.Minor]
    ,[Education].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Edu.GPA)[1]', 'nvarchar(5)') AS [Edu.GPA]
    ,[Education].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Edu.GPAScale)[1]', 'nvarchar(5)') AS [Edu.GPAScale]
    ,[Education].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Edu.School)[1]', 'nvarchar(100)') AS [Edu.School]
    ,[Education].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Edu.Location/Location/Loc.CountryRegion)[1]', 'nvarchar(100)') AS [Edu.Loc.CountryRegion]
    ,[Education].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Edu.Location/Location/Loc.State)[1]', 'nvarchar(100)') AS [Edu.Loc.State]
    ,[Education].ref.value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
        (Edu.Location/Location/Loc.City)[1]', 'nvarchar(100)') AS [Edu.Loc.City]
FROM [HumanResources].[JobCandidate] jc
CROSS APPLY jc.[Resume].nodes(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume";
    /Resume/Education') AS [Education](ref);
GO

GO
CREATE VIEW [Production].[vProductAndDescription] AS
SELECT
    p.[ProductID]
    ,p.[Name]
    ,pm.[Name] AS [ProductModel]
    ,pmx.[CultureID]
    ,pd.[Description]
FROM [Production].[Product] p
    INNER JOIN [Production].[ProductModel] pm
    ON p.[ProductModelID] = pm.[ProductModelID]
    INNER JOIN [Production].[ProductModelProductDescriptionCulture] pmx
    ON pm.[ProductModelID] = pmx.[ProductModelID]
    INNER JOIN [Production].[ProductDescription] pd
    ON pmx.[ProductDescriptionID] = pd.[ProductDescriptionID];
GO

GO
CREATE VIEW [Production].[vProductModelCatalogDescription] AS
SELECT
    [ProductModelID]
    ,[Name]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        declare namespace html="http://www.w3.org/1999/xhtml";
        (/p1:ProductDescription/p1:Summary/html:p)[1]', 'nvarchar(max)') AS [Summary]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        (/p1:ProductDescription/p1:Manufacturer/p1:Name)[1]', 'nvarchar(max)') AS [Manufacturer]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        (/p1:ProductDescription/p1:Manufacturer/p1:Copyright)[1]', 'nvarchar(30)') AS [Copyright]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        (/p1:ProductDescription/p1:Manufacturer/p1:ProductURL)[1]', 'nvarchar(256)') AS [ProductURL]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        declare namespace wm="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelWarrAndMain";
        (/p1:ProductDescription/p1:Features/wm:Warranty/wm:WarrantyPeriod)[1]', 'nvarchar(256)') AS [WarrantyPeriod]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        declare namespace wm="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelWarrAndMain";
        (/p1:ProductDescription/p1:Features/wm:Warranty/wm:Description)[1]', 'nvarchar(256)') AS [WarrantyDescription]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        declare namespace wm="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelWarrAndMain";
        (/p1:ProductDescription/p1:Features/wm:Maintenance/wm:NoOfYears)[1]', 'nvarchar(256)') AS [NoOfYears]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        declare namespace wm="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelWarrAndMain";
        (/p1:ProductDescription/p1:Features/wm:Maintenance/wm:Description)[1]', 'nvarchar(256)') AS [MaintenanceDescription]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        declare namespace wf="http://www.adventure-works.com/schemas/OtherFeatures";
        (/p1:ProductDescription/p1:Features/wf:wheel)[1]', 'nvarchar(256)') AS [Wheel]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        declare namespace wf="http://www.adventure-works.com/schemas/OtherFeatures";
        (/p1:ProductDescription/p1:Features/wf:saddle)[1]', 'nvarchar(256)') AS [Saddle]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        declare namespace wf="http://www.adventure-works.com/schemas/OtherFeatures";
        (/p1:ProductDescription/p1:Features/wf:pedal)[1]', 'nvarchar(256)') AS [Pedal]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        declare namespace wf="http://www.adventure-works.com/schemas/OtherFeatures";
        (/p1:ProductDescription/p1:Features/wf:BikeFrame)[1]', 'nvarchar(max)') AS [BikeFrame]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        declare namespace wf="http://www.adventure-works.com/schemas/OtherFeatures";
        (/p1:ProductDescription/p1:Features/wf:crankset)[1]', 'nvarchar(256)') AS [Crankset]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        (/p1:ProductDescription/p1:Picture/p1:Angle)[1]', 'nvarchar(256)') AS [PictureAngle]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        (/p1:ProductDescription/p1:Picture/p1:Size)[1]', 'nvarchar(256)') AS [PictureSize]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        (/p1:ProductDescription/p1:Picture/p1:ProductPhotoID)[1]', 'nvarchar(256)') AS [ProductPhotoID]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        (/p1:ProductDescription/p1:Specifications/Material)[1]', 'nvarchar(256)') AS [Material]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        (/p1:ProductDescription/p1:Specifications/Color)[1]', 'nvarchar(256)') AS [Color]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        (/p1:ProductDescription/p1:Specifications/ProductLine)[1]', 'nvarchar(256)') AS [ProductLine]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        (/p1:ProductDescription/p1:Specifications/Style)[1]', 'nvarchar(256)') AS [Style]
    ,[CatalogDescription].value(N'declare namespace p1="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelDescription";
        (/p1:ProductDescription/p1:Specifications/RiderExperience)[1]', 'nvarchar(1024)') AS [RiderExperience]
    ,[rowguid]
    ,[ModifiedDate]
FROM [Production].[ProductModel]
WHERE [CatalogDescription] IS NOT NULL;
GO

GO
CREATE VIEW [Production].[vProductModelInstructions] AS
SELECT
    [ProductModelID]
    ,[Name]
    ,[Instructions].value(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelManuInstructions";
        (/root/text())[1]', 'nvarchar(max)') AS [Instructions]
    ,[MfgInstructions].ref.value('@LocationID[1]', 'int') AS [LocationID]
    ,[MfgInstructions].ref.value('@SetupHours[1]', 'decimal(9, 4)') AS [SetupHours]
    ,[MfgInstructions].ref.value('@MachineHours[1]', 'decimal(9, 4)') AS [MachineHours]
    ,[MfgInstructions].ref.value('@LaborHours[1]', 'decimal(9, 4)') AS [LaborHours]
    ,[MfgInstructions].ref.value('@LotSize[1]', 'int') AS [LotSize]
    ,[Steps].ref.value('string(.)[1]', 'nvarchar(1024)') AS [Step]
    ,[rowguid]
    ,[ModifiedDate]
FROM [Production].[ProductModel]
CROSS APPLY [Instructions].nodes(N'declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelManuInstructions";
    /root/Location') MfgInstructions(ref)
CROSS APPLY [MfgInstructions].ref.nodes('declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelManuInstructions";
    step') Steps(ref);
GO

GO
CREATE VIEW [Sales].[vSalesPerson] AS
SELECT
    s.[BusinessEntityID]
    ,p.[Title]
    ,p.[FirstName]
    ,p.[MiddleName]
    ,p.[LastName]
    ,p.[Suffix]
    ,e.[JobTitle]
    ,pp.[PhoneNumber]
	,pnt.[Name] AS [PhoneNumberType]
    ,ea.[EmailAddress]
    ,p.[EmailPromotion]
    ,a.[AddressLine1]
    ,a.[AddressLine2]
    ,a.[City]
    ,[StateProvinceName] = sp.[Name]
    ,a.[PostalCode]
    ,[CountryRegionName] = cr.[Name]
    ,[TerritoryName] = st.[Name]
    ,[TerritoryGroup] = st.[Group]
    ,s.[SalesQuota]
    ,s.[SalesYTD]
    ,s.[SalesLastYear]
FROM [Sales].[SalesPerson] s
    INNER JOIN [HumanResources].[Employee] e
    ON e.[BusinessEntityID] = s.[BusinessEntityID]
	INNER JOIN [Person].[Person] p
	ON p.[BusinessEntityID] = s.[BusinessEntityID]
    INNER JOIN [Person].[BusinessEntityAddress] bea
    ON bea.[BusinessEntityID] = s.[BusinessEntityID]
    INNER JOIN [Person].[Address] a
    ON a.[AddressID] = bea.[AddressID]
    INNER JOIN [Person].[StateProvince] sp
    ON sp.[StateProvinceID] = a.[StateProvinceID]
    INNER JOIN [Person].[CountryRegion] cr
    ON cr.[CountryRegionCode] = sp.[CountryRegionCode]
    LEFT OUTER JOIN [Sales].[SalesTerritory] st
    ON st.[TerritoryID] = s.[TerritoryID]
	LEFT OUTER JOIN [Person].[EmailAddress] ea
	ON ea.[BusinessEntityID] = p.[BusinessEntityID]
	LEFT OUTER JOIN [Person].[PersonPhone] pp
	ON pp.[BusinessEntityID] = p.[BusinessEntityID]
	LEFT OUTER JOIN [Person].[PhoneNumberType] pnt
	ON pnt.[PhoneNumberTypeID] = pp.[PhoneNumberTypeID];
GO

GO
CREATE VIEW [Sales].[vSalesPersonSalesByFiscalYears] AS
SELECT
    pvt.[SalesPersonID]
    ,pvt.[FullName]
    ,pvt.[JobTitle]
    ,pvt.[SalesTerritory]
    ,pvt.[2002]
    ,pvt.[2003]
    ,pvt.[2004]
FROM (SELECT
        soh.[SalesPersonID]
        ,p.[FirstName] + ' ' + COALESCE(p.[MiddleName], '') + ' ' + p.[LastName] AS [FullName]
        ,e.[JobTitle]
        ,st.[Name] AS [SalesTerritory]
        ,soh.[SubTotal]
        ,YEAR(DATEADD(m, 6, soh.[OrderDate])) AS [FiscalYear]
    FROM [Sales].[SalesPerson] sp
        INNER JOIN [Sales].[SalesOrderHeader] soh
        ON sp.[BusinessEntityID] = soh.[SalesPersonID]
        INNER JOIN [Sales].[SalesTerritory] st
        ON sp.[TerritoryID] = st.[TerritoryID]
        INNER JOIN [HumanResources].[Employee] e
        ON soh.[SalesPersonID] = e.[BusinessEntityID]
		INNER JOIN [Person].[Person] p
		ON p.[BusinessEntityID] = sp.[BusinessEntityID]
	 ) AS soh
PIVOT
(
    SUM([SubTotal])
    FOR [FiscalYear]
    IN ([2002], [2003], [2004])
) AS pvt;
GO

GO
CREATE VIEW [Person].[vStateProvinceCountryRegion] AS
SELECT
    sp.[StateProvinceID]
    ,sp.[StateProvinceCode]
    ,sp.[IsOnlyStateProvinceFlag]
    ,sp.[Name] AS [StateProvinceName]
    ,sp.[TerritoryID]
    ,cr.[CountryRegionCode]
    ,cr.[Name] AS [CountryRegionName]
FROM [Person].[StateProvince] sp
    INNER JOIN [Person].[CountryRegion] cr
    ON sp.[CountryRegionCode] = cr.[CountryRegionCode];
GO

GO
CREATE VIEW [Sales].[vStoreWithDemographics] AS
SELECT
    s.[BusinessEntityID]
    ,s.[Name]
    ,s.[Demographics].value('declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/StoreSurvey";
        (/StoreSurvey/AnnualSales)[1]', 'money') AS [AnnualSales]
    ,s.[Demographics].value('declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/StoreSurvey";
        (/StoreSurvey/AnnualRevenue)[1]', 'money') AS [AnnualRevenue]
    ,s.[Demographics].value('declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/StoreSurvey";
        (/StoreSurvey/BankName)[1]', 'nvarchar(50)') AS [BankName]
    ,s.[Demographics].value('declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/StoreSurvey";
        (/StoreSurvey/BusinessType)[1]', 'nvarchar(5)') AS [BusinessType]
    ,s.[Demographics].value('declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/StoreSurvey";
        (/StoreSurvey/YearOpened)[1]', 'integer') AS [YearOpened]
    ,s.[Demographics].value('declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/StoreSurvey";
        (/StoreSurvey/Specialty)[1]', 'nvarchar(50)') AS [Specialty]
    ,s.[Demographics].value('declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/StoreSurvey";
        (/StoreSurvey/SquareFeet)[1]', 'integer') AS [SquareFeet]
    ,s.[Demographics].value('declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/StoreSurvey";
        (/StoreSurvey/Brands)[1]', 'nvarchar(30)') AS [Brands]
    ,s.[Demographics].value('declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/StoreSurvey";
        (/StoreSurvey/Internet)[1]', 'nvarchar(30)') AS [Internet]
    ,s.[Demographics].value('declare default element namespace "http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/StoreSurvey";
        (/StoreSurvey/NumberEmployees)[1]', 'integer') AS [NumberEmployees]
FROM [Sales].[Store] s;
GO

GO
CREATE VIEW [Sales].[vStoreWithContacts] AS
SELECT
    s.[BusinessEntityID]
    ,s.[Name]
    ,ct.[Name] AS [ContactType]
    ,p.[Title]
    ,p.[FirstName]
    ,p.[MiddleName]
    ,p.[LastName]
    ,p.[Suffix]
    ,pp.[PhoneNumber]
	,pnt.[Name] AS [PhoneNumberType]
    ,ea.[EmailAddress]
    ,p.[EmailPromotion]
FROM [Sales].[Store] s
    INNER JOIN [Person].[BusinessEntityContact] bec
    ON bec.[BusinessEntityID] = s.[BusinessEntityID]
	INNER JOIN [Person].[ContactType] ct
	ON ct.[ContactTypeID] = bec.[ContactTypeID]
	INNER JOIN [Person].[Person] p
	ON p.[BusinessEntityID] = bec.[PersonID]
	LEFT OUTER JOIN [Person].[EmailAddress] ea
	ON ea.[BusinessEntityID] = p.[BusinessEntityID]
	LEFT OUTER JOIN [Person].[PersonPhone] pp
	ON pp.[BusinessEntityID] = p.[BusinessEntityID]
	LEFT OUTER JOIN [Person].[PhoneNumberType] pnt
	ON pnt.[PhoneNumberTypeID] = pp.[PhoneNumberTypeID];
GO

GO
CREATE VIEW [Sales].[vStoreWithAddresses] AS
SELECT
    s.[BusinessEntityID]
    ,s.[Name]
    ,at.[Name] AS [AddressType]
    ,a.[AddressLine1]
    ,a.[AddressLine2]
    ,a.[City]
    ,sp.[Name] AS [StateProvinceName]
    ,a.[PostalCode]
    ,cr.[Name] AS [CountryRegionName]
FROM [Sales].[Store] s
    INNER JOIN [Person].[BusinessEntityAddress] bea
    ON bea.[BusinessEntityID] = s.[BusinessEntityID]
    INNER JOIN [Person].[Address] a
    ON a.[AddressID] = bea.[AddressID]
    INNER JOIN [Person].[StateProvince] sp
    ON sp.[StateProvinceID] = a.[StateProvinceID]
    INNER JOIN [Person].[CountryRegion] cr
    ON cr.[CountryRegionCode] = sp.[CountryRegionCode]
    INNER JOIN [Person].[AddressType] at
    ON at.[AddressTypeID] = bea.[AddressTypeID];
GO

GO
CREATE VIEW [Purchasing].[vVendorWithContacts] AS
SELECT
    v.[BusinessEntityID]
    ,v.[Name]
    ,ct.[Name] AS [ContactType]
    ,p.[Title]
    ,p.[FirstName]
    ,p.[MiddleName]
    ,p.[LastName]
    ,p.[Suffix]
    ,pp.[PhoneNumber]
	,pnt.[Name] AS [PhoneNumberType]
    ,ea.[EmailAddress]
    ,p.[EmailPromotion]
FROM [Purchasing].[Vendor] v
    INNER JOIN [Person].[BusinessEntityContact] bec
    ON bec.[BusinessEntityID] = v.[BusinessEntityID]
	INNER JOIN [Person].ContactType ct
	ON ct.[ContactTypeID] = bec.[ContactTypeID]
	INNER JOIN [Person].[Person] p
	ON p.[BusinessEntityID] = bec.[PersonID]
	LEFT OUTER JOIN [Person].[EmailAddress] ea
	ON ea.[BusinessEntityID] = p.[BusinessEntityID]
	LEFT OUTER JOIN [Person].[PersonPhone] pp
	ON pp.[BusinessEntityID] = p.[BusinessEntityID]
	LEFT OUTER JOIN [Person].[PhoneNumberType] pnt
	ON pnt.[PhoneNumberTypeID] = pp.[PhoneNumberTypeID];
GO

GO
CREATE VIEW [Purchasing].[vVendorWithAddresses] AS
SELECT
    v.[BusinessEntityID]
    ,v.[Name]
    ,at.[Name] AS [AddressType]
    ,a.[AddressLine1]
    ,a.[AddressLine2]
    ,a.[City]
    ,sp.[Name] AS [StateProvinceName]
    ,a.[PostalCode]
    ,cr.[Name] AS [CountryRegionName]
FROM [Purchasing].[Vendor] v
    INNER JOIN [Person].[BusinessEntityAddress] bea
    ON bea.[BusinessEntityID] = v.[BusinessEntityID]
    INNER JOIN [Person].[Address] a
    ON a.[AddressID] = bea.[AddressID]
    INNER JOIN [Person].[StateProvince] sp
    ON sp.[StateProvinceID] = a.[StateProvinceID]
    INNER JOIN [Person].[CountryRegion] cr
    ON cr.[CountryRegionCode] = sp.[CountryRegionCode]
    INNER JOIN [Person].[AddressType] at
    ON at.[AddressTypeID] = bea.[AddressTypeID];
GO

GO
CREATE TRIGGER [ddlDatabaseTriggerLog] ON DATABASE
FOR DDL_DATABASE_LEVEL_EVENTS AS
BEGIN
    SET NOCOUNT ON;

    DECLARE @data XML;
    DECLARE @schema sysname;
    DECLARE @object sysname;
    DECLARE @eventType sysname;

    SET @data = EVENTDATA();
    SET @eventType = @data.value('(/EVENT_INSTANCE/EventType)[1]', 'sysname');
    SET @schema = @data.value('(/EVENT_INSTANCE/SchemaName)[1]', 'sysname');
    SET @object = @data.value('(/EVENT_INSTANCE/ObjectName)[1]', 'sysname')

    IF @object IS NOT NULL
        PRINT '  ' + @eventType + ' - ' + @schema + '.' + @object;
    ELSE
        PRINT '  ' + @eventType + ' - ' + @schema;

    IF @eventType IS NULL
        PRINT CONVERT(nvarchar(max), @data);

    INSERT [dbo].[DatabaseLog]
        (
        [PostTime],
        [DatabaseUser],
        [Event],
        [Schema],
        [Object],
        [TSQL],
        [XmlEvent]
        )
    VALUES
        (
        GETDATE(),
        CONVERT(sysname, CURRENT_USER),
        @eventType,
        CONVERT(sysname, @schema),
        CONVERT(sysname, @object),
        @data.value('(/EVENT_INSTANCE/TSQLCommand)[1]', 'nvarchar(max)'),
        @data
        );
END;
GO

GO
CREATE PROCEDURE [dbo].[uspPrintError]
AS
BEGIN
    SET NOCOUNT ON;

    -- Print error information.
    PRINT 'Error ' + CONVERT(varchar(50), ERROR_NUMBER()) +
          ', Severity ' + CONVERT(varchar(5), ERROR_SEVERITY()) +
          ', State ' + CONVERT(varchar(5), ERROR_STATE()) +
          ', Procedure ' + ISNULL(ERROR_PROCEDURE(), '-') +
          ', Line ' + CONVERT(varchar(5), ERROR_LINE());
    PRINT ERROR_MESSAGE();
END;
GO

GO
CREATE PROCEDURE [dbo].[uspLogError]
    @ErrorLogID [int] = 0 OUTPUT -- contains the ErrorLogID of the row inserted
AS                               -- by uspLogError in the ErrorLog table
BEGIN
    SET NOCOUNT ON;

    -- Output parameter value of 0 indicates that error
    -- information was not logged
    SET @ErrorLogID = 0;

    BEGIN TRY
        -- Return if there is no error information to log
        IF ERROR_NUMBER() IS NULL
            RETURN;

        -- Return if inside an uncommittable transaction.
        -- Data insertion/modification is not allowed when
        -- a transaction is in an uncommittable state.
        IF XACT_STATE() = -1
        BEGIN
            PRINT 'Cannot log error since the current transaction is in an uncommittable state. '
                + 'Rollback the transaction before executing uspLogError in order to successfully log error information.';
            RETURN;
        END

        INSERT [dbo].[ErrorLog]
            (
            [UserName],
            [ErrorNumber],
            [ErrorSeverity],
            [ErrorState],
            [ErrorProcedure],
            [ErrorLine],
            [ErrorMessage]
            )
        VALUES
            (
            CONVERT(sysname, CURRENT_USER),
            ERROR_NUMBER(),
            ERROR_SEVERITY(),
            ERROR_STATE(),
            ERROR_PROCEDURE(),
            ERROR_LINE(),
            ERROR_MESSAGE()
            );

        -- Pass back the ErrorLogID of the row inserted
        SET @ErrorLogID = @@IDENTITY;
    END TRY
    BEGIN CATCH
        PRINT 'An error occurred in stored procedure uspLogError: ';
        EXECUTE [dbo].[uspPrintError];
        RETURN -1;
    END CATCH
END;
GO

GO
CREATE FUNCTION [dbo].[ufnLeadingZeros](
    @Value int
)
RETURNS varchar(8)
WITH SCHEMABINDING
AS
BEGIN
    DECLARE @ReturnValue varchar(8);

    SET @ReturnValue = CONVERT(varchar(8), @Value);
    SET @ReturnValue = REPLICATE('0', 8 - DATALENGTH(@ReturnValue)) + @ReturnValue;

    RETURN (@ReturnValue);
END;
GO

GO
CREATE XML SCHEMA COLLECTION [Person].[AdditionalContactInfoSchemaCollection] AS
'<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema targetNamespace="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo"
    xmlns="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactInfo"
    elementFormDefault="qualified"
    xmlns:xsd="http://www.w3.org/2001/XMLSchema" >
    <!-- the following imports are not needed. They simply provide readability -->

    <xsd:import
        namespace="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactRecord" />

    <xsd:import
        namespace="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactTypes" />

    <xsd:element name="AdditionalContactInfo" >
        <xsd:complexType mixed="true" >
            <xsd:sequence>
                <xsd:any processContents="strict"
                    namespace="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactRecord
                        http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ContactTypes"
                        minOccurs="0" maxOccurs="unbounded" />
            </xsd:sequence>
        </xsd:complexType>
    </xsd:element>
</xsd:schema>'
GO

GO
CREATE XML SCHEMA COLLECTION [Person].[IndividualSurveySchemaCollection] AS
'<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema targetNamespace="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey"
    xmlns="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/IndividualSurvey"
    elementFormDefault="qualified"
    xmlns:xsd="http://www.w3.org/2001/XMLSchema" >

    <xsd:simpleType name="SalaryType">
        <xsd:restriction base="xsd:string">
            <xsd:enumeration value="0-25000" />
            <xsd:enumeration value="25001-50000" />
            <xsd:enumeration value="50001-75000" />
            <xsd:enumeration value="75001-100000" />
            <xsd:enumeration value="greater than 100000" />
        </xsd:restriction>
    </xsd:simpleType>

    <xsd:simpleType name="MileRangeType">
        <xsd:restriction base="xsd:string">
            <xsd:enumeration value="0-1 Miles" />
            <xsd:enumeration value="1-2 Miles" />
            <xsd:enumeration value="2-5 Miles" />
            <xsd:enumeration value="5-10 Miles" />
            <xsd:enumeration value="10+ Miles" />
        </xsd:restriction>
    </xsd:simpleType>

    <xsd:element name="IndividualSurvey">
        <xsd:complexType>
            <xsd:sequence>
                <xsd:element name="TotalPurchaseYTD" type="xsd:decimal" minOccurs="0" maxOccurs="1" />
                <xsd:element name="DateFirstPurchase" type="xsd:date" minOccurs="0" maxOccurs="1" />
                <xsd:element name="BirthDate" type="xsd:date" minOccurs="0" maxOccurs="1" />
                <xsd:element name="MaritalStatus" type="xsd:string" minOccurs="0" maxOccurs="1" />
                <xsd:element name="YearlyIncome" type="SalaryType" minOccurs="0" maxOccurs="1" />
                <xsd:element name="Gender" type="xsd:string" minOccurs="0" maxOccurs="1" />
                <xsd:element name="TotalChildren" type="xsd:int" minOccurs="0" maxOccurs="1" />
                <xsd:element name="NumberChildrenAtHome" type="xsd:int" minOccurs="0" maxOccurs="1" />
                <xsd:element name="Education" type="xsd:string" minOccurs="0" maxOccurs="1" />
                <xsd:element name="Occupation" type="xsd:string" minOccurs="0" maxOccurs="1" />
                <xsd:element name="HomeOwnerFlag" type="xsd:string" minOccurs="0" maxOccurs="1" />
                <xsd:element name="NumberCarsOwned" type="xsd:int" minOccurs="0" maxOccurs="1" />
                <xsd:element name="Hobby" type="xsd:string" minOccurs="0" maxOccurs="unbounded" />
                <xsd:element name="CommuteDistance" type="MileRangeType" minOccurs="0" maxOccurs="1" />
                <xsd:element name="Comments" type="xsd:string" minOccurs="0" maxOccurs="1" />
            </xsd:sequence>
        </xsd:complexType>
    </xsd:element>
</xsd:schema>'
GO

GO
CREATE XML SCHEMA COLLECTION [HumanResources].[HRResumeSchemaCollection] AS
'<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema targetNamespace="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume"
    xmlns="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/Resume"
    xmlns:xsd="http://www.w3.org/2001/XMLSchema"
    elementFormDefault="qualified" >

    <xsd:element name="Resume" type="ResumeType"/>
    <xsd:element name="Address" type="AddressType"/>
    <xsd:element name="Education" type="EducationType"/>
    <xsd:element name="Employment" type="EmploymentType"/>
    <xsd:element name="Location" type="LocationType"/>
    <xsd:element name="Name" type="NameType"/>
    <xsd:element name="Telephone" type="TelephoneType"/>

    <xsd:complexType name="ResumeType">
        <xsd:sequence>
            <xsd:element ref="Name"/>
            <xsd:element name="Skills" type="xsd:string" minOccurs="0"/>
            <xsd:element ref="Employment" maxOccurs="unbounded"/>
            <xsd:element ref="Education" maxOccurs="unbounded"/>
            <xsd:element ref="Address" maxOccurs="unbounded"/>
            <xsd:element ref="Telephone" minOccurs="0"/>
            <xsd:element name="EMail" type="xsd:string" minOccurs="0"/>
            <xsd:element name="WebSite" type="xsd:string" minOccurs="0"/>
        </xsd:sequence>
    </xsd:complexType>

    <xsd:complexType name="AddressType">
        <xsd:sequence>
            <xsd:element name="Addr.Type" type="xsd:string">
                <xsd:annotation>
                    <xsd:documentation>Home|Work|Permanent</xsd:documentation>
                </xsd:annotation>
            </xsd:element>
            <xsd:element name="Addr.OrgName" type="xsd:string" minOccurs="0"/>
            <xsd:element name="Addr.Street" type="xsd:string" maxOccurs="unbounded"/>
            <xsd:element name="Addr.Location">
                <xsd:complexType>
                    <xsd:sequence>
                        <xsd:element ref="Location"/>
                    </xsd:sequence>
                </xsd:complexType>
            </xsd:element>
            <xsd:element name="Addr.PostalCode" type="xsd:string"/>
            <xsd:element name="Addr.Telephone" minOccurs="0">
                <xsd:complexType>
                    <xsd:sequence>
                        <xsd:element ref="Telephone" maxOccurs="unbounded"/>
                    </xsd:sequence>
                </xsd:complexType>
            </xsd:element>
        </xsd:sequence>
    </xsd:complexType>

    <xsd:complexType name="EducationType">
        <xsd:sequence>
            <xsd:element name="Edu.Level" type="xsd:string">
                <xsd:annotation>
                    <xsd:documentation>High School|Associate|Bachelor|Master|Doctorate</xsd:documentation>
                </xsd:annotation>
            </xsd:element>
            <xsd:element name="Edu.StartDate" type="xsd:date"/>
            <xsd:element name="Edu.EndDate" type="xsd:date"/>
            <xsd:element name="Edu.Degree" type="xsd:string" minOccurs="0"/>
            <xsd:element name="Edu.Major" type="xsd:string" minOccurs="0"/>
            <xsd:element name="Edu.Minor" type="xsd:string" minOccurs="0"/>
            <xsd:element name="Edu.GPA" type="xsd:string" minOccurs="0"/>
            <xsd:element name="Edu.GPAAlternate" type="xsd:decimal" minOccurs="0">
                <xsd:annotation>
                    <xsd:documentation>In case the institution does not follow a GPA system</xsd:documentation>
                </xsd:annotation>
            </xsd:element>
            <xsd:element name="Edu.GPAScale" type="xsd:decimal" minOccurs="0"/>
            <xsd:element name="Edu.School" type="xsd:string" minOccurs="0"/>
            <xsd:element name="Edu.Location" minOccurs="0">
                <xsd:complexType>
                    <xsd:sequence>
                        <xsd:element ref="Location"/>
                    </xsd:sequence>
                </xsd:complexType>
            </xsd:element>
        </xsd:sequence>
    </xsd:complexType>

    <xsd:complexType name="EmploymentType">
        <xsd:sequence>
            <xsd:element name="Emp.StartDate" type="xsd:date" minOccurs="0"/>
            <xsd:element name="Emp.EndDate" type="xsd:date" minOccurs="0"/>
            <xsd:element name="Emp.OrgName" type="xsd:string"/>
            <xsd:element name="Emp.JobTitle" type="xsd:string"/>
            <xsd:element name="Emp.Responsibility" type="xsd:string"/>
            <xsd:element name="Emp.FunctionCategory" type="xsd:string" minOccurs="0"/>
            <xsd:element name="Emp.IndustryCategory" type="xsd:string" minOccurs="0"/>
            <xsd:element name="Emp.Location" minOccurs="0">
                <xsd:complexType>
                    <xsd:sequence>
                        <xsd:element ref="Location"/>
                    </xsd:sequence>
                </xsd:complexType>
            </xsd:element>
        </xsd:sequence>
    </xsd:complexType>

    <xsd:complexType name="LocationType">
        <xsd:sequence>
            <xsd:element name="Loc.CountryRegion" type="xsd:string">
                <xsd:annotation>
                    <xsd:documentation>ISO 3166 Country Code</xsd:documentation>
                </xsd:annotation>
            </xsd:element>
            <xsd:element name="Loc.State" type="xsd:string" minOccurs="0"/>
            <xsd:element name="Loc.City" type="xsd:string" minOccurs="0"/>
        </xsd:sequence>
    </xsd:complexType>

    <xsd:complexType name="NameType">
        <xsd:sequence>
            <xsd:element name="Name.Prefix" type="xsd:string" minOccurs="0"/>
            <xsd:element name="Name.First" type="xsd:string"/>
            <xsd:element name="Name.Middle" type="xsd:string" minOccurs="0"/>
            <xsd:element name="Name.Last" type="xsd:string"/>
            <xsd:element name="Name.Suffix" type="xsd:string" minOccurs="0"/>
        </xsd:sequence>
    </xsd:complexType>

    <xsd:complexType name="TelephoneType">
        <xsd:sequence>
            <xsd:element name="Tel.Type" minOccurs="0">
                <xsd:annotation>
                    <xsd:documentation>Voice|Fax|Pager</xsd:documentation>
                </xsd:annotation>
            </xsd:element>
            <xsd:element name="Tel.IntlCode" type="xsd:int" minOccurs="0"/>
            <xsd:element name="Tel.AreaCode" type="xsd:int" minOccurs="0"/>
            <xsd:element name="Tel.Number" type="xsd:string"/>
            <xsd:element name="Tel.Extension" type="xsd:int" minOccurs="0"/>
        </xsd:sequence>
    </xsd:complexType>
</xsd:schema>'
GO

GO
CREATE XML SCHEMA COLLECTION [Production].[ProductDescriptionSchemaCollection] AS
'<xsd:schema targetNamespace="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelWarrAndMain"
    xmlns="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelWarrAndMain"
    elementFormDefault="qualified"
    xmlns:xsd="http://www.w3.org/2001/XMLSchema" >
 
    <xsd:element name="Warranty"  >
        <xsd:complexType>
            <xsd:sequence>
                <xsd:element name="WarrantyPeriod" type="xsd:string"  />
                <xsd:element name="Description" type="xsd:string"  />
            </xsd:sequence>
        </xsd:complexType>
    </xsd:element>

    <xsd:element name="Maintenance"  >
        <xsd:complexType>
            <xsd:sequence>
                <xsd:element name="NoOfYears" type="xsd:string"  />
                <xsd:element name="Description" type="xsd:string"  />
            </xsd:sequence>
        </xsd:complexType>
    </xsd:element>
</xsd:schema>'
GO

GO
CREATE XML SCHEMA COLLECTION [Production].[ManuInstructionsSchemaCollection] AS
'<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema targetNamespace="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelManuInstructions"
    xmlns="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/ProductModelManuInstructions"
    elementFormDefault="qualified" attributeFormDefault="unqualified"
    xmlns:xsd="http://www.w3.org/2001/XMLSchema" >

    <xsd:annotation>
        <xsd:documentation>
            SetupHour   is the time it takes to set up the machine.
            MachineHour is the time the machine is busy manufcturing
            LaborHour   is the labor hours in the manu process
            LotSize     is the minimum quanity manufactured. For example,
                    no. of frames cut from the sheet metal
        </xsd:documentation>
    </xsd:annotation>

    <xsd:complexType name="StepType" mixed="true" >
        <xsd:choice  minOccurs="0" maxOccurs="unbounded" >
            <xsd:element name="tool" type="xsd:string" />
            <xsd:element name="material" type="xsd:string" />
            <xsd:element name="blueprint" type="xsd:string" />
            <xsd:element name="specs" type="xsd:string" />
            <xsd:element name="diag" type="xsd:string" />
        </xsd:choice>
    </xsd:complexType>

    <xsd:element  name="root">
        <xsd:complexType mixed="true">
            <xsd:sequence>
                <xsd:element name="Location" minOccurs="1" maxOccurs="unbounded">
                    <xsd:complexType mixed="true">
                        <xsd:sequence>
                            <xsd:element name="step" type="StepType" minOccurs="1" maxOccurs="unbounded" />
                        </xsd:sequence>
                        <xsd:attribute name="LocationID" type="xsd:integer" use="required"/>
                        <xsd:attribute name="SetupHours" type="xsd:decimal" use="optional"/>
                        <xsd:attribute name="MachineHours" type="xsd:decimal" use="optional"/>
                        <xsd:attribute name="LaborHours" type="xsd:decimal" use="optional"/>
                        <xsd:attribute name="LotSize" type="xsd:decimal" use="optional"/>
                    </xsd:complexType>
                </xsd:element>
            </xsd:sequence>
        </xsd:complexType>
    </xsd:element>
</xsd:schema>'
GO

GO
CREATE XML SCHEMA COLLECTION [Sales].[StoreSurveySchemaCollection] AS
'<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"
    targetNamespace="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/StoreSurvey"
    xmlns="http://schemas.microsoft.com/sqlserver/2004/07/adventure-works/StoreSurvey"
    elementFormDefault="qualified" attributeFormDefault="unqualified">

    <!-- BM=Bicycle manu BS=bicyle store OS=online store SGS=sporting goods store D=Discount Store -->
    <xsd:simpleType name="BusinessType">
        <xsd:restriction base="xsd:string">
            <xsd:enumeration value="BM" />
            <xsd:enumeration value="BS" />
            <xsd:enumeration value="D" />
            <xsd:enumeration value="OS" />
            <xsd:enumeration value="SGS" />
        </xsd:restriction>
    </xsd:simpleType>

    <!-- BMX=BMX Racing -->
    <xsd:simpleType name="SpecialtyType">
        <xsd:restriction base="xsd:string">
            <xsd:enumeration value="Family" />
            <xsd:enumeration value="Kids" />
            <xsd:enumeration value="BMX" />
            <xsd:enumeration value="Touring" />
            <xsd:enumeration value="Road" />
            <xsd:enumeration value="Mountain" />
            <xsd:enumeration value="All" />
        </xsd:restriction>
    </xsd:simpleType>

    <!-- AW=AdventureWorks only 2= AdvWorks+1 other brand other brand -->
    <xsd:simpleType name="BrandType">
        <xsd:restriction base="xsd:string">
            <xsd:enumeration value="AW" />
            <xsd:enumeration value="2" />
            <xsd:enumeration value="3" />
            <xsd:enumeration value="4+" />
        </xsd:restriction>
    </xsd:simpleType>

    <xsd:simpleType name="InternetType">
        <xsd:restriction base="xsd:string">
            <xsd:enumeration value="56kb" />
            <xsd:enumeration value="ISDN" />
            <xsd:enumeration value="DSL" />
            <xsd:enumeration value="T1" />
            <xsd:enumeration value="T2" />
            <xsd:enumeration value="T3" />
        </xsd:restriction>
    </xsd:simpleType>

    <xsd:element name="StoreSurvey">
        <xsd:complexType>
            <xsd:sequence>
                <xsd:element name="ContactName" type="xsd:string" minOccurs="0" maxOccurs="1" />
                <xsd:element name="JobTitle" type="xsd:string" minOccurs="0" maxOccurs="1" />
                <xsd:element name="AnnualSales" type="xsd:decimal" minOccurs="0" maxOccurs="1" />
                <xsd:element name="AnnualRevenue" type="xsd:decimal" minOccurs="0" maxOccurs="1" />
                <xsd:element name="BankName" type="xsd:string" minOccurs="0" maxOccurs="1" />
                <xsd:element name="BusinessType" type="BusinessType" minOccurs="0" maxOccurs="1" />
                <xsd:element name="YearOpened" type="xsd:gYear" minOccurs="0" maxOccurs="1" />
                <xsd:element name="Specialty" type="SpecialtyType" minOccurs="0" maxOccurs="1" />
                <xsd:element name="SquareFeet" type="xsd:float" minOccurs="0" maxOccurs="1" />
                <xsd:element name="Brands" type="BrandType" minOccurs="0" maxOccurs="1" />
                <xsd:element name="Internet" type="InternetType" minOccurs="0" maxOccurs="1" />
                <xsd:element name="NumberEmployees" type="xsd:int" minOccurs="0" maxOccurs="1" />
                <xsd:element name="Comments" type="xsd:string" minOccurs="0" maxOccurs="1" />
            </xsd:sequence>
        </xsd:complexType>
    </xsd:element>
</xsd:schema>'
GO

GO
CREATE PRIMARY XML INDEX [PXML_Person_AddContact] ON [Person].[Person]([AdditionalContactInfo])
GO

GO
CREATE PRIMARY XML INDEX [PXML_Person_Demographics] ON [Person].[Person]([Demographics])
GO

GO
CREATE XML INDEX [XMLPATH_Person_Demographics] ON [Person].[Person]([Demographics])
USING XML INDEX [PXML_Person_Demographics] FOR PATH
GO

GO
CREATE XML INDEX [XMLPROPERTY_Person_Demographics] ON [Person].[Person]([Demographics])
USING XML INDEX [PXML_Person_Demographics] FOR PROPERTY
GO

GO
CREATE XML INDEX [XMLVALUE_Person_Demographics] ON [Person].[Person]([Demographics])
USING XML INDEX [PXML_Person_Demographics] FOR VALUE
GO

GO
CREATE PRIMARY XML INDEX [PXML_Store_Demographics] ON [Sales].[Store]([Demographics])
GO

GO
CREATE PRIMARY XML INDEX [PXML_ProductModel_CatalogDescription] ON [Production].[ProductModel]([CatalogDescription])
GO

GO
CREATE PRIMARY XML INDEX [PXML_ProductModel_Instructions] ON [Production].[ProductModel]([Instructions])
GO

GO
CREATE FULLTEXT INDEX ON Production.ProductReview(Comments) KEY INDEX PK_ProductReview_ProductReviewID
GO

GO
CREATE FULLTEXT INDEX ON HumanResources.JobCandidate(Resume) KEY INDEX PK_JobCandidate_JobCandidateID
GO

GO
CREATE FULLTEXT INDEX ON Production.Document(Document TYPE COLUMN FileExtension, DocumentSummary) KEY INDEX PK_Document_DocumentNode
GO

GO
CREATE UNIQUE CLUSTERED INDEX [IX_vProductAndDescription] ON [Production].[vProductAndDescription]([CultureID], [ProductID])
GO

GO
CREATE UNIQUE CLUSTERED INDEX [IX_vStateProvinceCountryRegion] ON [Person].[vStateProvinceCountryRegion]([StateProvinceID], [CountryRegionCode])
GO
