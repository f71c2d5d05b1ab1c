-- Note: person_person.BusinessEntityID takes the type of person_businessentity.BusinessEntityID (INTEGER) for its foreign key
-- Note: person_stateprovince.TerritoryID takes the type of sales_salesterritory.TerritoryID (INTEGER) for its foreign key
-- Note: person_address.StateProvinceID takes the type of person_stateprovince.StateProvinceID (INTEGER) for its foreign key
-- Note: person_businessentityaddress.AddressID takes the type of person_address.AddressID (INTEGER) for its foreign key
-- Note: person_businessentityaddress.AddressTypeID takes the type of person_addresstype.AddressTypeID (INTEGER) for its foreign key
-- Note: person_businessentityaddress.BusinessEntityID takes the type of person_businessentity.BusinessEntityID (INTEGER) for its foreign key
-- Note: person_businessentitycontact.PersonID takes the type of person_person.BusinessEntityID (INTEGER) for its foreign key
-- Note: person_businessentitycontact.ContactTypeID takes the type of person_contacttype.ContactTypeID (INTEGER) for its foreign key
-- Note: person_businessentitycontact.BusinessEntityID takes the type of person_businessentity.BusinessEntityID (INTEGER) for its foreign key
-- Note: person_emailaddress.BusinessEntityID takes the type of person_person.BusinessEntityID (INTEGER) for its foreign key
-- Note: person_password.BusinessEntityID takes the type of person_person.BusinessEntityID (INTEGER) for its foreign key
-- Note: person_personphone.BusinessEntityID takes the type of person_person.BusinessEntityID (INTEGER) for its foreign key
-- Note: person_personphone.PhoneNumberTypeID takes the type of person_phonenumbertype.PhoneNumberTypeID (INTEGER) for its foreign key
-- Note: humanresources_employee.BusinessEntityID takes the type of person_person.BusinessEntityID (INTEGER) for its foreign key
-- Note: humanresources_employeedepartmenthistory.DepartmentID takes the type of humanresources_department.DepartmentID (INTEGER) for its foreign key
-- Note: humanresources_employeedepartmenthistory.BusinessEntityID takes the type of humanresources_employee.BusinessEntityID (INTEGER) for its foreign key
-- Note: humanresources_employeedepartmenthistory.ShiftID takes the type of humanresources_shift.ShiftID (INTEGER) for its foreign key
-- Note: humanresources_employeepayhistory.BusinessEntityID takes the type of humanresources_employee.BusinessEntityID (INTEGER) for its foreign key
-- Note: humanresources_jobcandidate.BusinessEntityID takes the type of humanresources_employee.BusinessEntityID (INTEGER) for its foreign key
-- Note: production_billofmaterials.ProductAssemblyID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: production_billofmaterials.ComponentID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: production_document.Owner takes the type of humanresources_employee.BusinessEntityID (INTEGER) for its foreign key
-- Note: production_productsubcategory.ProductCategoryID takes the type of production_productcategory.ProductCategoryID (INTEGER) for its foreign key
-- Note: production_product.ProductModelID takes the type of production_productmodel.ProductModelID (INTEGER) for its foreign key
-- Note: production_product.ProductSubcategoryID takes the type of production_productsubcategory.ProductSubcategoryID (INTEGER) for its foreign key
-- Note: production_productcosthistory.ProductID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: production_productdocument.ProductID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: production_productinventory.LocationID takes the type of production_location.LocationID (INTEGER) for its foreign key
-- Note: production_productinventory.ProductID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: production_productlistpricehistory.ProductID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: production_productmodelillustration.ProductModelID takes the type of production_productmodel.ProductModelID (INTEGER) for its foreign key
-- Note: production_productmodelillustration.IllustrationID takes the type of production_illustration.IllustrationID (INTEGER) for its foreign key
-- Note: production_productmodelproductdescriptionculture.ProductDescriptionID takes the type of production_productdescription.ProductDescriptionID (INTEGER) for its foreign key
-- Note: production_productmodelproductdescriptionculture.ProductModelID takes the type of production_productmodel.ProductModelID (INTEGER) for its foreign key
-- Note: production_productproductphoto.ProductID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: production_productproductphoto.ProductPhotoID takes the type of production_productphoto.ProductPhotoID (INTEGER) for its foreign key
-- Note: production_productreview.ProductID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: production_transactionhistory.ProductID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: production_workorder.ProductID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: production_workorder.ScrapReasonID takes the type of production_scrapreason.ScrapReasonID (INTEGER) for its foreign key
-- Note: production_workorderrouting.LocationID takes the type of production_location.LocationID (INTEGER) for its foreign key
-- Note: production_workorderrouting.WorkOrderID takes the type of production_workorder.WorkOrderID (INTEGER) for its foreign key
-- Note: purchasing_productvendor.ProductID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: purchasing_purchaseorderdetail.ProductID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: purchasing_purchaseorderdetail.PurchaseOrderID takes the type of purchasing_purchaseorderheader.PurchaseOrderID (INTEGER) for its foreign key
-- Note: purchasing_purchaseorderheader.EmployeeID takes the type of humanresources_employee.BusinessEntityID (INTEGER) for its foreign key
-- Note: purchasing_purchaseorderheader.ShipMethodID takes the type of purchasing_shipmethod.ShipMethodID (INTEGER) for its foreign key
-- Note: purchasing_vendor.BusinessEntityID takes the type of person_businessentity.BusinessEntityID (INTEGER) for its foreign key
-- Note: sales_customer.PersonID takes the type of person_person.BusinessEntityID (INTEGER) for its foreign key
-- Note: sales_customer.TerritoryID takes the type of sales_salesterritory.TerritoryID (INTEGER) for its foreign key
-- Note: sales_personcreditcard.BusinessEntityID takes the type of person_person.BusinessEntityID (INTEGER) for its foreign key
-- Note: sales_personcreditcard.CreditCardID takes the type of sales_creditcard.CreditCardID (INTEGER) for its foreign key
-- Note: sales_salesorderdetail.SalesOrderID takes the type of sales_salesorderheader.SalesOrderID (INTEGER) for its foreign key
-- Note: sales_salesorderheader.BillToAddressID takes the type of person_address.AddressID (INTEGER) for its foreign key
-- Note: sales_salesorderheader.ShipToAddressID takes the type of person_address.AddressID (INTEGER) for its foreign key
-- Note: sales_salesorderheader.CreditCardID takes the type of sales_creditcard.CreditCardID (INTEGER) for its foreign key
-- Note: sales_salesorderheader.CurrencyRateID takes the type of sales_currencyrate.CurrencyRateID (INTEGER) for its foreign key
-- Note: sales_salesorderheader.CustomerID takes the type of sales_customer.CustomerID (INTEGER) for its foreign key
-- Note: sales_salesorderheader.ShipMethodID takes the type of purchasing_shipmethod.ShipMethodID (INTEGER) for its foreign key
-- Note: sales_salesorderheader.TerritoryID takes the type of sales_salesterritory.TerritoryID (INTEGER) for its foreign key
-- Note: sales_salesorderheadersalesreason.SalesReasonID takes the type of sales_salesreason.SalesReasonID (INTEGER) for its foreign key
-- Note: sales_salesorderheadersalesreason.SalesOrderID takes the type of sales_salesorderheader.SalesOrderID (INTEGER) for its foreign key
-- Note: sales_salesperson.BusinessEntityID takes the type of humanresources_employee.BusinessEntityID (INTEGER) for its foreign key
-- Note: sales_salesperson.TerritoryID takes the type of sales_salesterritory.TerritoryID (INTEGER) for its foreign key
-- Note: sales_salespersonquotahistory.BusinessEntityID takes the type of sales_salesperson.BusinessEntityID (INTEGER) for its foreign key
-- Note: sales_salestaxrate.StateProvinceID takes the type of person_stateprovince.StateProvinceID (INTEGER) for its foreign key
-- Note: sales_salesterritoryhistory.BusinessEntityID takes the type of sales_salesperson.BusinessEntityID (INTEGER) for its foreign key
-- Note: sales_salesterritoryhistory.TerritoryID takes the type of sales_salesterritory.TerritoryID (INTEGER) for its foreign key
-- Note: sales_shoppingcartitem.ProductID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: sales_specialofferproduct.ProductID takes the type of production_product.ProductID (INTEGER) for its foreign key
-- Note: sales_specialofferproduct.SpecialOfferID takes the type of sales_specialoffer.SpecialOfferID (INTEGER) for its foreign key
-- Note: sales_store.BusinessEntityID takes the type of person_businessentity.BusinessEntityID (INTEGER) for its foreign key
-- Note: sales_store.SalesPersonID takes the type of sales_salesperson.BusinessEntityID (INTEGER) for its foreign key

CREATE TABLE person_businessentity (
  BusinessEntityID INT IDENTITY(1,1) NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_person_businessentity PRIMARY KEY (BusinessEntityID)
);
ALTER TABLE person_businessentity ADD CONSTRAINT DF_person_businessentity_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person_businessentity ADD CONSTRAINT DF_person_businessentity_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE person_person (
  BusinessEntityID INT NOT NULL,
  PersonType CHAR(2) NOT NULL,
  NameStyle BIT NOT NULL,
  Title VARCHAR(8) NULL,
  FirstName VARCHAR(50) NOT NULL,
  MiddleName VARCHAR(50) NULL,
  LastName VARCHAR(50) NOT NULL,
  Suffix VARCHAR(10) NULL,
  EmailPromotion INT NOT NULL,
  AdditionalContactInfo XML NULL,
  Demographics XML NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_person_person PRIMARY KEY (BusinessEntityID)
);
ALTER TABLE person_person ADD CONSTRAINT DF_person_person_NameStyle DEFAULT 0 FOR NameStyle;
ALTER TABLE person_person ADD CONSTRAINT DF_person_person_EmailPromotion DEFAULT 0 FOR EmailPromotion;
ALTER TABLE person_person ADD CONSTRAINT DF_person_person_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person_person ADD CONSTRAINT DF_person_person_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE person_stateprovince (
  StateProvinceID INT IDENTITY(1,1) NOT NULL,
  StateProvinceCode CHAR(3) NOT NULL,
  CountryRegionCode VARCHAR(3) NOT NULL,
  IsOnlyStateProvinceFlag BIT NOT NULL,
  Name VARCHAR(50) NOT NULL,
  TerritoryID INT NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_person_stateprovince PRIMARY KEY (StateProvinceID)
);
ALTER TABLE person_stateprovince ADD CONSTRAINT DF_person_stateprovince_IsOnlyStateProvinceFlag DEFAULT 1 FOR IsOnlyStateProvinceFlag;
ALTER TABLE person_stateprovince ADD CONSTRAINT DF_person_stateprovince_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person_stateprovince ADD CONSTRAINT DF_person_stateprovince_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE person_address (
  AddressID INT IDENTITY(1,1) NOT NULL,
  AddressLine1 VARCHAR(60) NOT NULL,
  AddressLine2 VARCHAR(60) NULL,
  City VARCHAR(30) NOT NULL,
  StateProvinceID INT NOT NULL,
  PostalCode VARCHAR(15) NOT NULL,
  SpatialLocation VARBINARY(MAX) NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_person_address PRIMARY KEY (AddressID)
);
ALTER TABLE person_address ADD CONSTRAINT DF_person_address_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person_address ADD CONSTRAINT DF_person_address_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE person_addresstype (
  AddressTypeID INT IDENTITY(1,1) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_person_addresstype PRIMARY KEY (AddressTypeID)
);
ALTER TABLE person_addresstype ADD CONSTRAINT DF_person_addresstype_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person_addresstype ADD CONSTRAINT DF_person_addresstype_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE person_businessentityaddress (
  BusinessEntityID INT NOT NULL,
  AddressID INT NOT NULL,
  AddressTypeID INT NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_person_businessentityaddress PRIMARY KEY (BusinessEntityID, AddressID, AddressTypeID)
);
ALTER TABLE person_businessentityaddress ADD CONSTRAINT DF_person_businessentityaddress_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person_businessentityaddress ADD CONSTRAINT DF_person_businessentityaddress_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE person_contacttype (
  ContactTypeID INT IDENTITY(1,1) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_person_contacttype PRIMARY KEY (ContactTypeID)
);
ALTER TABLE person_contacttype ADD CONSTRAINT DF_person_contacttype_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE person_businessentitycontact (
  BusinessEntityID INT NOT NULL,
  PersonID INT NOT NULL,
  ContactTypeID INT NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_person_businessentitycontact PRIMARY KEY (BusinessEntityID, PersonID, ContactTypeID)
);
ALTER TABLE person_businessentitycontact ADD CONSTRAINT DF_person_businessentitycontact_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person_businessentitycontact ADD CONSTRAINT DF_person_businessentitycontact_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE person_emailaddress (
  BusinessEntityID INT NOT NULL,
  EmailAddressID INT IDENTITY(1,1) NOT NULL,
  EmailAddress VARCHAR(50) NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_person_emailaddress PRIMARY KEY (BusinessEntityID, EmailAddressID)
);
ALTER TABLE person_emailaddress ADD CONSTRAINT DF_person_emailaddress_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person_emailaddress ADD CONSTRAINT DF_person_emailaddress_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE person_password (
  BusinessEntityID INT NOT NULL,
  PasswordHash VARCHAR(128) NOT NULL,
  PasswordSalt VARCHAR(10) NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_person_password PRIMARY KEY (BusinessEntityID)
);
ALTER TABLE person_password ADD CONSTRAINT DF_person_password_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person_password ADD CONSTRAINT DF_person_password_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE person_phonenumbertype (
  PhoneNumberTypeID INT IDENTITY(1,1) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_person_phonenumbertype PRIMARY KEY (PhoneNumberTypeID)
);
ALTER TABLE person_phonenumbertype ADD CONSTRAINT DF_person_phonenumbertype_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE person_personphone (
  BusinessEntityID INT NOT NULL,
  PhoneNumber VARCHAR(25) NOT NULL,
  PhoneNumberTypeID INT NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_person_personphone PRIMARY KEY (BusinessEntityID, PhoneNumber, PhoneNumberTypeID)
);
ALTER TABLE person_personphone ADD CONSTRAINT DF_person_personphone_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE person_countryregion (
  CountryRegionCode VARCHAR(3) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_person_countryregion PRIMARY KEY (CountryRegionCode)
);
ALTER TABLE person_countryregion ADD CONSTRAINT DF_person_countryregion_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE humanresources_department (
  DepartmentID INT IDENTITY(1,1) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  GroupName VARCHAR(50) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_humanresources_department PRIMARY KEY (DepartmentID)
);
ALTER TABLE humanresources_department ADD CONSTRAINT DF_humanresources_department_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE humanresources_employee (
  BusinessEntityID INT NOT NULL,
  NationalIDNumber VARCHAR(15) NOT NULL,
  LoginID VARCHAR(256) NOT NULL,
  JobTitle VARCHAR(50) NOT NULL,
  BirthDate DATE NOT NULL,
  MaritalStatus CHAR(1) NOT NULL,
  Gender CHAR(1) NOT NULL,
  HireDate DATE NOT NULL,
  SalariedFlag BIT NOT NULL,
  VacationHours SMALLINT NOT NULL,
  SickLeaveHours SMALLINT NOT NULL,
  CurrentFlag BIT NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  organizationnode VARCHAR(255) NULL,
  CONSTRAINT PK_humanresources_employee PRIMARY KEY (BusinessEntityID)
);
ALTER TABLE humanresources_employee ADD CONSTRAINT DF_humanresources_employee_SalariedFlag DEFAULT 1 FOR SalariedFlag;
ALTER TABLE humanresources_employee ADD CONSTRAINT DF_humanresources_employee_VacationHours DEFAULT 0 FOR VacationHours;
ALTER TABLE humanresources_employee ADD CONSTRAINT DF_humanresources_employee_SickLeaveHours DEFAULT 0 FOR SickLeaveHours;
ALTER TABLE humanresources_employee ADD CONSTRAINT DF_humanresources_employee_CurrentFlag DEFAULT 1 FOR CurrentFlag;
ALTER TABLE humanresources_employee ADD CONSTRAINT DF_humanresources_employee_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE humanresources_employee ADD CONSTRAINT DF_humanresources_employee_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;
ALTER TABLE humanresources_employee ADD CONSTRAINT DF_humanresources_employee_organizationnode DEFAULT '/' FOR organizationnode;

CREATE TABLE humanresources_employeedepartmenthistory (
  BusinessEntityID INT NOT NULL,
  DepartmentID INT NOT NULL,
  ShiftID INT NOT NULL,
  StartDate DATE NOT NULL,
  EndDate DATE NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_humanresources_employeedepartmenthistory PRIMARY KEY (BusinessEntityID, DepartmentID, ShiftID, StartDate)
);
ALTER TABLE humanresources_employeedepartmenthistory ADD CONSTRAINT DF_humanresources_employeedepartmenthistory_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE humanresources_employeepayhistory (
  BusinessEntityID INT NOT NULL,
  RateChangeDate DATETIME2 NOT NULL,
  Rate NUMERIC NOT NULL,
  PayFrequency SMALLINT NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_humanresources_employeepayhistory PRIMARY KEY (BusinessEntityID, RateChangeDate)
);
ALTER TABLE humanresources_employeepayhistory ADD CONSTRAINT DF_humanresources_employeepayhistory_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE humanresources_jobcandidate (
  JobCandidateID INT IDENTITY(1,1) NOT NULL,
  BusinessEntityID INT NULL,
  Resume XML NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_humanresources_jobcandidate PRIMARY KEY (JobCandidateID)
);
ALTER TABLE humanresources_jobcandidate ADD CONSTRAINT DF_humanresources_jobcandidate_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE humanresources_shift (
  ShiftID INT IDENTITY(1,1) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  StartTime TIME NOT NULL,
  EndTime TIME NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_humanresources_shift PRIMARY KEY (ShiftID)
);
ALTER TABLE humanresources_shift ADD CONSTRAINT DF_humanresources_shift_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_billofmaterials (
  BillOfMaterialsID INT IDENTITY(1,1) NOT NULL,
  ProductAssemblyID INT NULL,
  ComponentID INT NOT NULL,
  StartDate DATETIME2 NOT NULL,
  EndDate DATETIME2 NULL,
  UnitMeasureCode CHAR(3) NOT NULL,
  BOMLevel SMALLINT NOT NULL,
  PerAssemblyQty DECIMAL(8, 2) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_billofmaterials PRIMARY KEY (BillOfMaterialsID)
);
ALTER TABLE production_billofmaterials ADD CONSTRAINT DF_production_billofmaterials_StartDate DEFAULT CURRENT_TIMESTAMP FOR StartDate;
ALTER TABLE production_billofmaterials ADD CONSTRAINT DF_production_billofmaterials_PerAssemblyQty DEFAULT 1.00 FOR PerAssemblyQty;
ALTER TABLE production_billofmaterials ADD CONSTRAINT DF_production_billofmaterials_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_culture (
  CultureID CHAR(6) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_culture PRIMARY KEY (CultureID)
);
ALTER TABLE production_culture ADD CONSTRAINT DF_production_culture_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_document (
  Title VARCHAR(50) NOT NULL,
  Owner INT NOT NULL,
  FolderFlag BIT NOT NULL,
  FileName VARCHAR(400) NOT NULL,
  FileExtension VARCHAR(8) NULL,
  Revision CHAR(5) NOT NULL,
  ChangeNumber INT NOT NULL,
  Status SMALLINT NOT NULL,
  DocumentSummary TEXT NULL,
  Document VARBINARY(MAX) NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  DocumentNode VARCHAR(255) NOT NULL,
  CONSTRAINT PK_production_document PRIMARY KEY (DocumentNode),
  CONSTRAINT UQ_production_document_rowguid UNIQUE (rowguid)
);
ALTER TABLE production_document ADD CONSTRAINT DF_production_document_FolderFlag DEFAULT 0 FOR FolderFlag;
ALTER TABLE production_document ADD CONSTRAINT DF_production_document_ChangeNumber DEFAULT 0 FOR ChangeNumber;
ALTER TABLE production_document ADD CONSTRAINT DF_production_document_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production_document ADD CONSTRAINT DF_production_document_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;
ALTER TABLE production_document ADD CONSTRAINT DF_production_document_DocumentNode DEFAULT '/' FOR DocumentNode;

CREATE TABLE production_productcategory (
  ProductCategoryID INT IDENTITY(1,1) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_productcategory PRIMARY KEY (ProductCategoryID)
);
ALTER TABLE production_productcategory ADD CONSTRAINT DF_production_productcategory_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production_productcategory ADD CONSTRAINT DF_production_productcategory_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_productsubcategory (
  ProductSubcategoryID INT IDENTITY(1,1) NOT NULL,
  ProductCategoryID INT NOT NULL,
  Name VARCHAR(50) NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_productsubcategory PRIMARY KEY (ProductSubcategoryID)
);
ALTER TABLE production_productsubcategory ADD CONSTRAINT DF_production_productsubcategory_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production_productsubcategory ADD CONSTRAINT DF_production_productsubcategory_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_productmodel (
  ProductModelID INT IDENTITY(1,1) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  CatalogDescription XML NULL,
  Instructions XML NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_productmodel PRIMARY KEY (ProductModelID)
);
ALTER TABLE production_productmodel ADD CONSTRAINT DF_production_productmodel_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production_productmodel ADD CONSTRAINT DF_production_productmodel_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_product (
  ProductID INT IDENTITY(1,1) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  ProductNumber VARCHAR(25) NOT NULL,
  MakeFlag BIT NOT NULL,
  FinishedGoodsFlag BIT NOT NULL,
  Color VARCHAR(15) NULL,
  SafetyStockLevel SMALLINT NOT NULL,
  ReorderPoint SMALLINT NOT NULL,
  StandardCost NUMERIC NOT NULL,
  ListPrice NUMERIC NOT NULL,
  Size VARCHAR(5) NULL,
  SizeUnitMeasureCode CHAR(3) NULL,
  WeightUnitMeasureCode CHAR(3) NULL,
  Weight DECIMAL(8, 2) NULL,
  DaysToManufacture INT NOT NULL,
  ProductLine CHAR(2) NULL,
  Class CHAR(2) NULL,
  Style CHAR(2) NULL,
  ProductSubcategoryID INT NULL,
  ProductModelID INT NULL,
  SellStartDate DATETIME2 NOT NULL,
  SellEndDate DATETIME2 NULL,
  DiscontinuedDate DATETIME2 NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_product PRIMARY KEY (ProductID)
);
ALTER TABLE production_product ADD CONSTRAINT DF_production_product_MakeFlag DEFAULT 1 FOR MakeFlag;
ALTER TABLE production_product ADD CONSTRAINT DF_production_product_FinishedGoodsFlag DEFAULT 1 FOR FinishedGoodsFlag;
ALTER TABLE production_product ADD CONSTRAINT DF_production_product_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production_product ADD CONSTRAINT DF_production_product_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_productcosthistory (
  ProductID INT NOT NULL,
  StartDate DATETIME2 NOT NULL,
  EndDate DATETIME2 NULL,
  StandardCost NUMERIC NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_productcosthistory PRIMARY KEY (ProductID, StartDate)
);
ALTER TABLE production_productcosthistory ADD CONSTRAINT DF_production_productcosthistory_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_productdescription (
  ProductDescriptionID INT IDENTITY(1,1) NOT NULL,
  Description VARCHAR(400) NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_productdescription PRIMARY KEY (ProductDescriptionID)
);
ALTER TABLE production_productdescription ADD CONSTRAINT DF_production_productdescription_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production_productdescription ADD CONSTRAINT DF_production_productdescription_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_productdocument (
  ProductID INT NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  DocumentNode VARCHAR(255) NOT NULL,
  CONSTRAINT PK_production_productdocument PRIMARY KEY (ProductID, DocumentNode)
);
ALTER TABLE production_productdocument ADD CONSTRAINT DF_production_productdocument_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;
ALTER TABLE production_productdocument ADD CONSTRAINT DF_production_productdocument_DocumentNode DEFAULT '/' FOR DocumentNode;

CREATE TABLE production_location (
  LocationID INT IDENTITY(1,1) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  CostRate NUMERIC NOT NULL,
  Availability DECIMAL(8, 2) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_location PRIMARY KEY (LocationID)
);
ALTER TABLE production_location ADD CONSTRAINT DF_production_location_CostRate DEFAULT 0.00 FOR CostRate;
ALTER TABLE production_location ADD CONSTRAINT DF_production_location_Availability DEFAULT 0.00 FOR Availability;
ALTER TABLE production_location ADD CONSTRAINT DF_production_location_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_productinventory (
  ProductID INT NOT NULL,
  LocationID INT NOT NULL,
  Shelf VARCHAR(10) NOT NULL,
  Bin SMALLINT NOT NULL,
  Quantity SMALLINT NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_productinventory PRIMARY KEY (ProductID, LocationID)
);
ALTER TABLE production_productinventory ADD CONSTRAINT DF_production_productinventory_Quantity DEFAULT 0 FOR Quantity;
ALTER TABLE production_productinventory ADD CONSTRAINT DF_production_productinventory_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production_productinventory ADD CONSTRAINT DF_production_productinventory_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_productlistpricehistory (
  ProductID INT NOT NULL,
  StartDate DATETIME2 NOT NULL,
  EndDate DATETIME2 NULL,
  ListPrice NUMERIC NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_productlistpricehistory PRIMARY KEY (ProductID, StartDate)
);
ALTER TABLE production_productlistpricehistory ADD CONSTRAINT DF_production_productlistpricehistory_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_illustration (
  IllustrationID INT IDENTITY(1,1) NOT NULL,
  Diagram XML NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_illustration PRIMARY KEY (IllustrationID)
);
ALTER TABLE production_illustration ADD CONSTRAINT DF_production_illustration_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_productmodelillustration (
  ProductModelID INT NOT NULL,
  IllustrationID INT NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_productmodelillustration PRIMARY KEY (ProductModelID, IllustrationID)
);
ALTER TABLE production_productmodelillustration ADD CONSTRAINT DF_production_productmodelillustration_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_productmodelproductdescriptionculture (
  ProductModelID INT NOT NULL,
  ProductDescriptionID INT NOT NULL,
  CultureID CHAR(6) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_productmodelproductdescriptionculture PRIMARY KEY (ProductModelID, ProductDescriptionID, CultureID)
);
ALTER TABLE production_productmodelproductdescriptionculture ADD CONSTRAINT DF_production_productmodelproductdescriptionculture_Modi_fcoywf DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_productphoto (
  ProductPhotoID INT IDENTITY(1,1) NOT NULL,
  ThumbNailPhoto VARBINARY(MAX) NULL,
  ThumbnailPhotoFileName VARCHAR(50) NULL,
  LargePhoto VARBINARY(MAX) NULL,
  LargePhotoFileName VARCHAR(50) NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_productphoto PRIMARY KEY (ProductPhotoID)
);
ALTER TABLE production_productphoto ADD CONSTRAINT DF_production_productphoto_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_productproductphoto (
  ProductID INT NOT NULL,
  ProductPhotoID INT NOT NULL,
  [primary] BIT NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_productproductphoto PRIMARY KEY (ProductID, ProductPhotoID)
);
ALTER TABLE production_productproductphoto ADD CONSTRAINT DF_production_productproductphoto_primary DEFAULT 0 FOR [primary];
ALTER TABLE production_productproductphoto ADD CONSTRAINT DF_production_productproductphoto_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_productreview (
  ProductReviewID INT IDENTITY(1,1) NOT NULL,
  ProductID INT NOT NULL,
  ReviewerName VARCHAR(50) NOT NULL,
  ReviewDate DATETIME2 NOT NULL,
  EmailAddress VARCHAR(50) NOT NULL,
  Rating INT NOT NULL,
  Comments VARCHAR(3850) NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_productreview PRIMARY KEY (ProductReviewID)
);
ALTER TABLE production_productreview ADD CONSTRAINT DF_production_productreview_ReviewDate DEFAULT CURRENT_TIMESTAMP FOR ReviewDate;
ALTER TABLE production_productreview ADD CONSTRAINT DF_production_productreview_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_scrapreason (
  ScrapReasonID INT IDENTITY(1,1) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_scrapreason PRIMARY KEY (ScrapReasonID)
);
ALTER TABLE production_scrapreason ADD CONSTRAINT DF_production_scrapreason_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_transactionhistory (
  TransactionID INT IDENTITY(1,1) NOT NULL,
  ProductID INT NOT NULL,
  ReferenceOrderID INT NOT NULL,
  ReferenceOrderLineID INT NOT NULL,
  TransactionDate DATETIME2 NOT NULL,
  TransactionType CHAR(1) NOT NULL,
  Quantity INT NOT NULL,
  ActualCost NUMERIC NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_transactionhistory PRIMARY KEY (TransactionID)
);
ALTER TABLE production_transactionhistory ADD CONSTRAINT DF_production_transactionhistory_ReferenceOrderLineID DEFAULT 0 FOR ReferenceOrderLineID;
ALTER TABLE production_transactionhistory ADD CONSTRAINT DF_production_transactionhistory_TransactionDate DEFAULT CURRENT_TIMESTAMP FOR TransactionDate;
ALTER TABLE production_transactionhistory ADD CONSTRAINT DF_production_transactionhistory_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_transactionhistoryarchive (
  TransactionID INT NOT NULL,
  ProductID INT NOT NULL,
  ReferenceOrderID INT NOT NULL,
  ReferenceOrderLineID INT NOT NULL,
  TransactionDate DATETIME2 NOT NULL,
  TransactionType CHAR(1) NOT NULL,
  Quantity INT NOT NULL,
  ActualCost NUMERIC NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_transactionhistoryarchive PRIMARY KEY (TransactionID)
);
ALTER TABLE production_transactionhistoryarchive ADD CONSTRAINT DF_production_transactionhistoryarchive_ReferenceOrderLineID DEFAULT 0 FOR ReferenceOrderLineID;
ALTER TABLE production_transactionhistoryarchive ADD CONSTRAINT DF_production_transactionhistoryarchive_TransactionDate DEFAULT CURRENT_TIMESTAMP FOR TransactionDate;
ALTER TABLE production_transactionhistoryarchive ADD CONSTRAINT DF_production_transactionhistoryarchive_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_unitmeasure (
  UnitMeasureCode CHAR(3) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_unitmeasure PRIMARY KEY (UnitMeasureCode)
);
ALTER TABLE production_unitmeasure ADD CONSTRAINT DF_production_unitmeasure_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_workorder (
  WorkOrderID INT IDENTITY(1,1) NOT NULL,
  ProductID INT NOT NULL,
  OrderQty INT NOT NULL,
  ScrappedQty SMALLINT NOT NULL,
  StartDate DATETIME2 NOT NULL,
  EndDate DATETIME2 NULL,
  DueDate DATETIME2 NOT NULL,
  ScrapReasonID INT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_workorder PRIMARY KEY (WorkOrderID)
);
ALTER TABLE production_workorder ADD CONSTRAINT DF_production_workorder_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE production_workorderrouting (
  WorkOrderID INT NOT NULL,
  ProductID INT NOT NULL,
  OperationSequence SMALLINT NOT NULL,
  LocationID INT NOT NULL,
  ScheduledStartDate DATETIME2 NOT NULL,
  ScheduledEndDate DATETIME2 NOT NULL,
  ActualStartDate DATETIME2 NULL,
  ActualEndDate DATETIME2 NULL,
  ActualResourceHrs DECIMAL(9, 4) NULL,
  PlannedCost NUMERIC NOT NULL,
  ActualCost NUMERIC NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_production_workorderrouting PRIMARY KEY (WorkOrderID, ProductID, OperationSequence)
);
ALTER TABLE production_workorderrouting ADD CONSTRAINT DF_production_workorderrouting_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE purchasing_productvendor (
  ProductID INT NOT NULL,
  BusinessEntityID INT NOT NULL,
  AverageLeadTime INT NOT NULL,
  StandardPrice NUMERIC NOT NULL,
  LastReceiptCost NUMERIC NULL,
  LastReceiptDate DATETIME2 NULL,
  MinOrderQty INT NOT NULL,
  MaxOrderQty INT NOT NULL,
  OnOrderQty INT NULL,
  UnitMeasureCode CHAR(3) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_purchasing_productvendor PRIMARY KEY (ProductID, BusinessEntityID)
);
ALTER TABLE purchasing_productvendor ADD CONSTRAINT DF_purchasing_productvendor_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE purchasing_purchaseorderdetail (
  PurchaseOrderID INT NOT NULL,
  PurchaseOrderDetailID INT IDENTITY(1,1) NOT NULL,
  DueDate DATETIME2 NOT NULL,
  OrderQty SMALLINT NOT NULL,
  ProductID INT NOT NULL,
  UnitPrice NUMERIC NOT NULL,
  ReceivedQty DECIMAL(8, 2) NOT NULL,
  RejectedQty DECIMAL(8, 2) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_purchasing_purchaseorderdetail PRIMARY KEY (PurchaseOrderID, PurchaseOrderDetailID)
);
ALTER TABLE purchasing_purchaseorderdetail ADD CONSTRAINT DF_purchasing_purchaseorderdetail_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE purchasing_purchaseorderheader (
  PurchaseOrderID INT IDENTITY(1,1) NOT NULL,
  RevisionNumber SMALLINT NOT NULL,
  Status SMALLINT NOT NULL,
  EmployeeID INT NOT NULL,
  VendorID INT NOT NULL,
  ShipMethodID INT NOT NULL,
  OrderDate DATETIME2 NOT NULL,
  ShipDate DATETIME2 NULL,
  SubTotal NUMERIC NOT NULL,
  TaxAmt NUMERIC NOT NULL,
  Freight NUMERIC NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_purchasing_purchaseorderheader PRIMARY KEY (PurchaseOrderID)
);
ALTER TABLE purchasing_purchaseorderheader ADD CONSTRAINT DF_purchasing_purchaseorderheader_RevisionNumber DEFAULT 0 FOR RevisionNumber;
ALTER TABLE purchasing_purchaseorderheader ADD CONSTRAINT DF_purchasing_purchaseorderheader_Status DEFAULT 1 FOR Status;
ALTER TABLE purchasing_purchaseorderheader ADD CONSTRAINT DF_purchasing_purchaseorderheader_OrderDate DEFAULT CURRENT_TIMESTAMP FOR OrderDate;
ALTER TABLE purchasing_purchaseorderheader ADD CONSTRAINT DF_purchasing_purchaseorderheader_SubTotal DEFAULT 0.00 FOR SubTotal;
ALTER TABLE purchasing_purchaseorderheader ADD CONSTRAINT DF_purchasing_purchaseorderheader_TaxAmt DEFAULT 0.00 FOR TaxAmt;
ALTER TABLE purchasing_purchaseorderheader ADD CONSTRAINT DF_purchasing_purchaseorderheader_Freight DEFAULT 0.00 FOR Freight;
ALTER TABLE purchasing_purchaseorderheader ADD CONSTRAINT DF_purchasing_purchaseorderheader_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE purchasing_shipmethod (
  ShipMethodID INT IDENTITY(1,1) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  ShipBase NUMERIC NOT NULL,
  ShipRate NUMERIC NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_purchasing_shipmethod PRIMARY KEY (ShipMethodID)
);
ALTER TABLE purchasing_shipmethod ADD CONSTRAINT DF_purchasing_shipmethod_ShipBase DEFAULT 0.00 FOR ShipBase;
ALTER TABLE purchasing_shipmethod ADD CONSTRAINT DF_purchasing_shipmethod_ShipRate DEFAULT 0.00 FOR ShipRate;
ALTER TABLE purchasing_shipmethod ADD CONSTRAINT DF_purchasing_shipmethod_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE purchasing_shipmethod ADD CONSTRAINT DF_purchasing_shipmethod_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE purchasing_vendor (
  BusinessEntityID INT NOT NULL,
  AccountNumber VARCHAR(15) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  CreditRating SMALLINT NOT NULL,
  PreferredVendorStatus BIT NOT NULL,
  ActiveFlag BIT NOT NULL,
  PurchasingWebServiceURL VARCHAR(1024) NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_purchasing_vendor PRIMARY KEY (BusinessEntityID)
);
ALTER TABLE purchasing_vendor ADD CONSTRAINT DF_purchasing_vendor_PreferredVendorStatus DEFAULT 1 FOR PreferredVendorStatus;
ALTER TABLE purchasing_vendor ADD CONSTRAINT DF_purchasing_vendor_ActiveFlag DEFAULT 1 FOR ActiveFlag;
ALTER TABLE purchasing_vendor ADD CONSTRAINT DF_purchasing_vendor_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_countryregioncurrency (
  CountryRegionCode VARCHAR(3) NOT NULL,
  CurrencyCode CHAR(3) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_countryregioncurrency PRIMARY KEY (CountryRegionCode, CurrencyCode)
);
ALTER TABLE sales_countryregioncurrency ADD CONSTRAINT DF_sales_countryregioncurrency_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_creditcard (
  CreditCardID INT IDENTITY(1,1) NOT NULL,
  CardType VARCHAR(50) NOT NULL,
  CardNumber VARCHAR(25) NOT NULL,
  ExpMonth SMALLINT NOT NULL,
  ExpYear SMALLINT NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_creditcard PRIMARY KEY (CreditCardID)
);
ALTER TABLE sales_creditcard ADD CONSTRAINT DF_sales_creditcard_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_currency (
  CurrencyCode CHAR(3) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_currency PRIMARY KEY (CurrencyCode)
);
ALTER TABLE sales_currency ADD CONSTRAINT DF_sales_currency_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_currencyrate (
  CurrencyRateID INT IDENTITY(1,1) NOT NULL,
  CurrencyRateDate DATETIME2 NOT NULL,
  FromCurrencyCode CHAR(3) NOT NULL,
  ToCurrencyCode CHAR(3) NOT NULL,
  AverageRate NUMERIC NOT NULL,
  EndOfDayRate NUMERIC NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_currencyrate PRIMARY KEY (CurrencyRateID)
);
ALTER TABLE sales_currencyrate ADD CONSTRAINT DF_sales_currencyrate_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_customer (
  CustomerID INT IDENTITY(1,1) NOT NULL,
  PersonID INT NULL,
  StoreID INT NULL,
  TerritoryID INT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_customer PRIMARY KEY (CustomerID)
);
ALTER TABLE sales_customer ADD CONSTRAINT DF_sales_customer_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales_customer ADD CONSTRAINT DF_sales_customer_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_personcreditcard (
  BusinessEntityID INT NOT NULL,
  CreditCardID INT NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_personcreditcard PRIMARY KEY (BusinessEntityID, CreditCardID)
);
ALTER TABLE sales_personcreditcard ADD CONSTRAINT DF_sales_personcreditcard_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_salesorderdetail (
  SalesOrderID INT NOT NULL,
  SalesOrderDetailID INT IDENTITY(1,1) NOT NULL,
  CarrierTrackingNumber VARCHAR(25) NULL,
  OrderQty SMALLINT NOT NULL,
  ProductID INT NOT NULL,
  SpecialOfferID INT NOT NULL,
  UnitPrice NUMERIC NOT NULL,
  UnitPriceDiscount NUMERIC NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_salesorderdetail PRIMARY KEY (SalesOrderID, SalesOrderDetailID)
);
ALTER TABLE sales_salesorderdetail ADD CONSTRAINT DF_sales_salesorderdetail_UnitPriceDiscount DEFAULT 0.0 FOR UnitPriceDiscount;
ALTER TABLE sales_salesorderdetail ADD CONSTRAINT DF_sales_salesorderdetail_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales_salesorderdetail ADD CONSTRAINT DF_sales_salesorderdetail_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_salesorderheader (
  SalesOrderID INT IDENTITY(1,1) NOT NULL,
  RevisionNumber SMALLINT NOT NULL,
  OrderDate DATETIME2 NOT NULL,
  DueDate DATETIME2 NOT NULL,
  ShipDate DATETIME2 NULL,
  Status SMALLINT NOT NULL,
  OnlineOrderFlag BIT NOT NULL,
  PurchaseOrderNumber VARCHAR(25) NULL,
  AccountNumber VARCHAR(15) NULL,
  CustomerID INT NOT NULL,
  SalesPersonID INT NULL,
  TerritoryID INT NULL,
  BillToAddressID INT NOT NULL,
  ShipToAddressID INT NOT NULL,
  ShipMethodID INT NOT NULL,
  CreditCardID INT NULL,
  CreditCardApprovalCode VARCHAR(15) NULL,
  CurrencyRateID INT NULL,
  SubTotal NUMERIC NOT NULL,
  TaxAmt NUMERIC NOT NULL,
  Freight NUMERIC NOT NULL,
  TotalDue NUMERIC NULL,
  Comment VARCHAR(128) NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_salesorderheader PRIMARY KEY (SalesOrderID)
);
ALTER TABLE sales_salesorderheader ADD CONSTRAINT DF_sales_salesorderheader_RevisionNumber DEFAULT 0 FOR RevisionNumber;
ALTER TABLE sales_salesorderheader ADD CONSTRAINT DF_sales_salesorderheader_OrderDate DEFAULT CURRENT_TIMESTAMP FOR OrderDate;
ALTER TABLE sales_salesorderheader ADD CONSTRAINT DF_sales_salesorderheader_Status DEFAULT 1 FOR Status;
ALTER TABLE sales_salesorderheader ADD CONSTRAINT DF_sales_salesorderheader_OnlineOrderFlag DEFAULT 1 FOR OnlineOrderFlag;
ALTER TABLE sales_salesorderheader ADD CONSTRAINT DF_sales_salesorderheader_SubTotal DEFAULT 0.00 FOR SubTotal;
ALTER TABLE sales_salesorderheader ADD CONSTRAINT DF_sales_salesorderheader_TaxAmt DEFAULT 0.00 FOR TaxAmt;
ALTER TABLE sales_salesorderheader ADD CONSTRAINT DF_sales_salesorderheader_Freight DEFAULT 0.00 FOR Freight;
ALTER TABLE sales_salesorderheader ADD CONSTRAINT DF_sales_salesorderheader_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales_salesorderheader ADD CONSTRAINT DF_sales_salesorderheader_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_salesorderheadersalesreason (
  SalesOrderID INT NOT NULL,
  SalesReasonID INT NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_salesorderheadersalesreason PRIMARY KEY (SalesOrderID, SalesReasonID)
);
ALTER TABLE sales_salesorderheadersalesreason ADD CONSTRAINT DF_sales_salesorderheadersalesreason_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_salesperson (
  BusinessEntityID INT NOT NULL,
  TerritoryID INT NULL,
  SalesQuota NUMERIC NULL,
  Bonus NUMERIC NOT NULL,
  CommissionPct NUMERIC NOT NULL,
  SalesYTD NUMERIC NOT NULL,
  SalesLastYear NUMERIC NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_salesperson PRIMARY KEY (BusinessEntityID)
);
ALTER TABLE sales_salesperson ADD CONSTRAINT DF_sales_salesperson_Bonus DEFAULT 0.00 FOR Bonus;
ALTER TABLE sales_salesperson ADD CONSTRAINT DF_sales_salesperson_CommissionPct DEFAULT 0.00 FOR CommissionPct;
ALTER TABLE sales_salesperson ADD CONSTRAINT DF_sales_salesperson_SalesYTD DEFAULT 0.00 FOR SalesYTD;
ALTER TABLE sales_salesperson ADD CONSTRAINT DF_sales_salesperson_SalesLastYear DEFAULT 0.00 FOR SalesLastYear;
ALTER TABLE sales_salesperson ADD CONSTRAINT DF_sales_salesperson_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales_salesperson ADD CONSTRAINT DF_sales_salesperson_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_salespersonquotahistory (
  BusinessEntityID INT NOT NULL,
  QuotaDate DATETIME2 NOT NULL,
  SalesQuota NUMERIC NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_salespersonquotahistory PRIMARY KEY (BusinessEntityID, QuotaDate)
);
ALTER TABLE sales_salespersonquotahistory ADD CONSTRAINT DF_sales_salespersonquotahistory_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales_salespersonquotahistory ADD CONSTRAINT DF_sales_salespersonquotahistory_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_salesreason (
  SalesReasonID INT IDENTITY(1,1) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  ReasonType VARCHAR(50) NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_salesreason PRIMARY KEY (SalesReasonID)
);
ALTER TABLE sales_salesreason ADD CONSTRAINT DF_sales_salesreason_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_salestaxrate (
  SalesTaxRateID INT IDENTITY(1,1) NOT NULL,
  StateProvinceID INT NOT NULL,
  TaxType SMALLINT NOT NULL,
  TaxRate NUMERIC NOT NULL,
  Name VARCHAR(50) NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_salestaxrate PRIMARY KEY (SalesTaxRateID)
);
ALTER TABLE sales_salestaxrate ADD CONSTRAINT DF_sales_salestaxrate_TaxRate DEFAULT 0.00 FOR TaxRate;
ALTER TABLE sales_salestaxrate ADD CONSTRAINT DF_sales_salestaxrate_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales_salestaxrate ADD CONSTRAINT DF_sales_salestaxrate_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_salesterritory (
  TerritoryID INT IDENTITY(1,1) NOT NULL,
  Name VARCHAR(50) NOT NULL,
  CountryRegionCode VARCHAR(3) NOT NULL,
  [group] VARCHAR(50) NOT NULL,
  SalesYTD NUMERIC NOT NULL,
  SalesLastYear NUMERIC NOT NULL,
  CostYTD NUMERIC NOT NULL,
  CostLastYear NUMERIC NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_salesterritory PRIMARY KEY (TerritoryID)
);
ALTER TABLE sales_salesterritory ADD CONSTRAINT DF_sales_salesterritory_SalesYTD DEFAULT 0.00 FOR SalesYTD;
ALTER TABLE sales_salesterritory ADD CONSTRAINT DF_sales_salesterritory_SalesLastYear DEFAULT 0.00 FOR SalesLastYear;
ALTER TABLE sales_salesterritory ADD CONSTRAINT DF_sales_salesterritory_CostYTD DEFAULT 0.00 FOR CostYTD;
ALTER TABLE sales_salesterritory ADD CONSTRAINT DF_sales_salesterritory_CostLastYear DEFAULT 0.00 FOR CostLastYear;
ALTER TABLE sales_salesterritory ADD CONSTRAINT DF_sales_salesterritory_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales_salesterritory ADD CONSTRAINT DF_sales_salesterritory_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_salesterritoryhistory (
  BusinessEntityID INT NOT NULL,
  TerritoryID INT NOT NULL,
  StartDate DATETIME2 NOT NULL,
  EndDate DATETIME2 NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_salesterritoryhistory PRIMARY KEY (BusinessEntityID, TerritoryID, StartDate)
);
ALTER TABLE sales_salesterritoryhistory ADD CONSTRAINT DF_sales_salesterritoryhistory_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales_salesterritoryhistory ADD CONSTRAINT DF_sales_salesterritoryhistory_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_shoppingcartitem (
  ShoppingCartItemID INT IDENTITY(1,1) NOT NULL,
  ShoppingCartID VARCHAR(50) NOT NULL,
  Quantity INT NOT NULL,
  ProductID INT NOT NULL,
  DateCreated DATETIME2 NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_shoppingcartitem PRIMARY KEY (ShoppingCartItemID)
);
ALTER TABLE sales_shoppingcartitem ADD CONSTRAINT DF_sales_shoppingcartitem_Quantity DEFAULT 1 FOR Quantity;
ALTER TABLE sales_shoppingcartitem ADD CONSTRAINT DF_sales_shoppingcartitem_DateCreated DEFAULT CURRENT_TIMESTAMP FOR DateCreated;
ALTER TABLE sales_shoppingcartitem ADD CONSTRAINT DF_sales_shoppingcartitem_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_specialoffer (
  SpecialOfferID INT IDENTITY(1,1) NOT NULL,
  Description VARCHAR(255) NOT NULL,
  DiscountPct NUMERIC NOT NULL,
  Type VARCHAR(50) NOT NULL,
  Category VARCHAR(50) NOT NULL,
  StartDate DATETIME2 NOT NULL,
  EndDate DATETIME2 NOT NULL,
  MinQty INT NOT NULL,
  MaxQty INT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_specialoffer PRIMARY KEY (SpecialOfferID)
);
ALTER TABLE sales_specialoffer ADD CONSTRAINT DF_sales_specialoffer_DiscountPct DEFAULT 0.00 FOR DiscountPct;
ALTER TABLE sales_specialoffer ADD CONSTRAINT DF_sales_specialoffer_MinQty DEFAULT 0 FOR MinQty;
ALTER TABLE sales_specialoffer ADD CONSTRAINT DF_sales_specialoffer_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales_specialoffer ADD CONSTRAINT DF_sales_specialoffer_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_specialofferproduct (
  SpecialOfferID INT NOT NULL,
  ProductID INT NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_specialofferproduct PRIMARY KEY (SpecialOfferID, ProductID)
);
ALTER TABLE sales_specialofferproduct ADD CONSTRAINT DF_sales_specialofferproduct_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales_specialofferproduct ADD CONSTRAINT DF_sales_specialofferproduct_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

CREATE TABLE sales_store (
  BusinessEntityID INT NOT NULL,
  Name VARCHAR(50) NOT NULL,
  SalesPersonID INT NULL,
  Demographics XML NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  ModifiedDate DATETIME2 NOT NULL,
  CONSTRAINT PK_sales_store PRIMARY KEY (BusinessEntityID)
);
ALTER TABLE sales_store ADD CONSTRAINT DF_sales_store_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales_store ADD CONSTRAINT DF_sales_store_ModifiedDate DEFAULT CURRENT_TIMESTAMP FOR ModifiedDate;

ALTER TABLE person_person WITH CHECK ADD CONSTRAINT FK_Person_BusinessEntity_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES person_businessentity (BusinessEntityID);
ALTER TABLE person_stateprovince WITH CHECK ADD CONSTRAINT FK_StateProvince_CountryRegion_CountryRegionCode FOREIGN KEY (CountryRegionCode) REFERENCES person_countryregion (CountryRegionCode);
ALTER TABLE person_stateprovince WITH CHECK ADD CONSTRAINT FK_StateProvince_SalesTerritory_TerritoryID FOREIGN KEY (TerritoryID) REFERENCES sales_salesterritory (TerritoryID);
ALTER TABLE person_address WITH CHECK ADD CONSTRAINT FK_Address_StateProvince_StateProvinceID FOREIGN KEY (StateProvinceID) REFERENCES person_stateprovince (StateProvinceID);
ALTER TABLE person_businessentityaddress WITH CHECK ADD CONSTRAINT FK_BusinessEntityAddress_Address_AddressID FOREIGN KEY (AddressID) REFERENCES person_address (AddressID);
ALTER TABLE person_businessentityaddress WITH CHECK ADD CONSTRAINT FK_BusinessEntityAddress_AddressType_AddressTypeID FOREIGN KEY (AddressTypeID) REFERENCES person_addresstype (AddressTypeID);
ALTER TABLE person_businessentityaddress WITH CHECK ADD CONSTRAINT FK_BusinessEntityAddress_BusinessEntity_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES person_businessentity (BusinessEntityID);
ALTER TABLE person_businessentitycontact WITH CHECK ADD CONSTRAINT FK_BusinessEntityContact_Person_PersonID FOREIGN KEY (PersonID) REFERENCES person_person (BusinessEntityID);
ALTER TABLE person_businessentitycontact WITH CHECK ADD CONSTRAINT FK_BusinessEntityContact_ContactType_ContactTypeID FOREIGN KEY (ContactTypeID) REFERENCES person_contacttype (ContactTypeID);
ALTER TABLE person_businessentitycontact WITH CHECK ADD CONSTRAINT FK_BusinessEntityContact_BusinessEntity_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES person_businessentity (BusinessEntityID);
ALTER TABLE person_emailaddress WITH CHECK ADD CONSTRAINT FK_EmailAddress_Person_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES person_person (BusinessEntityID);
ALTER TABLE person_password WITH CHECK ADD CONSTRAINT FK_Password_Person_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES person_person (BusinessEntityID);
ALTER TABLE person_personphone WITH CHECK ADD CONSTRAINT FK_PersonPhone_Person_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES person_person (BusinessEntityID);
ALTER TABLE person_personphone WITH CHECK ADD CONSTRAINT FK_PersonPhone_PhoneNumberType_PhoneNumberTypeID FOREIGN KEY (PhoneNumberTypeID) REFERENCES person_phonenumbertype (PhoneNumberTypeID);
ALTER TABLE humanresources_employee WITH CHECK ADD CONSTRAINT FK_Employee_Person_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES person_person (BusinessEntityID);
ALTER TABLE humanresources_employeedepartmenthistory WITH CHECK ADD CONSTRAINT FK_EmployeeDepartmentHistory_Department_DepartmentID FOREIGN KEY (DepartmentID) REFERENCES humanresources_department (DepartmentID);
ALTER TABLE humanresources_employeedepartmenthistory WITH CHECK ADD CONSTRAINT FK_EmployeeDepartmentHistory_Employee_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES humanresources_employee (BusinessEntityID);
ALTER TABLE humanresources_employeedepartmenthistory WITH CHECK ADD CONSTRAINT FK_EmployeeDepartmentHistory_Shift_ShiftID FOREIGN KEY (ShiftID) REFERENCES humanresources_shift (ShiftID);
ALTER TABLE humanresources_employeepayhistory WITH CHECK ADD CONSTRAINT FK_EmployeePayHistory_Employee_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES humanresources_employee (BusinessEntityID);
ALTER TABLE humanresources_jobcandidate WITH CHECK ADD CONSTRAINT FK_JobCandidate_Employee_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES humanresources_employee (BusinessEntityID);
ALTER TABLE production_billofmaterials WITH CHECK ADD CONSTRAINT FK_BillOfMaterials_Product_ProductAssemblyID FOREIGN KEY (ProductAssemblyID) REFERENCES production_product (ProductID);
ALTER TABLE production_billofmaterials WITH CHECK ADD CONSTRAINT FK_BillOfMaterials_Product_ComponentID FOREIGN KEY (ComponentID) REFERENCES production_product (ProductID);
ALTER TABLE production_billofmaterials WITH CHECK ADD CONSTRAINT FK_BillOfMaterials_UnitMeasure_UnitMeasureCode FOREIGN KEY (UnitMeasureCode) REFERENCES production_unitmeasure (UnitMeasureCode);
ALTER TABLE production_document WITH CHECK ADD CONSTRAINT FK_Document_Employee_Owner FOREIGN KEY (Owner) REFERENCES humanresources_employee (BusinessEntityID);
ALTER TABLE production_productsubcategory WITH CHECK ADD CONSTRAINT FK_ProductSubcategory_ProductCategory_ProductCategoryID FOREIGN KEY (ProductCategoryID) REFERENCES production_productcategory (ProductCategoryID);
ALTER TABLE production_product WITH CHECK ADD CONSTRAINT FK_Product_UnitMeasure_SizeUnitMeasureCode FOREIGN KEY (SizeUnitMeasureCode) REFERENCES production_unitmeasure (UnitMeasureCode);
ALTER TABLE production_product WITH CHECK ADD CONSTRAINT FK_Product_UnitMeasure_WeightUnitMeasureCode FOREIGN KEY (WeightUnitMeasureCode) REFERENCES production_unitmeasure (UnitMeasureCode);
ALTER TABLE production_product WITH CHECK ADD CONSTRAINT FK_Product_ProductModel_ProductModelID FOREIGN KEY (ProductModelID) REFERENCES production_productmodel (ProductModelID);
ALTER TABLE production_product WITH CHECK ADD CONSTRAINT FK_Product_ProductSubcategory_ProductSubcategoryID FOREIGN KEY (ProductSubcategoryID) REFERENCES production_productsubcategory (ProductSubcategoryID);
ALTER TABLE production_productcosthistory WITH CHECK ADD CONSTRAINT FK_ProductCostHistory_Product_ProductID FOREIGN KEY (ProductID) REFERENCES production_product (ProductID);
ALTER TABLE production_productdocument WITH CHECK ADD CONSTRAINT FK_ProductDocument_Product_ProductID FOREIGN KEY (ProductID) REFERENCES production_product (ProductID);
ALTER TABLE production_productdocument WITH CHECK ADD CONSTRAINT FK_ProductDocument_Document_DocumentNode FOREIGN KEY (DocumentNode) REFERENCES production_document (DocumentNode);
ALTER TABLE production_productinventory WITH CHECK ADD CONSTRAINT FK_ProductInventory_Location_LocationID FOREIGN KEY (LocationID) REFERENCES production_location (LocationID);
ALTER TABLE production_productinventory WITH CHECK ADD CONSTRAINT FK_ProductInventory_Product_ProductID FOREIGN KEY (ProductID) REFERENCES production_product (ProductID);
ALTER TABLE production_productlistpricehistory WITH CHECK ADD CONSTRAINT FK_ProductListPriceHistory_Product_ProductID FOREIGN KEY (ProductID) REFERENCES production_product (ProductID);
ALTER TABLE production_productmodelillustration WITH CHECK ADD CONSTRAINT FK_ProductModelIllustration_ProductModel_ProductModelID FOREIGN KEY (ProductModelID) REFERENCES production_productmodel (ProductModelID);
ALTER TABLE production_productmodelillustration WITH CHECK ADD CONSTRAINT FK_ProductModelIllustration_Illustration_IllustrationID FOREIGN KEY (IllustrationID) REFERENCES production_illustration (IllustrationID);
ALTER TABLE production_productmodelproductdescriptionculture WITH CHECK ADD CONSTRAINT FK_ProductModelProductDescriptionCulture_ProductDesc_doeu14 FOREIGN KEY (ProductDescriptionID) REFERENCES production_productdescription (ProductDescriptionID);
ALTER TABLE production_productmodelproductdescriptionculture WITH CHECK ADD CONSTRAINT FK_ProductModelProductDescriptionCulture_Culture_CultureID FOREIGN KEY (CultureID) REFERENCES production_culture (CultureID);
ALTER TABLE production_productmodelproductdescriptionculture WITH CHECK ADD CONSTRAINT FK_ProductModelProductDescriptionCulture_ProductModel_4qvuv FOREIGN KEY (ProductModelID) REFERENCES production_productmodel (ProductModelID);
ALTER TABLE production_productproductphoto WITH CHECK ADD CONSTRAINT FK_ProductProductPhoto_Product_ProductID FOREIGN KEY (ProductID) REFERENCES production_product (ProductID);
ALTER TABLE production_productproductphoto WITH CHECK ADD CONSTRAINT FK_ProductProductPhoto_ProductPhoto_ProductPhotoID FOREIGN KEY (ProductPhotoID) REFERENCES production_productphoto (ProductPhotoID);
ALTER TABLE production_productreview WITH CHECK ADD CONSTRAINT FK_ProductReview_Product_ProductID FOREIGN KEY (ProductID) REFERENCES production_product (ProductID);
ALTER TABLE production_transactionhistory WITH CHECK ADD CONSTRAINT FK_TransactionHistory_Product_ProductID FOREIGN KEY (ProductID) REFERENCES production_product (ProductID);
ALTER TABLE production_workorder WITH CHECK ADD CONSTRAINT FK_WorkOrder_Product_ProductID FOREIGN KEY (ProductID) REFERENCES production_product (ProductID);
ALTER TABLE production_workorder WITH CHECK ADD CONSTRAINT FK_WorkOrder_ScrapReason_ScrapReasonID FOREIGN KEY (ScrapReasonID) REFERENCES production_scrapreason (ScrapReasonID);
ALTER TABLE production_workorderrouting WITH CHECK ADD CONSTRAINT FK_WorkOrderRouting_Location_LocationID FOREIGN KEY (LocationID) REFERENCES production_location (LocationID);
ALTER TABLE production_workorderrouting WITH CHECK ADD CONSTRAINT FK_WorkOrderRouting_WorkOrder_WorkOrderID FOREIGN KEY (WorkOrderID) REFERENCES production_workorder (WorkOrderID);
ALTER TABLE purchasing_productvendor WITH CHECK ADD CONSTRAINT FK_ProductVendor_Product_ProductID FOREIGN KEY (ProductID) REFERENCES production_product (ProductID);
ALTER TABLE purchasing_productvendor WITH CHECK ADD CONSTRAINT FK_ProductVendor_UnitMeasure_UnitMeasureCode FOREIGN KEY (UnitMeasureCode) REFERENCES production_unitmeasure (UnitMeasureCode);
ALTER TABLE purchasing_productvendor WITH CHECK ADD CONSTRAINT FK_ProductVendor_Vendor_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES purchasing_vendor (BusinessEntityID);
ALTER TABLE purchasing_purchaseorderdetail WITH CHECK ADD CONSTRAINT FK_PurchaseOrderDetail_Product_ProductID FOREIGN KEY (ProductID) REFERENCES production_product (ProductID);
ALTER TABLE purchasing_purchaseorderdetail WITH CHECK ADD CONSTRAINT FK_PurchaseOrderDetail_PurchaseOrderHeader_PurchaseOrderID FOREIGN KEY (PurchaseOrderID) REFERENCES purchasing_purchaseorderheader (PurchaseOrderID);
ALTER TABLE purchasing_purchaseorderheader WITH CHECK ADD CONSTRAINT FK_PurchaseOrderHeader_Employee_EmployeeID FOREIGN KEY (EmployeeID) REFERENCES humanresources_employee (BusinessEntityID);
ALTER TABLE purchasing_purchaseorderheader WITH CHECK ADD CONSTRAINT FK_PurchaseOrderHeader_Vendor_VendorID FOREIGN KEY (VendorID) REFERENCES purchasing_vendor (BusinessEntityID);
ALTER TABLE purchasing_purchaseorderheader WITH CHECK ADD CONSTRAINT FK_PurchaseOrderHeader_ShipMethod_ShipMethodID FOREIGN KEY (ShipMethodID) REFERENCES purchasing_shipmethod (ShipMethodID);
ALTER TABLE purchasing_vendor WITH CHECK ADD CONSTRAINT FK_Vendor_BusinessEntity_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES person_businessentity (BusinessEntityID);
ALTER TABLE sales_countryregioncurrency WITH CHECK ADD CONSTRAINT FK_CountryRegionCurrency_CountryRegion_CountryRegionCode FOREIGN KEY (CountryRegionCode) REFERENCES person_countryregion (CountryRegionCode);
ALTER TABLE sales_countryregioncurrency WITH CHECK ADD CONSTRAINT FK_CountryRegionCurrency_Currency_CurrencyCode FOREIGN KEY (CurrencyCode) REFERENCES sales_currency (CurrencyCode);
ALTER TABLE sales_currencyrate WITH CHECK ADD CONSTRAINT FK_CurrencyRate_Currency_FromCurrencyCode FOREIGN KEY (FromCurrencyCode) REFERENCES sales_currency (CurrencyCode);
ALTER TABLE sales_currencyrate WITH CHECK ADD CONSTRAINT FK_CurrencyRate_Currency_ToCurrencyCode FOREIGN KEY (ToCurrencyCode) REFERENCES sales_currency (CurrencyCode);
ALTER TABLE sales_customer WITH CHECK ADD CONSTRAINT FK_Customer_Person_PersonID FOREIGN KEY (PersonID) REFERENCES person_person (BusinessEntityID);
ALTER TABLE sales_customer WITH CHECK ADD CONSTRAINT FK_Customer_Store_StoreID FOREIGN KEY (StoreID) REFERENCES sales_store (BusinessEntityID);
ALTER TABLE sales_customer WITH CHECK ADD CONSTRAINT FK_Customer_SalesTerritory_TerritoryID FOREIGN KEY (TerritoryID) REFERENCES sales_salesterritory (TerritoryID);
ALTER TABLE sales_personcreditcard WITH CHECK ADD CONSTRAINT FK_PersonCreditCard_Person_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES person_person (BusinessEntityID);
ALTER TABLE sales_personcreditcard WITH CHECK ADD CONSTRAINT FK_PersonCreditCard_CreditCard_CreditCardID FOREIGN KEY (CreditCardID) REFERENCES sales_creditcard (CreditCardID);
ALTER TABLE sales_salesorderdetail WITH CHECK ADD CONSTRAINT FK_SalesOrderDetail_SalesOrderHeader_SalesOrderID FOREIGN KEY (SalesOrderID) REFERENCES sales_salesorderheader (SalesOrderID);
ALTER TABLE sales_salesorderdetail WITH CHECK ADD CONSTRAINT FK_SalesOrderDetail_SpecialOfferProduct_SpecialOffer_3jt7e4 FOREIGN KEY (SpecialOfferID, ProductID) REFERENCES sales_specialofferproduct (SpecialOfferID, ProductID);
ALTER TABLE sales_salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_Address_BillToAddressID FOREIGN KEY (BillToAddressID) REFERENCES person_address (AddressID);
ALTER TABLE sales_salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_Address_ShipToAddressID FOREIGN KEY (ShipToAddressID) REFERENCES person_address (AddressID);
ALTER TABLE sales_salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_CreditCard_CreditCardID FOREIGN KEY (CreditCardID) REFERENCES sales_creditcard (CreditCardID);
ALTER TABLE sales_salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_CurrencyRate_CurrencyRateID FOREIGN KEY (CurrencyRateID) REFERENCES sales_currencyrate (CurrencyRateID);
ALTER TABLE sales_salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_Customer_CustomerID FOREIGN KEY (CustomerID) REFERENCES sales_customer (CustomerID);
ALTER TABLE sales_salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_SalesPerson_SalesPersonID FOREIGN KEY (SalesPersonID) REFERENCES sales_salesperson (BusinessEntityID);
ALTER TABLE sales_salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_ShipMethod_ShipMethodID FOREIGN KEY (ShipMethodID) REFERENCES purchasing_shipmethod (ShipMethodID);
ALTER TABLE sales_salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_SalesTerritory_TerritoryID FOREIGN KEY (TerritoryID) REFERENCES sales_salesterritory (TerritoryID);
ALTER TABLE sales_salesorderheadersalesreason WITH CHECK ADD CONSTRAINT FK_SalesOrderHeaderSalesReason_SalesReason_SalesReasonID FOREIGN KEY (SalesReasonID) REFERENCES sales_salesreason (SalesReasonID);
ALTER TABLE sales_salesorderheadersalesreason WITH CHECK ADD CONSTRAINT FK_SalesOrderHeaderSalesReason_SalesOrderHeader_Sal_15te8z2 FOREIGN KEY (SalesOrderID) REFERENCES sales_salesorderheader (SalesOrderID);
ALTER TABLE sales_salesperson WITH CHECK ADD CONSTRAINT FK_SalesPerson_Employee_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES humanresources_employee (BusinessEntityID);
ALTER TABLE sales_salesperson WITH CHECK ADD CONSTRAINT FK_SalesPerson_SalesTerritory_TerritoryID FOREIGN KEY (TerritoryID) REFERENCES sales_salesterritory (TerritoryID);
ALTER TABLE sales_salespersonquotahistory WITH CHECK ADD CONSTRAINT FK_SalesPersonQuotaHistory_SalesPerson_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES sales_salesperson (BusinessEntityID);
ALTER TABLE sales_salestaxrate WITH CHECK ADD CONSTRAINT FK_SalesTaxRate_StateProvince_StateProvinceID FOREIGN KEY (StateProvinceID) REFERENCES person_stateprovince (StateProvinceID);
ALTER TABLE sales_salesterritory WITH CHECK ADD CONSTRAINT FK_SalesTerritory_CountryRegion_CountryRegionCode FOREIGN KEY (CountryRegionCode) REFERENCES person_countryregion (CountryRegionCode);
ALTER TABLE sales_salesterritoryhistory WITH CHECK ADD CONSTRAINT FK_SalesTerritoryHistory_SalesPerson_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES sales_salesperson (BusinessEntityID);
ALTER TABLE sales_salesterritoryhistory WITH CHECK ADD CONSTRAINT FK_SalesTerritoryHistory_SalesTerritory_TerritoryID FOREIGN KEY (TerritoryID) REFERENCES sales_salesterritory (TerritoryID);
ALTER TABLE sales_shoppingcartitem WITH CHECK ADD CONSTRAINT FK_ShoppingCartItem_Product_ProductID FOREIGN KEY (ProductID) REFERENCES production_product (ProductID);
ALTER TABLE sales_specialofferproduct WITH CHECK ADD CONSTRAINT FK_SpecialOfferProduct_Product_ProductID FOREIGN KEY (ProductID) REFERENCES production_product (ProductID);
ALTER TABLE sales_specialofferproduct WITH CHECK ADD CONSTRAINT FK_SpecialOfferProduct_SpecialOffer_SpecialOfferID FOREIGN KEY (SpecialOfferID) REFERENCES sales_specialoffer (SpecialOfferID);
ALTER TABLE sales_store WITH CHECK ADD CONSTRAINT FK_Store_BusinessEntity_BusinessEntityID FOREIGN KEY (BusinessEntityID) REFERENCES person_businessentity (BusinessEntityID);
ALTER TABLE sales_store WITH CHECK ADD CONSTRAINT FK_Store_SalesPerson_SalesPersonID FOREIGN KEY (SalesPersonID) REFERENCES sales_salesperson (BusinessEntityID);
