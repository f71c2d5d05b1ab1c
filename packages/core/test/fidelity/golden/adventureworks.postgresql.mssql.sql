-- Note: mssql has no serial types or sequence defaults: businessentity.businessentityid, stateprovince.stateprovinceid, address.addressid, addresstype.addresstypeid, contacttype.contacttypeid, emailaddress.emailaddressid, phonenumbertype.phonenumbertypeid, department.departmentid, jobcandidate.jobcandidateid, shift.shiftid, billofmaterials.billofmaterialsid, productcategory.productcategoryid, productsubcategory.productsubcategoryid, productmodel.productmodelid, product.productid, productdescription.productdescriptionid, location.locationid, illustration.illustrationid, productphoto.productphotoid, productreview.productreviewid, scrapreason.scrapreasonid, transactionhistory.transactionid, workorder.workorderid, purchaseorderdetail.purchaseorderdetailid, purchaseorderheader.purchaseorderid, shipmethod.shipmethodid, creditcard.creditcardid, currencyrate.currencyrateid, customer.customerid, salesorderdetail.salesorderdetailid, salesorderheader.salesorderid, salesreason.salesreasonid, salestaxrate.salestaxrateid, salesterritory.territoryid, shoppingcartitem.shoppingcartitemid, specialoffer.specialofferid are written as auto-increment integers
-- Note: extension uuid-ossp is left out: it is postgresql SQL
-- Note: extension tablefunc is left out: it is postgresql SQL
-- Note: check on employee is left out: the expression BirthDate BETWEEN '1930-01-01' AND NOW() - INTERVAL '18 years' is not mssql SQL
-- Note: check on employee is left out: the expression HireDate BETWEEN '1996-07-01' AND NOW() + INTERVAL '1 day' is not mssql SQL
-- Note: view vadditionalcontactinfo is left out: its query is postgresql SQL and is not translated
-- Note: view vemployee is left out: its query is postgresql SQL and is not translated
-- Note: view vemployeedepartment is left out: its query is postgresql SQL and is not translated
-- Note: view vemployeedepartmenthistory is left out: its query is postgresql SQL and is not translated
-- Note: view vindividualcustomer is left out: its query is postgresql SQL and is not translated
-- Note: view vpersondemographics is left out: its query is postgresql SQL and is not translated
-- Note: view vjobcandidate is left out: its query is postgresql SQL and is not translated
-- Note: view vjobcandidateemployment is left out: its query is postgresql SQL and is not translated
-- Note: view vjobcandidateeducation is left out: its query is postgresql SQL and is not translated
-- Note: view vproductanddescription is left out: its query is postgresql SQL and is not translated
-- Note: view vproductmodelcatalogdescription is left out: its query is postgresql SQL and is not translated
-- Note: view vproductmodelinstructions is left out: its query is postgresql SQL and is not translated
-- Note: view vsalesperson is left out: its query is postgresql SQL and is not translated
-- Note: view vsalespersonsalesbyfiscalyearsdata is left out: its query is postgresql SQL and is not translated
-- Note: view vsalespersonsalesbyfiscalyears is left out: its query is postgresql SQL and is not translated
-- Note: view vstateprovincecountryregion is left out: its query is postgresql SQL and is not translated
-- Note: view vstorewithdemographics is left out: its query is postgresql SQL and is not translated
-- Note: view vstorewithcontacts is left out: its query is postgresql SQL and is not translated
-- Note: view vstorewithaddresses is left out: its query is postgresql SQL and is not translated
-- Note: view vvendorwithcontacts is left out: its query is postgresql SQL and is not translated
-- Note: view vvendorwithaddresses is left out: its query is postgresql SQL and is not translated
-- Note: view a is left out: its query is postgresql SQL and is not translated
-- Note: view at is left out: its query is postgresql SQL and is not translated
-- Note: view be is left out: its query is postgresql SQL and is not translated
-- Note: view bea is left out: its query is postgresql SQL and is not translated
-- Note: view bec is left out: its query is postgresql SQL and is not translated
-- Note: view ct is left out: its query is postgresql SQL and is not translated
-- Note: view cr is left out: its query is postgresql SQL and is not translated
-- Note: view e is left out: its query is postgresql SQL and is not translated
-- Note: view pa is left out: its query is postgresql SQL and is not translated
-- Note: view p is left out: its query is postgresql SQL and is not translated
-- Note: view pp is left out: its query is postgresql SQL and is not translated
-- Note: view pnt is left out: its query is postgresql SQL and is not translated
-- Note: view sp is left out: its query is postgresql SQL and is not translated
-- Note: view d is left out: its query is postgresql SQL and is not translated
-- Note: view e is left out: its query is postgresql SQL and is not translated
-- Note: view edh is left out: its query is postgresql SQL and is not translated
-- Note: view eph is left out: its query is postgresql SQL and is not translated
-- Note: view jc is left out: its query is postgresql SQL and is not translated
-- Note: view s is left out: its query is postgresql SQL and is not translated
-- Note: view bom is left out: its query is postgresql SQL and is not translated
-- Note: view c is left out: its query is postgresql SQL and is not translated
-- Note: view d is left out: its query is postgresql SQL and is not translated
-- Note: view i is left out: its query is postgresql SQL and is not translated
-- Note: view l is left out: its query is postgresql SQL and is not translated
-- Note: view p is left out: its query is postgresql SQL and is not translated
-- Note: view pc is left out: its query is postgresql SQL and is not translated
-- Note: view pch is left out: its query is postgresql SQL and is not translated
-- Note: view pd is left out: its query is postgresql SQL and is not translated
-- Note: view pdoc is left out: its query is postgresql SQL and is not translated
-- Note: view pi is left out: its query is postgresql SQL and is not translated
-- Note: view plph is left out: its query is postgresql SQL and is not translated
-- Note: view pm is left out: its query is postgresql SQL and is not translated
-- Note: view pmi is left out: its query is postgresql SQL and is not translated
-- Note: view pmpdc is left out: its query is postgresql SQL and is not translated
-- Note: view pp is left out: its query is postgresql SQL and is not translated
-- Note: view ppp is left out: its query is postgresql SQL and is not translated
-- Note: view pr is left out: its query is postgresql SQL and is not translated
-- Note: view psc is left out: its query is postgresql SQL and is not translated
-- Note: view sr is left out: its query is postgresql SQL and is not translated
-- Note: view th is left out: its query is postgresql SQL and is not translated
-- Note: view tha is left out: its query is postgresql SQL and is not translated
-- Note: view um is left out: its query is postgresql SQL and is not translated
-- Note: view w is left out: its query is postgresql SQL and is not translated
-- Note: view wr is left out: its query is postgresql SQL and is not translated
-- Note: view pv is left out: its query is postgresql SQL and is not translated
-- Note: view pod is left out: its query is postgresql SQL and is not translated
-- Note: view poh is left out: its query is postgresql SQL and is not translated
-- Note: view sm is left out: its query is postgresql SQL and is not translated
-- Note: view v is left out: its query is postgresql SQL and is not translated
-- Note: view crc is left out: its query is postgresql SQL and is not translated
-- Note: view cc is left out: its query is postgresql SQL and is not translated
-- Note: view cu is left out: its query is postgresql SQL and is not translated
-- Note: view cr is left out: its query is postgresql SQL and is not translated
-- Note: view c is left out: its query is postgresql SQL and is not translated
-- Note: view pcc is left out: its query is postgresql SQL and is not translated
-- Note: view sod is left out: its query is postgresql SQL and is not translated
-- Note: view soh is left out: its query is postgresql SQL and is not translated
-- Note: view sohsr is left out: its query is postgresql SQL and is not translated
-- Note: view sp is left out: its query is postgresql SQL and is not translated
-- Note: view spqh is left out: its query is postgresql SQL and is not translated
-- Note: view sr is left out: its query is postgresql SQL and is not translated
-- Note: view tr is left out: its query is postgresql SQL and is not translated
-- Note: view st is left out: its query is postgresql SQL and is not translated
-- Note: view sth is left out: its query is postgresql SQL and is not translated
-- Note: view sci is left out: its query is postgresql SQL and is not translated
-- Note: view so is left out: its query is postgresql SQL and is not translated
-- Note: view sop is left out: its query is postgresql SQL and is not translated
-- Note: view s is left out: its query is postgresql SQL and is not translated
-- Note: comment person is left out: it is postgresql SQL
-- Note: comment humanresources is left out: it is postgresql SQL
-- Note: comment production is left out: it is postgresql SQL
-- Note: comment purchasing is left out: it is postgresql SQL
-- Note: comment sales is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: index ix_vproductanddescription is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: index ix_vstateprovincecountryregion is left out: it is postgresql SQL
-- Note: cluster is left out: it is postgresql SQL
-- Note: type uuid becomes UNIQUEIDENTIFIER in mssql (businessentity.rowguid, rowguid, person.rowguid, stateprovince.rowguid, address.rowguid and 25 more)
-- Note: type timestamp becomes DATETIME2 in mssql (businessentity.modifieddate, modifieddate, person.modifieddate, stateprovince.modifieddate, address.modifieddate and 117 more)
-- Note: type bytea becomes VARBINARY(MAX) in mssql (address.spatiallocation, spatiallocation, document.document, document, productphoto.thumbnailphoto and 3 more)
-- Note: type varchar becomes NVARCHAR(255) in mssql (employee.organizationnode, organizationnode, document.documentnode, documentnode, productdocument.documentnode)

IF SCHEMA_ID(N'person') IS NULL EXEC(N'CREATE SCHEMA person');

IF SCHEMA_ID(N'humanresources') IS NULL EXEC(N'CREATE SCHEMA humanresources');

IF SCHEMA_ID(N'production') IS NULL EXEC(N'CREATE SCHEMA production');

IF SCHEMA_ID(N'purchasing') IS NULL EXEC(N'CREATE SCHEMA purchasing');

IF SCHEMA_ID(N'sales') IS NULL EXEC(N'CREATE SCHEMA sales');

IF SCHEMA_ID(N'pe') IS NULL EXEC(N'CREATE SCHEMA pe');

IF SCHEMA_ID(N'hr') IS NULL EXEC(N'CREATE SCHEMA hr');

IF SCHEMA_ID(N'pr') IS NULL EXEC(N'CREATE SCHEMA pr');

IF SCHEMA_ID(N'pu') IS NULL EXEC(N'CREATE SCHEMA pu');

IF SCHEMA_ID(N'sa') IS NULL EXEC(N'CREATE SCHEMA sa');

CREATE TYPE OrderNumber FROM varchar(25);

CREATE TYPE AccountNumber FROM varchar(15);

CREATE TYPE Flag FROM BIT NOT NULL;

CREATE TYPE NameStyle FROM BIT NOT NULL;

CREATE TYPE Name FROM varchar(50);

CREATE TYPE Phone FROM varchar(25);

CREATE TABLE person.businessentity (
  businessentityid INT IDENTITY(1,1) NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_BusinessEntity_BusinessEntityID PRIMARY KEY (businessentityid)
);
ALTER TABLE person.businessentity ADD CONSTRAINT DF_businessentity_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person.businessentity ADD CONSTRAINT DF_businessentity_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Source of the ID that connects vendors, customers, and employees with address and contact information.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'businessentity';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for all customers, vendors, and employees.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'businessentity', @level2type = N'COLUMN', @level2name = N'businessentityid';

CREATE TABLE person.person (
  businessentityid int NOT NULL,
  persontype char(2) NOT NULL,
  namestyle NameStyle NOT NULL,
  title varchar(8) NULL,
  firstname Name NOT NULL,
  middlename Name NULL,
  lastname Name NOT NULL,
  suffix varchar(10) NULL,
  emailpromotion int NOT NULL,
  additionalcontactinfo xml NULL,
  demographics xml NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_Person_BusinessEntityID PRIMARY KEY (businessentityid),
  CONSTRAINT CK_Person_EmailPromotion CHECK (EmailPromotion BETWEEN 0 AND 2),
  CONSTRAINT CK_Person_PersonType CHECK (PersonType IS NULL OR UPPER(PersonType) IN ('SC', 'VC', 'IN', 'EM', 'SP', 'GC'))
);
ALTER TABLE person.person ADD CONSTRAINT DF_person_namestyle DEFAULT 0 FOR namestyle;
ALTER TABLE person.person ADD CONSTRAINT DF_person_emailpromotion DEFAULT 0 FOR emailpromotion;
ALTER TABLE person.person ADD CONSTRAINT DF_person_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person.person ADD CONSTRAINT DF_person_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Human beings involved with AdventureWorks: employees, customer contacts, and vendor contacts.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'person';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for Person records.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'person', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary type of person: SC = Store Contact, IN = Individual (retail) customer, SP = Sales person, EM = Employee (non-sales), VC = Vendor contact, GC = General contact', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'person', @level2type = N'COLUMN', @level2name = N'persontype';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'0 = The data in FirstName and LastName are stored in western style (first name, last name) order.  1 = Eastern style (last name, first name) order.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'person', @level2type = N'COLUMN', @level2name = N'namestyle';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'A courtesy title. For example, Mr. or Ms.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'person', @level2type = N'COLUMN', @level2name = N'title';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'First name of the person.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'person', @level2type = N'COLUMN', @level2name = N'firstname';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Middle name or middle initial of the person.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'person', @level2type = N'COLUMN', @level2name = N'middlename';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Last name of the person.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'person', @level2type = N'COLUMN', @level2name = N'lastname';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Surname suffix. For example, Sr. or Jr.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'person', @level2type = N'COLUMN', @level2name = N'suffix';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'0 = Contact does not wish to receive e-mail promotions, 1 = Contact does wish to receive e-mail promotions from AdventureWorks, 2 = Contact does wish to receive e-mail promotions from AdventureWorks and selected partners.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'person', @level2type = N'COLUMN', @level2name = N'emailpromotion';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Additional contact information about the person stored in xml format.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'person', @level2type = N'COLUMN', @level2name = N'additionalcontactinfo';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Personal information such as hobbies, and income collected from online shoppers. Used for sales analysis.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'person', @level2type = N'COLUMN', @level2name = N'demographics';

CREATE TABLE person.stateprovince (
  stateprovinceid INT IDENTITY(1,1) NOT NULL,
  stateprovincecode char(3) NOT NULL,
  countryregioncode varchar(3) NOT NULL,
  isonlystateprovinceflag Flag NOT NULL,
  name Name NOT NULL,
  territoryid int NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_StateProvince_StateProvinceID PRIMARY KEY (stateprovinceid)
);
ALTER TABLE person.stateprovince ADD CONSTRAINT DF_stateprovince_isonlystateprovinceflag DEFAULT 1 FOR isonlystateprovinceflag;
ALTER TABLE person.stateprovince ADD CONSTRAINT DF_stateprovince_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person.stateprovince ADD CONSTRAINT DF_stateprovince_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'State and province lookup table.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'stateprovince';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for StateProvince records.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'stateprovince', @level2type = N'COLUMN', @level2name = N'stateprovinceid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'ISO standard state or province code.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'stateprovince', @level2type = N'COLUMN', @level2name = N'stateprovincecode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'ISO standard country or region code. Foreign key to CountryRegion.CountryRegionCode.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'stateprovince', @level2type = N'COLUMN', @level2name = N'countryregioncode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'0 = StateProvinceCode exists. 1 = StateProvinceCode unavailable, using CountryRegionCode.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'stateprovince', @level2type = N'COLUMN', @level2name = N'isonlystateprovinceflag';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'State or province description.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'stateprovince', @level2type = N'COLUMN', @level2name = N'name';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'ID of the territory in which the state or province is located. Foreign key to SalesTerritory.SalesTerritoryID.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'stateprovince', @level2type = N'COLUMN', @level2name = N'territoryid';

CREATE TABLE person.address (
  addressid INT IDENTITY(1,1) NOT NULL,
  addressline1 varchar(60) NOT NULL,
  addressline2 varchar(60) NULL,
  city varchar(30) NOT NULL,
  stateprovinceid int NOT NULL,
  postalcode varchar(15) NOT NULL,
  spatiallocation VARBINARY(MAX) NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_Address_AddressID PRIMARY KEY (addressid)
);
ALTER TABLE person.address ADD CONSTRAINT DF_address_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person.address ADD CONSTRAINT DF_address_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Street address information for customers, employees, and vendors.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'address';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for Address records.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'address', @level2type = N'COLUMN', @level2name = N'addressid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'First street address line.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'address', @level2type = N'COLUMN', @level2name = N'addressline1';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Second street address line.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'address', @level2type = N'COLUMN', @level2name = N'addressline2';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Name of the city.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'address', @level2type = N'COLUMN', @level2name = N'city';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Unique identification number for the state or province. Foreign key to StateProvince table.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'address', @level2type = N'COLUMN', @level2name = N'stateprovinceid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Postal code for the street address.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'address', @level2type = N'COLUMN', @level2name = N'postalcode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Latitude and longitude of this address.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'address', @level2type = N'COLUMN', @level2name = N'spatiallocation';

CREATE TABLE person.addresstype (
  addresstypeid INT IDENTITY(1,1) NOT NULL,
  name Name NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_AddressType_AddressTypeID PRIMARY KEY (addresstypeid)
);
ALTER TABLE person.addresstype ADD CONSTRAINT DF_addresstype_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person.addresstype ADD CONSTRAINT DF_addresstype_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Types of addresses stored in the Address table.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'addresstype';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for AddressType records.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'addresstype', @level2type = N'COLUMN', @level2name = N'addresstypeid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Address type description. For example, Billing, Home, or Shipping.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'addresstype', @level2type = N'COLUMN', @level2name = N'name';

CREATE TABLE person.businessentityaddress (
  businessentityid int NOT NULL,
  addressid int NOT NULL,
  addresstypeid int NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_BusinessEntityAddress_BusinessEntityID_AddressID_AddressType PRIMARY KEY (businessentityid, addressid, addresstypeid)
);
ALTER TABLE person.businessentityaddress ADD CONSTRAINT DF_businessentityaddress_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person.businessentityaddress ADD CONSTRAINT DF_businessentityaddress_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Cross-reference table mapping customers, vendors, and employees to their addresses.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'businessentityaddress';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to BusinessEntity.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'businessentityaddress', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to Address.AddressID.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'businessentityaddress', @level2type = N'COLUMN', @level2name = N'addressid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to AddressType.AddressTypeID.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'businessentityaddress', @level2type = N'COLUMN', @level2name = N'addresstypeid';

CREATE TABLE person.contacttype (
  contacttypeid INT IDENTITY(1,1) NOT NULL,
  name Name NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ContactType_ContactTypeID PRIMARY KEY (contacttypeid)
);
ALTER TABLE person.contacttype ADD CONSTRAINT DF_contacttype_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Lookup table containing the types of business entity contacts.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'contacttype';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for ContactType records.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'contacttype', @level2type = N'COLUMN', @level2name = N'contacttypeid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Contact type description.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'contacttype', @level2type = N'COLUMN', @level2name = N'name';

CREATE TABLE person.businessentitycontact (
  businessentityid int NOT NULL,
  personid int NOT NULL,
  contacttypeid int NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_BusinessEntityContact_BusinessEntityID_PersonID_ContactTypeI PRIMARY KEY (businessentityid, personid, contacttypeid)
);
ALTER TABLE person.businessentitycontact ADD CONSTRAINT DF_businessentitycontact_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person.businessentitycontact ADD CONSTRAINT DF_businessentitycontact_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Cross-reference table mapping stores, vendors, and employees to people', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'businessentitycontact';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to BusinessEntity.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'businessentitycontact', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to Person.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'businessentitycontact', @level2type = N'COLUMN', @level2name = N'personid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key.  Foreign key to ContactType.ContactTypeID.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'businessentitycontact', @level2type = N'COLUMN', @level2name = N'contacttypeid';

CREATE TABLE person.emailaddress (
  businessentityid int NOT NULL,
  emailaddressid INT IDENTITY(1,1) NOT NULL,
  emailaddress varchar(50) NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_EmailAddress_BusinessEntityID_EmailAddressID PRIMARY KEY (businessentityid, emailaddressid)
);
ALTER TABLE person.emailaddress ADD CONSTRAINT DF_emailaddress_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person.emailaddress ADD CONSTRAINT DF_emailaddress_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Where to send a person email.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'emailaddress';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Person associated with this email address.  Foreign key to Person.BusinessEntityID', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'emailaddress', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. ID of this email address.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'emailaddress', @level2type = N'COLUMN', @level2name = N'emailaddressid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'E-mail address for the person.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'emailaddress', @level2type = N'COLUMN', @level2name = N'emailaddress';

CREATE TABLE person.password (
  businessentityid int NOT NULL,
  passwordhash varchar(128) NOT NULL,
  passwordsalt varchar(10) NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_Password_BusinessEntityID PRIMARY KEY (businessentityid)
);
ALTER TABLE person.password ADD CONSTRAINT DF_password_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE person.password ADD CONSTRAINT DF_password_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'One way hashed authentication information', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'password';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Password for the e-mail account.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'password', @level2type = N'COLUMN', @level2name = N'passwordhash';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Random value concatenated with the password string before the password is hashed.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'password', @level2type = N'COLUMN', @level2name = N'passwordsalt';

CREATE TABLE person.phonenumbertype (
  phonenumbertypeid INT IDENTITY(1,1) NOT NULL,
  name Name NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_PhoneNumberType_PhoneNumberTypeID PRIMARY KEY (phonenumbertypeid)
);
ALTER TABLE person.phonenumbertype ADD CONSTRAINT DF_phonenumbertype_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Type of phone number of a person.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'phonenumbertype';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for telephone number type records.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'phonenumbertype', @level2type = N'COLUMN', @level2name = N'phonenumbertypeid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Name of the telephone number type', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'phonenumbertype', @level2type = N'COLUMN', @level2name = N'name';

CREATE TABLE person.personphone (
  businessentityid int NOT NULL,
  phonenumber Phone NOT NULL,
  phonenumbertypeid int NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_PersonPhone_BusinessEntityID_PhoneNumber_PhoneNumberTypeID PRIMARY KEY (businessentityid, phonenumber, phonenumbertypeid)
);
ALTER TABLE person.personphone ADD CONSTRAINT DF_personphone_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Telephone number and type of a person.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'personphone';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Business entity identification number. Foreign key to Person.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'personphone', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Telephone number identification number.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'personphone', @level2type = N'COLUMN', @level2name = N'phonenumber';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Kind of phone number. Foreign key to PhoneNumberType.PhoneNumberTypeID.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'personphone', @level2type = N'COLUMN', @level2name = N'phonenumbertypeid';

CREATE TABLE person.countryregion (
  countryregioncode varchar(3) NOT NULL,
  name Name NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_CountryRegion_CountryRegionCode PRIMARY KEY (countryregioncode)
);
ALTER TABLE person.countryregion ADD CONSTRAINT DF_countryregion_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Lookup table containing the ISO standard codes for countries and regions.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'countryregion';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'ISO standard code for countries and regions.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'countryregion', @level2type = N'COLUMN', @level2name = N'countryregioncode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Country or region name.', @level0type = N'SCHEMA', @level0name = N'person', @level1type = N'TABLE', @level1name = N'countryregion', @level2type = N'COLUMN', @level2name = N'name';

CREATE TABLE humanresources.department (
  departmentid INT IDENTITY(1,1) NOT NULL,
  name Name NOT NULL,
  groupname Name NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_Department_DepartmentID PRIMARY KEY (departmentid)
);
ALTER TABLE humanresources.department ADD CONSTRAINT DF_department_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Lookup table containing the departments within the Adventure Works Cycles company.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'department';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for Department records.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'department', @level2type = N'COLUMN', @level2name = N'departmentid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Name of the department.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'department', @level2type = N'COLUMN', @level2name = N'name';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Name of the group to which the department belongs.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'department', @level2type = N'COLUMN', @level2name = N'groupname';

CREATE TABLE humanresources.employee (
  businessentityid int NOT NULL,
  nationalidnumber varchar(15) NOT NULL,
  loginid varchar(256) NOT NULL,
  jobtitle varchar(50) NOT NULL,
  birthdate date NOT NULL,
  maritalstatus char(1) NOT NULL,
  gender char(1) NOT NULL,
  hiredate date NOT NULL,
  salariedflag Flag NOT NULL,
  vacationhours smallint NOT NULL,
  sickleavehours smallint NOT NULL,
  currentflag Flag NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  organizationnode NVARCHAR(255) NULL,
  CONSTRAINT PK_Employee_BusinessEntityID PRIMARY KEY (businessentityid),
  CONSTRAINT CK_Employee_MaritalStatus CHECK (UPPER(MaritalStatus) IN ('M', 'S')),
  CONSTRAINT CK_Employee_Gender CHECK (UPPER(Gender) IN ('M', 'F')),
  CONSTRAINT CK_Employee_VacationHours CHECK (VacationHours BETWEEN -40 AND 240),
  CONSTRAINT CK_Employee_SickLeaveHours CHECK (SickLeaveHours BETWEEN 0 AND 120)
);
ALTER TABLE humanresources.employee ADD CONSTRAINT DF_employee_salariedflag DEFAULT 1 FOR salariedflag;
ALTER TABLE humanresources.employee ADD CONSTRAINT DF_employee_vacationhours DEFAULT 0 FOR vacationhours;
ALTER TABLE humanresources.employee ADD CONSTRAINT DF_employee_sickleavehours DEFAULT 0 FOR sickleavehours;
ALTER TABLE humanresources.employee ADD CONSTRAINT DF_employee_currentflag DEFAULT 1 FOR currentflag;
ALTER TABLE humanresources.employee ADD CONSTRAINT DF_employee_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE humanresources.employee ADD CONSTRAINT DF_employee_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
ALTER TABLE humanresources.employee ADD CONSTRAINT DF_employee_organizationnode DEFAULT '/' FOR organizationnode;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Employee information such as salary, department, and title.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for Employee records.  Foreign key to BusinessEntity.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Unique national identification number such as a social security number.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee', @level2type = N'COLUMN', @level2name = N'nationalidnumber';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Network login.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee', @level2type = N'COLUMN', @level2name = N'loginid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Work title such as Buyer or Sales Representative.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee', @level2type = N'COLUMN', @level2name = N'jobtitle';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date of birth.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee', @level2type = N'COLUMN', @level2name = N'birthdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'M = Married, S = Single', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee', @level2type = N'COLUMN', @level2name = N'maritalstatus';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'M = Male, F = Female', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee', @level2type = N'COLUMN', @level2name = N'gender';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Employee hired on this date.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee', @level2type = N'COLUMN', @level2name = N'hiredate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Job classification. 0 = Hourly, not exempt from collective bargaining. 1 = Salaried, exempt from collective bargaining.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee', @level2type = N'COLUMN', @level2name = N'salariedflag';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Number of available vacation hours.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee', @level2type = N'COLUMN', @level2name = N'vacationhours';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Number of available sick leave hours.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee', @level2type = N'COLUMN', @level2name = N'sickleavehours';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'0 = Inactive, 1 = Active', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee', @level2type = N'COLUMN', @level2name = N'currentflag';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Where the employee is located in corporate hierarchy.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employee', @level2type = N'COLUMN', @level2name = N'organizationnode';

CREATE TABLE humanresources.employeedepartmenthistory (
  businessentityid int NOT NULL,
  departmentid smallint NOT NULL,
  shiftid smallint NOT NULL,
  startdate date NOT NULL,
  enddate date NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_EmployeeDepartmentHistory_BusinessEntityID_StartDate_Departm PRIMARY KEY (businessentityid, startdate, departmentid, shiftid),
  CONSTRAINT CK_EmployeeDepartmentHistory_EndDate CHECK ((EndDate >= StartDate) OR (EndDate IS NULL))
);
ALTER TABLE humanresources.employeedepartmenthistory ADD CONSTRAINT DF_employeedepartmenthistory_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Employee department transfers.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employeedepartmenthistory';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Employee identification number. Foreign key to Employee.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employeedepartmenthistory', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Department in which the employee worked including currently. Foreign key to Department.DepartmentID.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employeedepartmenthistory', @level2type = N'COLUMN', @level2name = N'departmentid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Identifies which 8-hour shift the employee works. Foreign key to Shift.Shift.ID.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employeedepartmenthistory', @level2type = N'COLUMN', @level2name = N'shiftid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the employee started work in the department.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employeedepartmenthistory', @level2type = N'COLUMN', @level2name = N'startdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the employee left the department. NULL = Current department.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employeedepartmenthistory', @level2type = N'COLUMN', @level2name = N'enddate';

CREATE TABLE humanresources.employeepayhistory (
  businessentityid int NOT NULL,
  ratechangedate DATETIME2 NOT NULL,
  rate numeric NOT NULL,
  payfrequency smallint NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_EmployeePayHistory_BusinessEntityID_RateChangeDate PRIMARY KEY (businessentityid, ratechangedate),
  CONSTRAINT CK_EmployeePayHistory_PayFrequency CHECK (PayFrequency IN (1, 2)),
  CONSTRAINT CK_EmployeePayHistory_Rate CHECK (Rate BETWEEN 6.50 AND 200.00)
);
ALTER TABLE humanresources.employeepayhistory ADD CONSTRAINT DF_employeepayhistory_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Employee pay history.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employeepayhistory';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Employee identification number. Foreign key to Employee.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employeepayhistory', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the change in pay is effective', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employeepayhistory', @level2type = N'COLUMN', @level2name = N'ratechangedate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Salary hourly rate.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employeepayhistory', @level2type = N'COLUMN', @level2name = N'rate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'1 = Salary received monthly, 2 = Salary received biweekly', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'employeepayhistory', @level2type = N'COLUMN', @level2name = N'payfrequency';

CREATE TABLE humanresources.jobcandidate (
  jobcandidateid INT IDENTITY(1,1) NOT NULL,
  businessentityid int NULL,
  resume xml NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_JobCandidate_JobCandidateID PRIMARY KEY (jobcandidateid)
);
ALTER TABLE humanresources.jobcandidate ADD CONSTRAINT DF_jobcandidate_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Résumés submitted to Human Resources by job applicants.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'jobcandidate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for JobCandidate records.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'jobcandidate', @level2type = N'COLUMN', @level2name = N'jobcandidateid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Employee identification number if applicant was hired. Foreign key to Employee.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'jobcandidate', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Résumé in XML format.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'jobcandidate', @level2type = N'COLUMN', @level2name = N'resume';

CREATE TABLE humanresources.shift (
  shiftid INT IDENTITY(1,1) NOT NULL,
  name Name NOT NULL,
  starttime time NOT NULL,
  endtime time NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_Shift_ShiftID PRIMARY KEY (shiftid)
);
ALTER TABLE humanresources.shift ADD CONSTRAINT DF_shift_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Work shift lookup table.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'shift';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for Shift records.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'shift', @level2type = N'COLUMN', @level2name = N'shiftid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Shift description.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'shift', @level2type = N'COLUMN', @level2name = N'name';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Shift start time.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'shift', @level2type = N'COLUMN', @level2name = N'starttime';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Shift end time.', @level0type = N'SCHEMA', @level0name = N'humanresources', @level1type = N'TABLE', @level1name = N'shift', @level2type = N'COLUMN', @level2name = N'endtime';

CREATE TABLE production.billofmaterials (
  billofmaterialsid INT IDENTITY(1,1) NOT NULL,
  productassemblyid int NULL,
  componentid int NOT NULL,
  startdate DATETIME2 NOT NULL,
  enddate DATETIME2 NULL,
  unitmeasurecode char(3) NOT NULL,
  bomlevel smallint NOT NULL,
  perassemblyqty decimal(8, 2) NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_BillOfMaterials_BillOfMaterialsID PRIMARY KEY (billofmaterialsid),
  CONSTRAINT CK_BillOfMaterials_EndDate CHECK ((EndDate > StartDate) OR (EndDate IS NULL)),
  CONSTRAINT CK_BillOfMaterials_ProductAssemblyID CHECK (ProductAssemblyID <> ComponentID),
  CONSTRAINT CK_BillOfMaterials_BOMLevel CHECK (((ProductAssemblyID IS NULL) AND (BOMLevel = 0) AND (PerAssemblyQty = 1.00)) OR ((ProductAssemblyID IS NOT NULL) AND (BOMLevel >= 1))),
  CONSTRAINT CK_BillOfMaterials_PerAssemblyQty CHECK (PerAssemblyQty >= 1.00)
);
ALTER TABLE production.billofmaterials ADD CONSTRAINT DF_billofmaterials_startdate DEFAULT CURRENT_TIMESTAMP FOR startdate;
ALTER TABLE production.billofmaterials ADD CONSTRAINT DF_billofmaterials_perassemblyqty DEFAULT 1.00 FOR perassemblyqty;
ALTER TABLE production.billofmaterials ADD CONSTRAINT DF_billofmaterials_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Items required to make bicycles and bicycle subassemblies. It identifies the heirarchical relationship between a parent product and its components.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'billofmaterials';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for BillOfMaterials records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'billofmaterials', @level2type = N'COLUMN', @level2name = N'billofmaterialsid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Parent product identification number. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'billofmaterials', @level2type = N'COLUMN', @level2name = N'productassemblyid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Component identification number. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'billofmaterials', @level2type = N'COLUMN', @level2name = N'componentid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the component started being used in the assembly item.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'billofmaterials', @level2type = N'COLUMN', @level2name = N'startdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the component stopped being used in the assembly item.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'billofmaterials', @level2type = N'COLUMN', @level2name = N'enddate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Standard code identifying the unit of measure for the quantity.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'billofmaterials', @level2type = N'COLUMN', @level2name = N'unitmeasurecode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Indicates the depth the component is from its parent (AssemblyID).', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'billofmaterials', @level2type = N'COLUMN', @level2name = N'bomlevel';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Quantity of the component needed to create the assembly.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'billofmaterials', @level2type = N'COLUMN', @level2name = N'perassemblyqty';

CREATE TABLE production.culture (
  cultureid char(6) NOT NULL,
  name Name NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_Culture_CultureID PRIMARY KEY (cultureid)
);
ALTER TABLE production.culture ADD CONSTRAINT DF_culture_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Lookup table containing the languages in which some AdventureWorks data is stored.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'culture';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for Culture records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'culture', @level2type = N'COLUMN', @level2name = N'cultureid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Culture description.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'culture', @level2type = N'COLUMN', @level2name = N'name';

CREATE TABLE production.document (
  title varchar(50) NOT NULL,
  owner int NOT NULL,
  folderflag Flag NOT NULL,
  filename varchar(400) NOT NULL,
  fileextension varchar(8) NULL,
  revision char(5) NOT NULL,
  changenumber int NOT NULL,
  status smallint NOT NULL,
  documentsummary text NULL,
  document VARBINARY(MAX) NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  documentnode NVARCHAR(255) NOT NULL,
  CONSTRAINT PK_Document_DocumentNode PRIMARY KEY (documentnode),
  CONSTRAINT UQ_document_rowguid UNIQUE (rowguid),
  CONSTRAINT CK_Document_Status CHECK (Status BETWEEN 1 AND 3)
);
ALTER TABLE production.document ADD CONSTRAINT DF_document_folderflag DEFAULT 0 FOR folderflag;
ALTER TABLE production.document ADD CONSTRAINT DF_document_changenumber DEFAULT 0 FOR changenumber;
ALTER TABLE production.document ADD CONSTRAINT DF_document_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production.document ADD CONSTRAINT DF_document_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
ALTER TABLE production.document ADD CONSTRAINT DF_document_documentnode DEFAULT '/' FOR documentnode;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product maintenance documents.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'document';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Title of the document.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'document', @level2type = N'COLUMN', @level2name = N'title';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Employee who controls the document.  Foreign key to Employee.BusinessEntityID', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'document', @level2type = N'COLUMN', @level2name = N'owner';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'0 = This is a folder, 1 = This is a document.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'document', @level2type = N'COLUMN', @level2name = N'folderflag';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'File name of the document', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'document', @level2type = N'COLUMN', @level2name = N'filename';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'File extension indicating the document type. For example, .doc or .txt.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'document', @level2type = N'COLUMN', @level2name = N'fileextension';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Revision number of the document.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'document', @level2type = N'COLUMN', @level2name = N'revision';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Engineering change approval number.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'document', @level2type = N'COLUMN', @level2name = N'changenumber';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'1 = Pending approval, 2 = Approved, 3 = Obsolete', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'document', @level2type = N'COLUMN', @level2name = N'status';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Document abstract.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'document', @level2type = N'COLUMN', @level2name = N'documentsummary';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Complete document.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'document', @level2type = N'COLUMN', @level2name = N'document';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'ROWGUIDCOL number uniquely identifying the record. Required for FileStream.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'document', @level2type = N'COLUMN', @level2name = N'rowguid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for Document records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'document', @level2type = N'COLUMN', @level2name = N'documentnode';

CREATE TABLE production.productcategory (
  productcategoryid INT IDENTITY(1,1) NOT NULL,
  name Name NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ProductCategory_ProductCategoryID PRIMARY KEY (productcategoryid)
);
ALTER TABLE production.productcategory ADD CONSTRAINT DF_productcategory_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production.productcategory ADD CONSTRAINT DF_productcategory_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'High-level product categorization.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productcategory';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for ProductCategory records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productcategory', @level2type = N'COLUMN', @level2name = N'productcategoryid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Category description.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productcategory', @level2type = N'COLUMN', @level2name = N'name';

CREATE TABLE production.productsubcategory (
  productsubcategoryid INT IDENTITY(1,1) NOT NULL,
  productcategoryid int NOT NULL,
  name Name NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ProductSubcategory_ProductSubcategoryID PRIMARY KEY (productsubcategoryid)
);
ALTER TABLE production.productsubcategory ADD CONSTRAINT DF_productsubcategory_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production.productsubcategory ADD CONSTRAINT DF_productsubcategory_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product subcategories. See ProductCategory table.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productsubcategory';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for ProductSubcategory records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productsubcategory', @level2type = N'COLUMN', @level2name = N'productsubcategoryid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product category identification number. Foreign key to ProductCategory.ProductCategoryID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productsubcategory', @level2type = N'COLUMN', @level2name = N'productcategoryid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Subcategory description.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productsubcategory', @level2type = N'COLUMN', @level2name = N'name';

CREATE TABLE production.productmodel (
  productmodelid INT IDENTITY(1,1) NOT NULL,
  name Name NOT NULL,
  catalogdescription xml NULL,
  instructions xml NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ProductModel_ProductModelID PRIMARY KEY (productmodelid)
);
ALTER TABLE production.productmodel ADD CONSTRAINT DF_productmodel_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production.productmodel ADD CONSTRAINT DF_productmodel_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product model classification.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productmodel';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for ProductModel records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productmodel', @level2type = N'COLUMN', @level2name = N'productmodelid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product model description.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productmodel', @level2type = N'COLUMN', @level2name = N'name';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Detailed product catalog information in xml format.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productmodel', @level2type = N'COLUMN', @level2name = N'catalogdescription';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Manufacturing instructions in xml format.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productmodel', @level2type = N'COLUMN', @level2name = N'instructions';

CREATE TABLE production.product (
  productid INT IDENTITY(1,1) NOT NULL,
  name Name NOT NULL,
  productnumber varchar(25) NOT NULL,
  makeflag Flag NOT NULL,
  finishedgoodsflag Flag NOT NULL,
  color varchar(15) NULL,
  safetystocklevel smallint NOT NULL,
  reorderpoint smallint NOT NULL,
  standardcost numeric NOT NULL,
  listprice numeric NOT NULL,
  size varchar(5) NULL,
  sizeunitmeasurecode char(3) NULL,
  weightunitmeasurecode char(3) NULL,
  weight decimal(8, 2) NULL,
  daystomanufacture int NOT NULL,
  productline char(2) NULL,
  class char(2) NULL,
  style char(2) NULL,
  productsubcategoryid int NULL,
  productmodelid int NULL,
  sellstartdate DATETIME2 NOT NULL,
  sellenddate DATETIME2 NULL,
  discontinueddate DATETIME2 NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_Product_ProductID PRIMARY KEY (productid),
  CONSTRAINT CK_Product_SafetyStockLevel CHECK (SafetyStockLevel > 0),
  CONSTRAINT CK_Product_ReorderPoint CHECK (ReorderPoint > 0),
  CONSTRAINT CK_Product_StandardCost CHECK (StandardCost >= 0.00),
  CONSTRAINT CK_Product_ListPrice CHECK (ListPrice >= 0.00),
  CONSTRAINT CK_Product_Weight CHECK (Weight > 0.00),
  CONSTRAINT CK_Product_DaysToManufacture CHECK (DaysToManufacture >= 0),
  CONSTRAINT CK_Product_ProductLine CHECK (UPPER(ProductLine) IN ('S', 'T', 'M', 'R') OR ProductLine IS NULL),
  CONSTRAINT CK_Product_Class CHECK (UPPER(Class) IN ('L', 'M', 'H') OR Class IS NULL),
  CONSTRAINT CK_Product_Style CHECK (UPPER(Style) IN ('W', 'M', 'U') OR Style IS NULL),
  CONSTRAINT CK_Product_SellEndDate CHECK ((SellEndDate >= SellStartDate) OR (SellEndDate IS NULL))
);
ALTER TABLE production.product ADD CONSTRAINT DF_product_makeflag DEFAULT 1 FOR makeflag;
ALTER TABLE production.product ADD CONSTRAINT DF_product_finishedgoodsflag DEFAULT 1 FOR finishedgoodsflag;
ALTER TABLE production.product ADD CONSTRAINT DF_product_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production.product ADD CONSTRAINT DF_product_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Products sold or used in the manfacturing of sold products.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for Product records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Name of the product.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'name';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Unique product identification number.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'productnumber';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'0 = Product is purchased, 1 = Product is manufactured in-house.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'makeflag';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'0 = Product is not a salable item. 1 = Product is salable.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'finishedgoodsflag';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product color.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'color';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Minimum inventory quantity.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'safetystocklevel';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Inventory level that triggers a purchase order or work order.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'reorderpoint';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Standard cost of the product.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'standardcost';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Selling price.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'listprice';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product size.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'size';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Unit of measure for Size column.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'sizeunitmeasurecode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Unit of measure for Weight column.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'weightunitmeasurecode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product weight.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'weight';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Number of days required to manufacture the product.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'daystomanufacture';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'R = Road, M = Mountain, T = Touring, S = Standard', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'productline';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'H = High, M = Medium, L = Low', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'class';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'W = Womens, M = Mens, U = Universal', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'style';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product is a member of this product subcategory. Foreign key to ProductSubCategory.ProductSubCategoryID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'productsubcategoryid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product is a member of this product model. Foreign key to ProductModel.ProductModelID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'productmodelid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the product was available for sale.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'sellstartdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the product was no longer available for sale.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'sellenddate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the product was discontinued.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'product', @level2type = N'COLUMN', @level2name = N'discontinueddate';

CREATE TABLE production.productcosthistory (
  productid int NOT NULL,
  startdate DATETIME2 NOT NULL,
  enddate DATETIME2 NULL,
  standardcost numeric NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ProductCostHistory_ProductID_StartDate PRIMARY KEY (productid, startdate),
  CONSTRAINT CK_ProductCostHistory_EndDate CHECK ((EndDate >= StartDate) OR (EndDate IS NULL)),
  CONSTRAINT CK_ProductCostHistory_StandardCost CHECK (StandardCost >= 0.00)
);
ALTER TABLE production.productcosthistory ADD CONSTRAINT DF_productcosthistory_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Changes in the cost of a product over time.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productcosthistory';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product identification number. Foreign key to Product.ProductID', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productcosthistory', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product cost start date.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productcosthistory', @level2type = N'COLUMN', @level2name = N'startdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product cost end date.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productcosthistory', @level2type = N'COLUMN', @level2name = N'enddate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Standard cost of the product.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productcosthistory', @level2type = N'COLUMN', @level2name = N'standardcost';

CREATE TABLE production.productdescription (
  productdescriptionid INT IDENTITY(1,1) NOT NULL,
  description varchar(400) NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ProductDescription_ProductDescriptionID PRIMARY KEY (productdescriptionid)
);
ALTER TABLE production.productdescription ADD CONSTRAINT DF_productdescription_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production.productdescription ADD CONSTRAINT DF_productdescription_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product descriptions in several languages.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productdescription';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for ProductDescription records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productdescription', @level2type = N'COLUMN', @level2name = N'productdescriptionid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Description of the product.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productdescription', @level2type = N'COLUMN', @level2name = N'description';

CREATE TABLE production.productdocument (
  productid int NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  documentnode NVARCHAR(255) NOT NULL,
  CONSTRAINT PK_ProductDocument_ProductID_DocumentNode PRIMARY KEY (productid, documentnode)
);
ALTER TABLE production.productdocument ADD CONSTRAINT DF_productdocument_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
ALTER TABLE production.productdocument ADD CONSTRAINT DF_productdocument_documentnode DEFAULT '/' FOR documentnode;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Cross-reference table mapping products to related product documents.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productdocument';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product identification number. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productdocument', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Document identification number. Foreign key to Document.DocumentNode.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productdocument', @level2type = N'COLUMN', @level2name = N'documentnode';

CREATE TABLE production.location (
  locationid INT IDENTITY(1,1) NOT NULL,
  name Name NOT NULL,
  costrate numeric NOT NULL,
  availability decimal(8, 2) NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_Location_LocationID PRIMARY KEY (locationid),
  CONSTRAINT CK_Location_CostRate CHECK (CostRate >= 0.00),
  CONSTRAINT CK_Location_Availability CHECK (Availability >= 0.00)
);
ALTER TABLE production.location ADD CONSTRAINT DF_location_costrate DEFAULT 0.00 FOR costrate;
ALTER TABLE production.location ADD CONSTRAINT DF_location_availability DEFAULT 0.00 FOR availability;
ALTER TABLE production.location ADD CONSTRAINT DF_location_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product inventory and manufacturing locations.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'location';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for Location records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'location', @level2type = N'COLUMN', @level2name = N'locationid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Location description.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'location', @level2type = N'COLUMN', @level2name = N'name';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Standard hourly cost of the manufacturing location.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'location', @level2type = N'COLUMN', @level2name = N'costrate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Work capacity (in hours) of the manufacturing location.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'location', @level2type = N'COLUMN', @level2name = N'availability';

CREATE TABLE production.productinventory (
  productid int NOT NULL,
  locationid smallint NOT NULL,
  shelf varchar(10) NOT NULL,
  bin smallint NOT NULL,
  quantity smallint NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ProductInventory_ProductID_LocationID PRIMARY KEY (productid, locationid),
  CONSTRAINT CK_ProductInventory_Bin CHECK (Bin BETWEEN 0 AND 100)
);
ALTER TABLE production.productinventory ADD CONSTRAINT DF_productinventory_quantity DEFAULT 0 FOR quantity;
ALTER TABLE production.productinventory ADD CONSTRAINT DF_productinventory_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE production.productinventory ADD CONSTRAINT DF_productinventory_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product inventory information.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productinventory';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product identification number. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productinventory', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Inventory location identification number. Foreign key to Location.LocationID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productinventory', @level2type = N'COLUMN', @level2name = N'locationid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Storage compartment within an inventory location.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productinventory', @level2type = N'COLUMN', @level2name = N'shelf';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Storage container on a shelf in an inventory location.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productinventory', @level2type = N'COLUMN', @level2name = N'bin';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Quantity of products in the inventory location.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productinventory', @level2type = N'COLUMN', @level2name = N'quantity';

CREATE TABLE production.productlistpricehistory (
  productid int NOT NULL,
  startdate DATETIME2 NOT NULL,
  enddate DATETIME2 NULL,
  listprice numeric NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ProductListPriceHistory_ProductID_StartDate PRIMARY KEY (productid, startdate),
  CONSTRAINT CK_ProductListPriceHistory_EndDate CHECK ((EndDate >= StartDate) OR (EndDate IS NULL)),
  CONSTRAINT CK_ProductListPriceHistory_ListPrice CHECK (ListPrice > 0.00)
);
ALTER TABLE production.productlistpricehistory ADD CONSTRAINT DF_productlistpricehistory_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Changes in the list price of a product over time.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productlistpricehistory';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product identification number. Foreign key to Product.ProductID', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productlistpricehistory', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'List price start date.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productlistpricehistory', @level2type = N'COLUMN', @level2name = N'startdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'List price end date', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productlistpricehistory', @level2type = N'COLUMN', @level2name = N'enddate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product list price.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productlistpricehistory', @level2type = N'COLUMN', @level2name = N'listprice';

CREATE TABLE production.illustration (
  illustrationid INT IDENTITY(1,1) NOT NULL,
  diagram xml NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_Illustration_IllustrationID PRIMARY KEY (illustrationid)
);
ALTER TABLE production.illustration ADD CONSTRAINT DF_illustration_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Bicycle assembly diagrams.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'illustration';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for Illustration records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'illustration', @level2type = N'COLUMN', @level2name = N'illustrationid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Illustrations used in manufacturing instructions. Stored as XML.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'illustration', @level2type = N'COLUMN', @level2name = N'diagram';

CREATE TABLE production.productmodelillustration (
  productmodelid int NOT NULL,
  illustrationid int NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ProductModelIllustration_ProductModelID_IllustrationID PRIMARY KEY (productmodelid, illustrationid)
);
ALTER TABLE production.productmodelillustration ADD CONSTRAINT DF_productmodelillustration_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Cross-reference table mapping product models and illustrations.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productmodelillustration';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to ProductModel.ProductModelID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productmodelillustration', @level2type = N'COLUMN', @level2name = N'productmodelid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to Illustration.IllustrationID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productmodelillustration', @level2type = N'COLUMN', @level2name = N'illustrationid';

CREATE TABLE production.productmodelproductdescriptionculture (
  productmodelid int NOT NULL,
  productdescriptionid int NOT NULL,
  cultureid char(6) NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ProductModelProductDescriptionCulture_ProductModelID_Product PRIMARY KEY (productmodelid, productdescriptionid, cultureid)
);
ALTER TABLE production.productmodelproductdescriptionculture ADD CONSTRAINT DF_productmodelproductdescriptionculture_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Cross-reference table mapping product descriptions and the language the description is written in.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productmodelproductdescriptionculture';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to ProductModel.ProductModelID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productmodelproductdescriptionculture', @level2type = N'COLUMN', @level2name = N'productmodelid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to ProductDescription.ProductDescriptionID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productmodelproductdescriptionculture', @level2type = N'COLUMN', @level2name = N'productdescriptionid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Culture identification number. Foreign key to Culture.CultureID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productmodelproductdescriptionculture', @level2type = N'COLUMN', @level2name = N'cultureid';

CREATE TABLE production.productphoto (
  productphotoid INT IDENTITY(1,1) NOT NULL,
  thumbnailphoto VARBINARY(MAX) NULL,
  thumbnailphotofilename varchar(50) NULL,
  largephoto VARBINARY(MAX) NULL,
  largephotofilename varchar(50) NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ProductPhoto_ProductPhotoID PRIMARY KEY (productphotoid)
);
ALTER TABLE production.productphoto ADD CONSTRAINT DF_productphoto_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product images.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productphoto';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for ProductPhoto records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productphoto', @level2type = N'COLUMN', @level2name = N'productphotoid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Small image of the product.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productphoto', @level2type = N'COLUMN', @level2name = N'thumbnailphoto';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Small image file name.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productphoto', @level2type = N'COLUMN', @level2name = N'thumbnailphotofilename';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Large image of the product.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productphoto', @level2type = N'COLUMN', @level2name = N'largephoto';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Large image file name.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productphoto', @level2type = N'COLUMN', @level2name = N'largephotofilename';

CREATE TABLE production.productproductphoto (
  productid int NOT NULL,
  productphotoid int NOT NULL,
  [primary] Flag NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ProductProductPhoto_ProductID_ProductPhotoID PRIMARY KEY (productid, productphotoid)
);
ALTER TABLE production.productproductphoto ADD CONSTRAINT DF_productproductphoto_primary DEFAULT 0 FOR [primary];
ALTER TABLE production.productproductphoto ADD CONSTRAINT DF_productproductphoto_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Cross-reference table mapping products and product photos.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productproductphoto';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product identification number. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productproductphoto', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product photo identification number. Foreign key to ProductPhoto.ProductPhotoID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productproductphoto', @level2type = N'COLUMN', @level2name = N'productphotoid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'0 = Photo is not the principal image. 1 = Photo is the principal image.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productproductphoto', @level2type = N'COLUMN', @level2name = N'primary';

CREATE TABLE production.productreview (
  productreviewid INT IDENTITY(1,1) NOT NULL,
  productid int NOT NULL,
  reviewername Name NOT NULL,
  reviewdate DATETIME2 NOT NULL,
  emailaddress varchar(50) NOT NULL,
  rating int NOT NULL,
  comments varchar(3850) NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ProductReview_ProductReviewID PRIMARY KEY (productreviewid),
  CONSTRAINT CK_ProductReview_Rating CHECK (Rating BETWEEN 1 AND 5)
);
ALTER TABLE production.productreview ADD CONSTRAINT DF_productreview_reviewdate DEFAULT CURRENT_TIMESTAMP FOR reviewdate;
ALTER TABLE production.productreview ADD CONSTRAINT DF_productreview_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Customer reviews of products they have purchased.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productreview';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for ProductReview records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productreview', @level2type = N'COLUMN', @level2name = N'productreviewid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product identification number. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productreview', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Name of the reviewer.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productreview', @level2type = N'COLUMN', @level2name = N'reviewername';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date review was submitted.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productreview', @level2type = N'COLUMN', @level2name = N'reviewdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Reviewer''s e-mail address.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productreview', @level2type = N'COLUMN', @level2name = N'emailaddress';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product rating given by the reviewer. Scale is 1 to 5 with 5 as the highest rating.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productreview', @level2type = N'COLUMN', @level2name = N'rating';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Reviewer''s comments', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'productreview', @level2type = N'COLUMN', @level2name = N'comments';

CREATE TABLE production.scrapreason (
  scrapreasonid INT IDENTITY(1,1) NOT NULL,
  name Name NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ScrapReason_ScrapReasonID PRIMARY KEY (scrapreasonid)
);
ALTER TABLE production.scrapreason ADD CONSTRAINT DF_scrapreason_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Manufacturing failure reasons lookup table.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'scrapreason';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for ScrapReason records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'scrapreason', @level2type = N'COLUMN', @level2name = N'scrapreasonid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Failure description.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'scrapreason', @level2type = N'COLUMN', @level2name = N'name';

CREATE TABLE production.transactionhistory (
  transactionid INT IDENTITY(1,1) NOT NULL,
  productid int NOT NULL,
  referenceorderid int NOT NULL,
  referenceorderlineid int NOT NULL,
  transactiondate DATETIME2 NOT NULL,
  transactiontype char(1) NOT NULL,
  quantity int NOT NULL,
  actualcost numeric NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_TransactionHistory_TransactionID PRIMARY KEY (transactionid),
  CONSTRAINT CK_TransactionHistory_TransactionType CHECK (UPPER(TransactionType) IN ('W', 'S', 'P'))
);
ALTER TABLE production.transactionhistory ADD CONSTRAINT DF_transactionhistory_referenceorderlineid DEFAULT 0 FOR referenceorderlineid;
ALTER TABLE production.transactionhistory ADD CONSTRAINT DF_transactionhistory_transactiondate DEFAULT CURRENT_TIMESTAMP FOR transactiondate;
ALTER TABLE production.transactionhistory ADD CONSTRAINT DF_transactionhistory_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Record of each purchase order, sales order, or work order transaction year to date.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistory';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for TransactionHistory records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistory', @level2type = N'COLUMN', @level2name = N'transactionid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product identification number. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistory', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Purchase order, sales order, or work order identification number.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistory', @level2type = N'COLUMN', @level2name = N'referenceorderid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Line number associated with the purchase order, sales order, or work order.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistory', @level2type = N'COLUMN', @level2name = N'referenceorderlineid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date and time of the transaction.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistory', @level2type = N'COLUMN', @level2name = N'transactiondate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'W = WorkOrder, S = SalesOrder, P = PurchaseOrder', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistory', @level2type = N'COLUMN', @level2name = N'transactiontype';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product quantity.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistory', @level2type = N'COLUMN', @level2name = N'quantity';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product cost.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistory', @level2type = N'COLUMN', @level2name = N'actualcost';

CREATE TABLE production.transactionhistoryarchive (
  transactionid int NOT NULL,
  productid int NOT NULL,
  referenceorderid int NOT NULL,
  referenceorderlineid int NOT NULL,
  transactiondate DATETIME2 NOT NULL,
  transactiontype char(1) NOT NULL,
  quantity int NOT NULL,
  actualcost numeric NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_TransactionHistoryArchive_TransactionID PRIMARY KEY (transactionid),
  CONSTRAINT CK_TransactionHistoryArchive_TransactionType CHECK (UPPER(TransactionType) IN ('W', 'S', 'P'))
);
ALTER TABLE production.transactionhistoryarchive ADD CONSTRAINT DF_transactionhistoryarchive_referenceorderlineid DEFAULT 0 FOR referenceorderlineid;
ALTER TABLE production.transactionhistoryarchive ADD CONSTRAINT DF_transactionhistoryarchive_transactiondate DEFAULT CURRENT_TIMESTAMP FOR transactiondate;
ALTER TABLE production.transactionhistoryarchive ADD CONSTRAINT DF_transactionhistoryarchive_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Transactions for previous years.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistoryarchive';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for TransactionHistoryArchive records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistoryarchive', @level2type = N'COLUMN', @level2name = N'transactionid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product identification number. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistoryarchive', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Purchase order, sales order, or work order identification number.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistoryarchive', @level2type = N'COLUMN', @level2name = N'referenceorderid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Line number associated with the purchase order, sales order, or work order.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistoryarchive', @level2type = N'COLUMN', @level2name = N'referenceorderlineid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date and time of the transaction.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistoryarchive', @level2type = N'COLUMN', @level2name = N'transactiondate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'W = Work Order, S = Sales Order, P = Purchase Order', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistoryarchive', @level2type = N'COLUMN', @level2name = N'transactiontype';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product quantity.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistoryarchive', @level2type = N'COLUMN', @level2name = N'quantity';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product cost.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'transactionhistoryarchive', @level2type = N'COLUMN', @level2name = N'actualcost';

CREATE TABLE production.unitmeasure (
  unitmeasurecode char(3) NOT NULL,
  name Name NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_UnitMeasure_UnitMeasureCode PRIMARY KEY (unitmeasurecode)
);
ALTER TABLE production.unitmeasure ADD CONSTRAINT DF_unitmeasure_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Unit of measure lookup table.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'unitmeasure';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'unitmeasure', @level2type = N'COLUMN', @level2name = N'unitmeasurecode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Unit of measure description.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'unitmeasure', @level2type = N'COLUMN', @level2name = N'name';

CREATE TABLE production.workorder (
  workorderid INT IDENTITY(1,1) NOT NULL,
  productid int NOT NULL,
  orderqty int NOT NULL,
  scrappedqty smallint NOT NULL,
  startdate DATETIME2 NOT NULL,
  enddate DATETIME2 NULL,
  duedate DATETIME2 NOT NULL,
  scrapreasonid smallint NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_WorkOrder_WorkOrderID PRIMARY KEY (workorderid),
  CONSTRAINT CK_WorkOrder_OrderQty CHECK (OrderQty > 0),
  CONSTRAINT CK_WorkOrder_ScrappedQty CHECK (ScrappedQty >= 0),
  CONSTRAINT CK_WorkOrder_EndDate CHECK ((EndDate >= StartDate) OR (EndDate IS NULL))
);
ALTER TABLE production.workorder ADD CONSTRAINT DF_workorder_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Manufacturing work orders.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorder';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for WorkOrder records.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorder', @level2type = N'COLUMN', @level2name = N'workorderid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product identification number. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorder', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product quantity to build.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorder', @level2type = N'COLUMN', @level2name = N'orderqty';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Quantity that failed inspection.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorder', @level2type = N'COLUMN', @level2name = N'scrappedqty';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Work order start date.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorder', @level2type = N'COLUMN', @level2name = N'startdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Work order end date.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorder', @level2type = N'COLUMN', @level2name = N'enddate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Work order due date.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorder', @level2type = N'COLUMN', @level2name = N'duedate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Reason for inspection failure.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorder', @level2type = N'COLUMN', @level2name = N'scrapreasonid';

CREATE TABLE production.workorderrouting (
  workorderid int NOT NULL,
  productid int NOT NULL,
  operationsequence smallint NOT NULL,
  locationid smallint NOT NULL,
  scheduledstartdate DATETIME2 NOT NULL,
  scheduledenddate DATETIME2 NOT NULL,
  actualstartdate DATETIME2 NULL,
  actualenddate DATETIME2 NULL,
  actualresourcehrs decimal(9, 4) NULL,
  plannedcost numeric NOT NULL,
  actualcost numeric NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_WorkOrderRouting_WorkOrderID_ProductID_OperationSequence PRIMARY KEY (workorderid, productid, operationsequence),
  CONSTRAINT CK_WorkOrderRouting_ScheduledEndDate CHECK (ScheduledEndDate >= ScheduledStartDate),
  CONSTRAINT CK_WorkOrderRouting_ActualEndDate CHECK ((ActualEndDate >= ActualStartDate) OR (ActualEndDate IS NULL) OR (ActualStartDate IS NULL)),
  CONSTRAINT CK_WorkOrderRouting_ActualResourceHrs CHECK (ActualResourceHrs >= 0.0000),
  CONSTRAINT CK_WorkOrderRouting_PlannedCost CHECK (PlannedCost > 0.00),
  CONSTRAINT CK_WorkOrderRouting_ActualCost CHECK (ActualCost > 0.00)
);
ALTER TABLE production.workorderrouting ADD CONSTRAINT DF_workorderrouting_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Work order details.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorderrouting';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to WorkOrder.WorkOrderID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorderrouting', @level2type = N'COLUMN', @level2name = N'workorderid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorderrouting', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Indicates the manufacturing process sequence.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorderrouting', @level2type = N'COLUMN', @level2name = N'operationsequence';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Manufacturing location where the part is processed. Foreign key to Location.LocationID.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorderrouting', @level2type = N'COLUMN', @level2name = N'locationid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Planned manufacturing start date.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorderrouting', @level2type = N'COLUMN', @level2name = N'scheduledstartdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Planned manufacturing end date.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorderrouting', @level2type = N'COLUMN', @level2name = N'scheduledenddate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Actual start date.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorderrouting', @level2type = N'COLUMN', @level2name = N'actualstartdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Actual end date.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorderrouting', @level2type = N'COLUMN', @level2name = N'actualenddate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Number of manufacturing hours used.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorderrouting', @level2type = N'COLUMN', @level2name = N'actualresourcehrs';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Estimated manufacturing cost.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorderrouting', @level2type = N'COLUMN', @level2name = N'plannedcost';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Actual manufacturing cost.', @level0type = N'SCHEMA', @level0name = N'production', @level1type = N'TABLE', @level1name = N'workorderrouting', @level2type = N'COLUMN', @level2name = N'actualcost';

CREATE TABLE purchasing.productvendor (
  productid int NOT NULL,
  businessentityid int NOT NULL,
  averageleadtime int NOT NULL,
  standardprice numeric NOT NULL,
  lastreceiptcost numeric NULL,
  lastreceiptdate DATETIME2 NULL,
  minorderqty int NOT NULL,
  maxorderqty int NOT NULL,
  onorderqty int NULL,
  unitmeasurecode char(3) NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ProductVendor_ProductID_BusinessEntityID PRIMARY KEY (productid, businessentityid),
  CONSTRAINT CK_ProductVendor_AverageLeadTime CHECK (AverageLeadTime >= 1),
  CONSTRAINT CK_ProductVendor_StandardPrice CHECK (StandardPrice > 0.00),
  CONSTRAINT CK_ProductVendor_LastReceiptCost CHECK (LastReceiptCost > 0.00),
  CONSTRAINT CK_ProductVendor_MinOrderQty CHECK (MinOrderQty >= 1),
  CONSTRAINT CK_ProductVendor_MaxOrderQty CHECK (MaxOrderQty >= 1),
  CONSTRAINT CK_ProductVendor_OnOrderQty CHECK (OnOrderQty >= 0)
);
ALTER TABLE purchasing.productvendor ADD CONSTRAINT DF_productvendor_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Cross-reference table mapping vendors with the products they supply.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'productvendor';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'productvendor', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to Vendor.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'productvendor', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'The average span of time (in days) between placing an order with the vendor and receiving the purchased product.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'productvendor', @level2type = N'COLUMN', @level2name = N'averageleadtime';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'The vendor''s usual selling price.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'productvendor', @level2type = N'COLUMN', @level2name = N'standardprice';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'The selling price when last purchased.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'productvendor', @level2type = N'COLUMN', @level2name = N'lastreceiptcost';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the product was last received by the vendor.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'productvendor', @level2type = N'COLUMN', @level2name = N'lastreceiptdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'The maximum quantity that should be ordered.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'productvendor', @level2type = N'COLUMN', @level2name = N'minorderqty';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'The minimum quantity that should be ordered.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'productvendor', @level2type = N'COLUMN', @level2name = N'maxorderqty';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'The quantity currently on order.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'productvendor', @level2type = N'COLUMN', @level2name = N'onorderqty';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'The product''s unit of measure.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'productvendor', @level2type = N'COLUMN', @level2name = N'unitmeasurecode';

CREATE TABLE purchasing.purchaseorderdetail (
  purchaseorderid int NOT NULL,
  purchaseorderdetailid INT IDENTITY(1,1) NOT NULL,
  duedate DATETIME2 NOT NULL,
  orderqty smallint NOT NULL,
  productid int NOT NULL,
  unitprice numeric NOT NULL,
  receivedqty decimal(8, 2) NOT NULL,
  rejectedqty decimal(8, 2) NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_PurchaseOrderDetail_PurchaseOrderID_PurchaseOrderDetailID PRIMARY KEY (purchaseorderid, purchaseorderdetailid),
  CONSTRAINT CK_PurchaseOrderDetail_OrderQty CHECK (OrderQty > 0),
  CONSTRAINT CK_PurchaseOrderDetail_UnitPrice CHECK (UnitPrice >= 0.00),
  CONSTRAINT CK_PurchaseOrderDetail_ReceivedQty CHECK (ReceivedQty >= 0.00),
  CONSTRAINT CK_PurchaseOrderDetail_RejectedQty CHECK (RejectedQty >= 0.00)
);
ALTER TABLE purchasing.purchaseorderdetail ADD CONSTRAINT DF_purchaseorderdetail_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Individual products associated with a specific purchase order. See PurchaseOrderHeader.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderdetail';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to PurchaseOrderHeader.PurchaseOrderID.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderdetail', @level2type = N'COLUMN', @level2name = N'purchaseorderid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. One line number per purchased product.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderdetail', @level2type = N'COLUMN', @level2name = N'purchaseorderdetailid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the product is expected to be received.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderdetail', @level2type = N'COLUMN', @level2name = N'duedate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Quantity ordered.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderdetail', @level2type = N'COLUMN', @level2name = N'orderqty';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product identification number. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderdetail', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Vendor''s selling price of a single product.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderdetail', @level2type = N'COLUMN', @level2name = N'unitprice';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Quantity actually received from the vendor.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderdetail', @level2type = N'COLUMN', @level2name = N'receivedqty';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Quantity rejected during inspection.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderdetail', @level2type = N'COLUMN', @level2name = N'rejectedqty';

CREATE TABLE purchasing.purchaseorderheader (
  purchaseorderid INT IDENTITY(1,1) NOT NULL,
  revisionnumber smallint NOT NULL,
  status smallint NOT NULL,
  employeeid int NOT NULL,
  vendorid int NOT NULL,
  shipmethodid int NOT NULL,
  orderdate DATETIME2 NOT NULL,
  shipdate DATETIME2 NULL,
  subtotal numeric NOT NULL,
  taxamt numeric NOT NULL,
  freight numeric NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_PurchaseOrderHeader_PurchaseOrderID PRIMARY KEY (purchaseorderid),
  CONSTRAINT CK_PurchaseOrderHeader_Status CHECK (Status BETWEEN 1 AND 4),
  CONSTRAINT CK_PurchaseOrderHeader_ShipDate CHECK ((ShipDate >= OrderDate) OR (ShipDate IS NULL)),
  CONSTRAINT CK_PurchaseOrderHeader_SubTotal CHECK (SubTotal >= 0.00),
  CONSTRAINT CK_PurchaseOrderHeader_TaxAmt CHECK (TaxAmt >= 0.00),
  CONSTRAINT CK_PurchaseOrderHeader_Freight CHECK (Freight >= 0.00)
);
ALTER TABLE purchasing.purchaseorderheader ADD CONSTRAINT DF_purchaseorderheader_revisionnumber DEFAULT 0 FOR revisionnumber;
ALTER TABLE purchasing.purchaseorderheader ADD CONSTRAINT DF_purchaseorderheader_status DEFAULT 1 FOR status;
ALTER TABLE purchasing.purchaseorderheader ADD CONSTRAINT DF_purchaseorderheader_orderdate DEFAULT CURRENT_TIMESTAMP FOR orderdate;
ALTER TABLE purchasing.purchaseorderheader ADD CONSTRAINT DF_purchaseorderheader_subtotal DEFAULT 0.00 FOR subtotal;
ALTER TABLE purchasing.purchaseorderheader ADD CONSTRAINT DF_purchaseorderheader_taxamt DEFAULT 0.00 FOR taxamt;
ALTER TABLE purchasing.purchaseorderheader ADD CONSTRAINT DF_purchaseorderheader_freight DEFAULT 0.00 FOR freight;
ALTER TABLE purchasing.purchaseorderheader ADD CONSTRAINT DF_purchaseorderheader_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'General purchase order information. See PurchaseOrderDetail.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderheader';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderheader', @level2type = N'COLUMN', @level2name = N'purchaseorderid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Incremental number to track changes to the purchase order over time.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderheader', @level2type = N'COLUMN', @level2name = N'revisionnumber';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Order current status. 1 = Pending; 2 = Approved; 3 = Rejected; 4 = Complete', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderheader', @level2type = N'COLUMN', @level2name = N'status';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Employee who created the purchase order. Foreign key to Employee.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderheader', @level2type = N'COLUMN', @level2name = N'employeeid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Vendor with whom the purchase order is placed. Foreign key to Vendor.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderheader', @level2type = N'COLUMN', @level2name = N'vendorid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Shipping method. Foreign key to ShipMethod.ShipMethodID.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderheader', @level2type = N'COLUMN', @level2name = N'shipmethodid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Purchase order creation date.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderheader', @level2type = N'COLUMN', @level2name = N'orderdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Estimated shipment date from the vendor.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderheader', @level2type = N'COLUMN', @level2name = N'shipdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Purchase order subtotal. Computed as SUM(PurchaseOrderDetail.LineTotal)for the appropriate PurchaseOrderID.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderheader', @level2type = N'COLUMN', @level2name = N'subtotal';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Tax amount.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderheader', @level2type = N'COLUMN', @level2name = N'taxamt';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Shipping cost.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'purchaseorderheader', @level2type = N'COLUMN', @level2name = N'freight';

CREATE TABLE purchasing.shipmethod (
  shipmethodid INT IDENTITY(1,1) NOT NULL,
  name Name NOT NULL,
  shipbase numeric NOT NULL,
  shiprate numeric NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ShipMethod_ShipMethodID PRIMARY KEY (shipmethodid),
  CONSTRAINT CK_ShipMethod_ShipBase CHECK (ShipBase > 0.00),
  CONSTRAINT CK_ShipMethod_ShipRate CHECK (ShipRate > 0.00)
);
ALTER TABLE purchasing.shipmethod ADD CONSTRAINT DF_shipmethod_shipbase DEFAULT 0.00 FOR shipbase;
ALTER TABLE purchasing.shipmethod ADD CONSTRAINT DF_shipmethod_shiprate DEFAULT 0.00 FOR shiprate;
ALTER TABLE purchasing.shipmethod ADD CONSTRAINT DF_shipmethod_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE purchasing.shipmethod ADD CONSTRAINT DF_shipmethod_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Shipping company lookup table.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'shipmethod';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for ShipMethod records.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'shipmethod', @level2type = N'COLUMN', @level2name = N'shipmethodid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Shipping company name.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'shipmethod', @level2type = N'COLUMN', @level2name = N'name';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Minimum shipping charge.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'shipmethod', @level2type = N'COLUMN', @level2name = N'shipbase';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Shipping charge per pound.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'shipmethod', @level2type = N'COLUMN', @level2name = N'shiprate';

CREATE TABLE purchasing.vendor (
  businessentityid int NOT NULL,
  accountnumber AccountNumber NOT NULL,
  name Name NOT NULL,
  creditrating smallint NOT NULL,
  preferredvendorstatus Flag NOT NULL,
  activeflag Flag NOT NULL,
  purchasingwebserviceurl varchar(1024) NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_Vendor_BusinessEntityID PRIMARY KEY (businessentityid),
  CONSTRAINT CK_Vendor_CreditRating CHECK (CreditRating BETWEEN 1 AND 5)
);
ALTER TABLE purchasing.vendor ADD CONSTRAINT DF_vendor_preferredvendorstatus DEFAULT 1 FOR preferredvendorstatus;
ALTER TABLE purchasing.vendor ADD CONSTRAINT DF_vendor_activeflag DEFAULT 1 FOR activeflag;
ALTER TABLE purchasing.vendor ADD CONSTRAINT DF_vendor_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Companies from whom Adventure Works Cycles purchases parts or other goods.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'vendor';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for Vendor records.  Foreign key to BusinessEntity.BusinessEntityID', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'vendor', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Vendor account (identification) number.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'vendor', @level2type = N'COLUMN', @level2name = N'accountnumber';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Company name.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'vendor', @level2type = N'COLUMN', @level2name = N'name';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'1 = Superior, 2 = Excellent, 3 = Above average, 4 = Average, 5 = Below average', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'vendor', @level2type = N'COLUMN', @level2name = N'creditrating';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'0 = Do not use if another vendor is available. 1 = Preferred over other vendors supplying the same product.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'vendor', @level2type = N'COLUMN', @level2name = N'preferredvendorstatus';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'0 = Vendor no longer used. 1 = Vendor is actively used.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'vendor', @level2type = N'COLUMN', @level2name = N'activeflag';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Vendor URL.', @level0type = N'SCHEMA', @level0name = N'purchasing', @level1type = N'TABLE', @level1name = N'vendor', @level2type = N'COLUMN', @level2name = N'purchasingwebserviceurl';

CREATE TABLE sales.countryregioncurrency (
  countryregioncode varchar(3) NOT NULL,
  currencycode char(3) NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_CountryRegionCurrency_CountryRegionCode_CurrencyCode PRIMARY KEY (countryregioncode, currencycode)
);
ALTER TABLE sales.countryregioncurrency ADD CONSTRAINT DF_countryregioncurrency_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Cross-reference table mapping ISO currency codes to a country or region.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'countryregioncurrency';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'ISO code for countries and regions. Foreign key to CountryRegion.CountryRegionCode.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'countryregioncurrency', @level2type = N'COLUMN', @level2name = N'countryregioncode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'ISO standard currency code. Foreign key to Currency.CurrencyCode.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'countryregioncurrency', @level2type = N'COLUMN', @level2name = N'currencycode';

CREATE TABLE sales.creditcard (
  creditcardid INT IDENTITY(1,1) NOT NULL,
  cardtype varchar(50) NOT NULL,
  cardnumber varchar(25) NOT NULL,
  expmonth smallint NOT NULL,
  expyear smallint NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_CreditCard_CreditCardID PRIMARY KEY (creditcardid)
);
ALTER TABLE sales.creditcard ADD CONSTRAINT DF_creditcard_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Customer credit card information.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'creditcard';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for CreditCard records.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'creditcard', @level2type = N'COLUMN', @level2name = N'creditcardid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Credit card name.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'creditcard', @level2type = N'COLUMN', @level2name = N'cardtype';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Credit card number.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'creditcard', @level2type = N'COLUMN', @level2name = N'cardnumber';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Credit card expiration month.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'creditcard', @level2type = N'COLUMN', @level2name = N'expmonth';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Credit card expiration year.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'creditcard', @level2type = N'COLUMN', @level2name = N'expyear';

CREATE TABLE sales.currency (
  currencycode char(3) NOT NULL,
  name Name NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_Currency_CurrencyCode PRIMARY KEY (currencycode)
);
ALTER TABLE sales.currency ADD CONSTRAINT DF_currency_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Lookup table containing standard ISO currencies.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'currency';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'The ISO code for the Currency.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'currency', @level2type = N'COLUMN', @level2name = N'currencycode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Currency name.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'currency', @level2type = N'COLUMN', @level2name = N'name';

CREATE TABLE sales.currencyrate (
  currencyrateid INT IDENTITY(1,1) NOT NULL,
  currencyratedate DATETIME2 NOT NULL,
  fromcurrencycode char(3) NOT NULL,
  tocurrencycode char(3) NOT NULL,
  averagerate numeric NOT NULL,
  endofdayrate numeric NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_CurrencyRate_CurrencyRateID PRIMARY KEY (currencyrateid)
);
ALTER TABLE sales.currencyrate ADD CONSTRAINT DF_currencyrate_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Currency exchange rates.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'currencyrate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for CurrencyRate records.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'currencyrate', @level2type = N'COLUMN', @level2name = N'currencyrateid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date and time the exchange rate was obtained.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'currencyrate', @level2type = N'COLUMN', @level2name = N'currencyratedate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Exchange rate was converted from this currency code.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'currencyrate', @level2type = N'COLUMN', @level2name = N'fromcurrencycode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Exchange rate was converted to this currency code.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'currencyrate', @level2type = N'COLUMN', @level2name = N'tocurrencycode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Average exchange rate for the day.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'currencyrate', @level2type = N'COLUMN', @level2name = N'averagerate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Final exchange rate for the day.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'currencyrate', @level2type = N'COLUMN', @level2name = N'endofdayrate';

CREATE TABLE sales.customer (
  customerid INT IDENTITY(1,1) NOT NULL,
  personid int NULL,
  storeid int NULL,
  territoryid int NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_Customer_CustomerID PRIMARY KEY (customerid)
);
ALTER TABLE sales.customer ADD CONSTRAINT DF_customer_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales.customer ADD CONSTRAINT DF_customer_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Current customer information. Also see the Person and Store tables.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'customer';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'customer', @level2type = N'COLUMN', @level2name = N'customerid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Foreign key to Person.BusinessEntityID', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'customer', @level2type = N'COLUMN', @level2name = N'personid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Foreign key to Store.BusinessEntityID', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'customer', @level2type = N'COLUMN', @level2name = N'storeid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'ID of the territory in which the customer is located. Foreign key to SalesTerritory.SalesTerritoryID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'customer', @level2type = N'COLUMN', @level2name = N'territoryid';

CREATE TABLE sales.personcreditcard (
  businessentityid int NOT NULL,
  creditcardid int NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_PersonCreditCard_BusinessEntityID_CreditCardID PRIMARY KEY (businessentityid, creditcardid)
);
ALTER TABLE sales.personcreditcard ADD CONSTRAINT DF_personcreditcard_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Cross-reference table mapping people to their credit card information in the CreditCard table.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'personcreditcard';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Business entity identification number. Foreign key to Person.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'personcreditcard', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Credit card identification number. Foreign key to CreditCard.CreditCardID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'personcreditcard', @level2type = N'COLUMN', @level2name = N'creditcardid';

CREATE TABLE sales.salesorderdetail (
  salesorderid int NOT NULL,
  salesorderdetailid INT IDENTITY(1,1) NOT NULL,
  carriertrackingnumber varchar(25) NULL,
  orderqty smallint NOT NULL,
  productid int NOT NULL,
  specialofferid int NOT NULL,
  unitprice numeric NOT NULL,
  unitpricediscount numeric NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_SalesOrderDetail_SalesOrderID_SalesOrderDetailID PRIMARY KEY (salesorderid, salesorderdetailid),
  CONSTRAINT CK_SalesOrderDetail_OrderQty CHECK (OrderQty > 0),
  CONSTRAINT CK_SalesOrderDetail_UnitPrice CHECK (UnitPrice >= 0.00),
  CONSTRAINT CK_SalesOrderDetail_UnitPriceDiscount CHECK (UnitPriceDiscount >= 0.00)
);
ALTER TABLE sales.salesorderdetail ADD CONSTRAINT DF_salesorderdetail_unitpricediscount DEFAULT 0.0 FOR unitpricediscount;
ALTER TABLE sales.salesorderdetail ADD CONSTRAINT DF_salesorderdetail_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales.salesorderdetail ADD CONSTRAINT DF_salesorderdetail_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Individual products associated with a specific sales order. See SalesOrderHeader.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderdetail';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to SalesOrderHeader.SalesOrderID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderdetail', @level2type = N'COLUMN', @level2name = N'salesorderid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. One incremental unique number per product sold.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderdetail', @level2type = N'COLUMN', @level2name = N'salesorderdetailid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Shipment tracking number supplied by the shipper.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderdetail', @level2type = N'COLUMN', @level2name = N'carriertrackingnumber';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Quantity ordered per product.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderdetail', @level2type = N'COLUMN', @level2name = N'orderqty';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product sold to customer. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderdetail', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Promotional code. Foreign key to SpecialOffer.SpecialOfferID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderdetail', @level2type = N'COLUMN', @level2name = N'specialofferid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Selling price of a single product.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderdetail', @level2type = N'COLUMN', @level2name = N'unitprice';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Discount amount.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderdetail', @level2type = N'COLUMN', @level2name = N'unitpricediscount';

CREATE TABLE sales.salesorderheader (
  salesorderid INT IDENTITY(1,1) NOT NULL,
  revisionnumber smallint NOT NULL,
  orderdate DATETIME2 NOT NULL,
  duedate DATETIME2 NOT NULL,
  shipdate DATETIME2 NULL,
  status smallint NOT NULL,
  onlineorderflag Flag NOT NULL,
  purchaseordernumber OrderNumber NULL,
  accountnumber AccountNumber NULL,
  customerid int NOT NULL,
  salespersonid int NULL,
  territoryid int NULL,
  billtoaddressid int NOT NULL,
  shiptoaddressid int NOT NULL,
  shipmethodid int NOT NULL,
  creditcardid int NULL,
  creditcardapprovalcode varchar(15) NULL,
  currencyrateid int NULL,
  subtotal numeric NOT NULL,
  taxamt numeric NOT NULL,
  freight numeric NOT NULL,
  totaldue numeric NULL,
  comment varchar(128) NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_SalesOrderHeader_SalesOrderID PRIMARY KEY (salesorderid),
  CONSTRAINT CK_SalesOrderHeader_Status CHECK (Status BETWEEN 0 AND 8),
  CONSTRAINT CK_SalesOrderHeader_DueDate CHECK (DueDate >= OrderDate),
  CONSTRAINT CK_SalesOrderHeader_ShipDate CHECK ((ShipDate >= OrderDate) OR (ShipDate IS NULL)),
  CONSTRAINT CK_SalesOrderHeader_SubTotal CHECK (SubTotal >= 0.00),
  CONSTRAINT CK_SalesOrderHeader_TaxAmt CHECK (TaxAmt >= 0.00),
  CONSTRAINT CK_SalesOrderHeader_Freight CHECK (Freight >= 0.00)
);
ALTER TABLE sales.salesorderheader ADD CONSTRAINT DF_salesorderheader_revisionnumber DEFAULT 0 FOR revisionnumber;
ALTER TABLE sales.salesorderheader ADD CONSTRAINT DF_salesorderheader_orderdate DEFAULT CURRENT_TIMESTAMP FOR orderdate;
ALTER TABLE sales.salesorderheader ADD CONSTRAINT DF_salesorderheader_status DEFAULT 1 FOR status;
ALTER TABLE sales.salesorderheader ADD CONSTRAINT DF_salesorderheader_onlineorderflag DEFAULT 1 FOR onlineorderflag;
ALTER TABLE sales.salesorderheader ADD CONSTRAINT DF_salesorderheader_subtotal DEFAULT 0.00 FOR subtotal;
ALTER TABLE sales.salesorderheader ADD CONSTRAINT DF_salesorderheader_taxamt DEFAULT 0.00 FOR taxamt;
ALTER TABLE sales.salesorderheader ADD CONSTRAINT DF_salesorderheader_freight DEFAULT 0.00 FOR freight;
ALTER TABLE sales.salesorderheader ADD CONSTRAINT DF_salesorderheader_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales.salesorderheader ADD CONSTRAINT DF_salesorderheader_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'General sales order information.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'salesorderid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Incremental number to track changes to the sales order over time.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'revisionnumber';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Dates the sales order was created.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'orderdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the order is due to the customer.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'duedate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the order was shipped to the customer.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'shipdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Order current status. 1 = In process; 2 = Approved; 3 = Backordered; 4 = Rejected; 5 = Shipped; 6 = Cancelled', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'status';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'0 = Order placed by sales person. 1 = Order placed online by customer.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'onlineorderflag';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Customer purchase order number reference.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'purchaseordernumber';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Financial accounting number reference.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'accountnumber';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Customer identification number. Foreign key to Customer.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'customerid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales person who created the sales order. Foreign key to SalesPerson.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'salespersonid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Territory in which the sale was made. Foreign key to SalesTerritory.SalesTerritoryID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'territoryid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Customer billing address. Foreign key to Address.AddressID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'billtoaddressid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Customer shipping address. Foreign key to Address.AddressID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'shiptoaddressid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Shipping method. Foreign key to ShipMethod.ShipMethodID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'shipmethodid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Credit card identification number. Foreign key to CreditCard.CreditCardID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'creditcardid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Approval code provided by the credit card company.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'creditcardapprovalcode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Currency exchange rate used. Foreign key to CurrencyRate.CurrencyRateID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'currencyrateid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales subtotal. Computed as SUM(SalesOrderDetail.LineTotal)for the appropriate SalesOrderID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'subtotal';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Tax amount.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'taxamt';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Shipping cost.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'freight';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Total due from customer. Computed as Subtotal + TaxAmt + Freight.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'totaldue';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales representative comments.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheader', @level2type = N'COLUMN', @level2name = N'comment';

CREATE TABLE sales.salesorderheadersalesreason (
  salesorderid int NOT NULL,
  salesreasonid int NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_SalesOrderHeaderSalesReason_SalesOrderID_SalesReasonID PRIMARY KEY (salesorderid, salesreasonid)
);
ALTER TABLE sales.salesorderheadersalesreason ADD CONSTRAINT DF_salesorderheadersalesreason_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Cross-reference table mapping sales orders to sales reason codes.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheadersalesreason';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to SalesOrderHeader.SalesOrderID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheadersalesreason', @level2type = N'COLUMN', @level2name = N'salesorderid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to SalesReason.SalesReasonID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesorderheadersalesreason', @level2type = N'COLUMN', @level2name = N'salesreasonid';

CREATE TABLE sales.salesperson (
  businessentityid int NOT NULL,
  territoryid int NULL,
  salesquota numeric NULL,
  bonus numeric NOT NULL,
  commissionpct numeric NOT NULL,
  salesytd numeric NOT NULL,
  saleslastyear numeric NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_SalesPerson_BusinessEntityID PRIMARY KEY (businessentityid),
  CONSTRAINT CK_SalesPerson_SalesQuota CHECK (SalesQuota > 0.00),
  CONSTRAINT CK_SalesPerson_Bonus CHECK (Bonus >= 0.00),
  CONSTRAINT CK_SalesPerson_CommissionPct CHECK (CommissionPct >= 0.00),
  CONSTRAINT CK_SalesPerson_SalesYTD CHECK (SalesYTD >= 0.00),
  CONSTRAINT CK_SalesPerson_SalesLastYear CHECK (SalesLastYear >= 0.00)
);
ALTER TABLE sales.salesperson ADD CONSTRAINT DF_salesperson_bonus DEFAULT 0.00 FOR bonus;
ALTER TABLE sales.salesperson ADD CONSTRAINT DF_salesperson_commissionpct DEFAULT 0.00 FOR commissionpct;
ALTER TABLE sales.salesperson ADD CONSTRAINT DF_salesperson_salesytd DEFAULT 0.00 FOR salesytd;
ALTER TABLE sales.salesperson ADD CONSTRAINT DF_salesperson_saleslastyear DEFAULT 0.00 FOR saleslastyear;
ALTER TABLE sales.salesperson ADD CONSTRAINT DF_salesperson_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales.salesperson ADD CONSTRAINT DF_salesperson_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales representative current information.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesperson';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for SalesPerson records. Foreign key to Employee.BusinessEntityID', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesperson', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Territory currently assigned to. Foreign key to SalesTerritory.SalesTerritoryID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesperson', @level2type = N'COLUMN', @level2name = N'territoryid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Projected yearly sales.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesperson', @level2type = N'COLUMN', @level2name = N'salesquota';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Bonus due if quota is met.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesperson', @level2type = N'COLUMN', @level2name = N'bonus';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Commision percent received per sale.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesperson', @level2type = N'COLUMN', @level2name = N'commissionpct';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales total year to date.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesperson', @level2type = N'COLUMN', @level2name = N'salesytd';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales total of previous year.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesperson', @level2type = N'COLUMN', @level2name = N'saleslastyear';

CREATE TABLE sales.salespersonquotahistory (
  businessentityid int NOT NULL,
  quotadate DATETIME2 NOT NULL,
  salesquota numeric NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_SalesPersonQuotaHistory_BusinessEntityID_QuotaDate PRIMARY KEY (businessentityid, quotadate),
  CONSTRAINT CK_SalesPersonQuotaHistory_SalesQuota CHECK (SalesQuota > 0.00)
);
ALTER TABLE sales.salespersonquotahistory ADD CONSTRAINT DF_salespersonquotahistory_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales.salespersonquotahistory ADD CONSTRAINT DF_salespersonquotahistory_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales performance tracking.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salespersonquotahistory';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales person identification number. Foreign key to SalesPerson.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salespersonquotahistory', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales quota date.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salespersonquotahistory', @level2type = N'COLUMN', @level2name = N'quotadate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales quota amount.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salespersonquotahistory', @level2type = N'COLUMN', @level2name = N'salesquota';

CREATE TABLE sales.salesreason (
  salesreasonid INT IDENTITY(1,1) NOT NULL,
  name Name NOT NULL,
  reasontype Name NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_SalesReason_SalesReasonID PRIMARY KEY (salesreasonid)
);
ALTER TABLE sales.salesreason ADD CONSTRAINT DF_salesreason_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Lookup table of customer purchase reasons.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesreason';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for SalesReason records.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesreason', @level2type = N'COLUMN', @level2name = N'salesreasonid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales reason description.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesreason', @level2type = N'COLUMN', @level2name = N'name';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Category the sales reason belongs to.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesreason', @level2type = N'COLUMN', @level2name = N'reasontype';

CREATE TABLE sales.salestaxrate (
  salestaxrateid INT IDENTITY(1,1) NOT NULL,
  stateprovinceid int NOT NULL,
  taxtype smallint NOT NULL,
  taxrate numeric NOT NULL,
  name Name NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_SalesTaxRate_SalesTaxRateID PRIMARY KEY (salestaxrateid),
  CONSTRAINT CK_SalesTaxRate_TaxType CHECK (TaxType BETWEEN 1 AND 3)
);
ALTER TABLE sales.salestaxrate ADD CONSTRAINT DF_salestaxrate_taxrate DEFAULT 0.00 FOR taxrate;
ALTER TABLE sales.salestaxrate ADD CONSTRAINT DF_salestaxrate_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales.salestaxrate ADD CONSTRAINT DF_salestaxrate_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Tax rate lookup table.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salestaxrate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for SalesTaxRate records.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salestaxrate', @level2type = N'COLUMN', @level2name = N'salestaxrateid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'State, province, or country/region the sales tax applies to.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salestaxrate', @level2type = N'COLUMN', @level2name = N'stateprovinceid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'1 = Tax applied to retail transactions, 2 = Tax applied to wholesale transactions, 3 = Tax applied to all sales (retail and wholesale) transactions.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salestaxrate', @level2type = N'COLUMN', @level2name = N'taxtype';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Tax rate amount.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salestaxrate', @level2type = N'COLUMN', @level2name = N'taxrate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Tax rate description.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salestaxrate', @level2type = N'COLUMN', @level2name = N'name';

CREATE TABLE sales.salesterritory (
  territoryid INT IDENTITY(1,1) NOT NULL,
  name Name NOT NULL,
  countryregioncode varchar(3) NOT NULL,
  [group] varchar(50) NOT NULL,
  salesytd numeric NOT NULL,
  saleslastyear numeric NOT NULL,
  costytd numeric NOT NULL,
  costlastyear numeric NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_SalesTerritory_TerritoryID PRIMARY KEY (territoryid),
  CONSTRAINT CK_SalesTerritory_SalesYTD CHECK (SalesYTD >= 0.00),
  CONSTRAINT CK_SalesTerritory_SalesLastYear CHECK (SalesLastYear >= 0.00),
  CONSTRAINT CK_SalesTerritory_CostYTD CHECK (CostYTD >= 0.00),
  CONSTRAINT CK_SalesTerritory_CostLastYear CHECK (CostLastYear >= 0.00)
);
ALTER TABLE sales.salesterritory ADD CONSTRAINT DF_salesterritory_salesytd DEFAULT 0.00 FOR salesytd;
ALTER TABLE sales.salesterritory ADD CONSTRAINT DF_salesterritory_saleslastyear DEFAULT 0.00 FOR saleslastyear;
ALTER TABLE sales.salesterritory ADD CONSTRAINT DF_salesterritory_costytd DEFAULT 0.00 FOR costytd;
ALTER TABLE sales.salesterritory ADD CONSTRAINT DF_salesterritory_costlastyear DEFAULT 0.00 FOR costlastyear;
ALTER TABLE sales.salesterritory ADD CONSTRAINT DF_salesterritory_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales.salesterritory ADD CONSTRAINT DF_salesterritory_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales territory lookup table.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritory';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for SalesTerritory records.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritory', @level2type = N'COLUMN', @level2name = N'territoryid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales territory description', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritory', @level2type = N'COLUMN', @level2name = N'name';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'ISO standard country or region code. Foreign key to CountryRegion.CountryRegionCode.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritory', @level2type = N'COLUMN', @level2name = N'countryregioncode';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Geographic area to which the sales territory belong.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritory', @level2type = N'COLUMN', @level2name = N'group';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales in the territory year to date.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritory', @level2type = N'COLUMN', @level2name = N'salesytd';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales in the territory the previous year.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritory', @level2type = N'COLUMN', @level2name = N'saleslastyear';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Business costs in the territory year to date.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritory', @level2type = N'COLUMN', @level2name = N'costytd';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Business costs in the territory the previous year.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritory', @level2type = N'COLUMN', @level2name = N'costlastyear';

CREATE TABLE sales.salesterritoryhistory (
  businessentityid int NOT NULL,
  territoryid int NOT NULL,
  startdate DATETIME2 NOT NULL,
  enddate DATETIME2 NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_SalesTerritoryHistory_BusinessEntityID_StartDate_TerritoryID PRIMARY KEY (businessentityid, startdate, territoryid),
  CONSTRAINT CK_SalesTerritoryHistory_EndDate CHECK ((EndDate >= StartDate) OR (EndDate IS NULL))
);
ALTER TABLE sales.salesterritoryhistory ADD CONSTRAINT DF_salesterritoryhistory_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales.salesterritoryhistory ADD CONSTRAINT DF_salesterritoryhistory_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sales representative transfers to other sales territories.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritoryhistory';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. The sales rep.  Foreign key to SalesPerson.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritoryhistory', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Territory identification number. Foreign key to SalesTerritory.SalesTerritoryID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritoryhistory', @level2type = N'COLUMN', @level2name = N'territoryid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Date the sales representive started work in the territory.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritoryhistory', @level2type = N'COLUMN', @level2name = N'startdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the sales representative left work in the territory.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'salesterritoryhistory', @level2type = N'COLUMN', @level2name = N'enddate';

CREATE TABLE sales.shoppingcartitem (
  shoppingcartitemid INT IDENTITY(1,1) NOT NULL,
  shoppingcartid varchar(50) NOT NULL,
  quantity int NOT NULL,
  productid int NOT NULL,
  datecreated DATETIME2 NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_ShoppingCartItem_ShoppingCartItemID PRIMARY KEY (shoppingcartitemid),
  CONSTRAINT CK_ShoppingCartItem_Quantity CHECK (Quantity >= 1)
);
ALTER TABLE sales.shoppingcartitem ADD CONSTRAINT DF_shoppingcartitem_quantity DEFAULT 1 FOR quantity;
ALTER TABLE sales.shoppingcartitem ADD CONSTRAINT DF_shoppingcartitem_datecreated DEFAULT CURRENT_TIMESTAMP FOR datecreated;
ALTER TABLE sales.shoppingcartitem ADD CONSTRAINT DF_shoppingcartitem_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Contains online customer orders until the order is submitted or cancelled.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'shoppingcartitem';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for ShoppingCartItem records.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'shoppingcartitem', @level2type = N'COLUMN', @level2name = N'shoppingcartitemid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Shopping cart identification number.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'shoppingcartitem', @level2type = N'COLUMN', @level2name = N'shoppingcartid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product quantity ordered.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'shoppingcartitem', @level2type = N'COLUMN', @level2name = N'quantity';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product ordered. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'shoppingcartitem', @level2type = N'COLUMN', @level2name = N'productid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Date the time the record was created.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'shoppingcartitem', @level2type = N'COLUMN', @level2name = N'datecreated';

CREATE TABLE sales.specialoffer (
  specialofferid INT IDENTITY(1,1) NOT NULL,
  description varchar(255) NOT NULL,
  discountpct numeric NOT NULL,
  type varchar(50) NOT NULL,
  category varchar(50) NOT NULL,
  startdate DATETIME2 NOT NULL,
  enddate DATETIME2 NOT NULL,
  minqty int NOT NULL,
  maxqty int NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_SpecialOffer_SpecialOfferID PRIMARY KEY (specialofferid),
  CONSTRAINT CK_SpecialOffer_EndDate CHECK (EndDate >= StartDate),
  CONSTRAINT CK_SpecialOffer_DiscountPct CHECK (DiscountPct >= 0.00),
  CONSTRAINT CK_SpecialOffer_MinQty CHECK (MinQty >= 0),
  CONSTRAINT CK_SpecialOffer_MaxQty CHECK (MaxQty >= 0)
);
ALTER TABLE sales.specialoffer ADD CONSTRAINT DF_specialoffer_discountpct DEFAULT 0.00 FOR discountpct;
ALTER TABLE sales.specialoffer ADD CONSTRAINT DF_specialoffer_minqty DEFAULT 0 FOR minqty;
ALTER TABLE sales.specialoffer ADD CONSTRAINT DF_specialoffer_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales.specialoffer ADD CONSTRAINT DF_specialoffer_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Sale discounts lookup table.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'specialoffer';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for SpecialOffer records.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'specialoffer', @level2type = N'COLUMN', @level2name = N'specialofferid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Discount description.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'specialoffer', @level2type = N'COLUMN', @level2name = N'description';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Discount precentage.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'specialoffer', @level2type = N'COLUMN', @level2name = N'discountpct';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Discount type category.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'specialoffer', @level2type = N'COLUMN', @level2name = N'type';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Group the discount applies to such as Reseller or Customer.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'specialoffer', @level2type = N'COLUMN', @level2name = N'category';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Discount start date.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'specialoffer', @level2type = N'COLUMN', @level2name = N'startdate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Discount end date.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'specialoffer', @level2type = N'COLUMN', @level2name = N'enddate';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Minimum discount percent allowed.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'specialoffer', @level2type = N'COLUMN', @level2name = N'minqty';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Maximum discount percent allowed.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'specialoffer', @level2type = N'COLUMN', @level2name = N'maxqty';

CREATE TABLE sales.specialofferproduct (
  specialofferid int NOT NULL,
  productid int NOT NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_SpecialOfferProduct_SpecialOfferID_ProductID PRIMARY KEY (specialofferid, productid)
);
ALTER TABLE sales.specialofferproduct ADD CONSTRAINT DF_specialofferproduct_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales.specialofferproduct ADD CONSTRAINT DF_specialofferproduct_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Cross-reference table mapping products to special offer discounts.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'specialofferproduct';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key for SpecialOfferProduct records.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'specialofferproduct', @level2type = N'COLUMN', @level2name = N'specialofferid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Product identification number. Foreign key to Product.ProductID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'specialofferproduct', @level2type = N'COLUMN', @level2name = N'productid';

CREATE TABLE sales.store (
  businessentityid int NOT NULL,
  name Name NOT NULL,
  salespersonid int NULL,
  demographics xml NULL,
  rowguid UNIQUEIDENTIFIER NOT NULL,
  modifieddate DATETIME2 NOT NULL,
  CONSTRAINT PK_Store_BusinessEntityID PRIMARY KEY (businessentityid)
);
ALTER TABLE sales.store ADD CONSTRAINT DF_store_rowguid DEFAULT NEWID() FOR rowguid;
ALTER TABLE sales.store ADD CONSTRAINT DF_store_modifieddate DEFAULT CURRENT_TIMESTAMP FOR modifieddate;
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Customers (resellers) of Adventure Works products.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'store';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Primary key. Foreign key to Customer.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'store', @level2type = N'COLUMN', @level2name = N'businessentityid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Name of the store.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'store', @level2type = N'COLUMN', @level2name = N'name';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'ID of the sales person assigned to the customer. Foreign key to SalesPerson.BusinessEntityID.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'store', @level2type = N'COLUMN', @level2name = N'salespersonid';
EXEC sp_addextendedproperty @name = N'MS_Description', @value = N'Demographic informationg about the store such as the number of employees, annual sales and store type.', @level0type = N'SCHEMA', @level0name = N'sales', @level1type = N'TABLE', @level1name = N'store', @level2type = N'COLUMN', @level2name = N'demographics';

ALTER TABLE person.person WITH CHECK ADD CONSTRAINT FK_Person_BusinessEntity_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES person.businessentity (businessentityid);
ALTER TABLE person.stateprovince WITH CHECK ADD CONSTRAINT FK_StateProvince_CountryRegion_CountryRegionCode FOREIGN KEY (countryregioncode) REFERENCES person.countryregion (countryregioncode);
ALTER TABLE person.stateprovince WITH CHECK ADD CONSTRAINT FK_StateProvince_SalesTerritory_TerritoryID FOREIGN KEY (territoryid) REFERENCES sales.salesterritory (territoryid);
ALTER TABLE person.address WITH CHECK ADD CONSTRAINT FK_Address_StateProvince_StateProvinceID FOREIGN KEY (stateprovinceid) REFERENCES person.stateprovince (stateprovinceid);
ALTER TABLE person.businessentityaddress WITH CHECK ADD CONSTRAINT FK_BusinessEntityAddress_Address_AddressID FOREIGN KEY (addressid) REFERENCES person.address (addressid);
ALTER TABLE person.businessentityaddress WITH CHECK ADD CONSTRAINT FK_BusinessEntityAddress_AddressType_AddressTypeID FOREIGN KEY (addresstypeid) REFERENCES person.addresstype (addresstypeid);
ALTER TABLE person.businessentityaddress WITH CHECK ADD CONSTRAINT FK_BusinessEntityAddress_BusinessEntity_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES person.businessentity (businessentityid);
ALTER TABLE person.businessentitycontact WITH CHECK ADD CONSTRAINT FK_BusinessEntityContact_Person_PersonID FOREIGN KEY (personid) REFERENCES person.person (businessentityid);
ALTER TABLE person.businessentitycontact WITH CHECK ADD CONSTRAINT FK_BusinessEntityContact_ContactType_ContactTypeID FOREIGN KEY (contacttypeid) REFERENCES person.contacttype (contacttypeid);
ALTER TABLE person.businessentitycontact WITH CHECK ADD CONSTRAINT FK_BusinessEntityContact_BusinessEntity_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES person.businessentity (businessentityid);
ALTER TABLE person.emailaddress WITH CHECK ADD CONSTRAINT FK_EmailAddress_Person_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES person.person (businessentityid);
ALTER TABLE person.password WITH CHECK ADD CONSTRAINT FK_Password_Person_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES person.person (businessentityid);
ALTER TABLE person.personphone WITH CHECK ADD CONSTRAINT FK_PersonPhone_Person_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES person.person (businessentityid);
ALTER TABLE person.personphone WITH CHECK ADD CONSTRAINT FK_PersonPhone_PhoneNumberType_PhoneNumberTypeID FOREIGN KEY (phonenumbertypeid) REFERENCES person.phonenumbertype (phonenumbertypeid);
ALTER TABLE humanresources.employee WITH CHECK ADD CONSTRAINT FK_Employee_Person_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES person.person (businessentityid);
ALTER TABLE humanresources.employeedepartmenthistory WITH CHECK ADD CONSTRAINT FK_EmployeeDepartmentHistory_Department_DepartmentID FOREIGN KEY (departmentid) REFERENCES humanresources.department (departmentid);
ALTER TABLE humanresources.employeedepartmenthistory WITH CHECK ADD CONSTRAINT FK_EmployeeDepartmentHistory_Employee_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES humanresources.employee (businessentityid);
ALTER TABLE humanresources.employeedepartmenthistory WITH CHECK ADD CONSTRAINT FK_EmployeeDepartmentHistory_Shift_ShiftID FOREIGN KEY (shiftid) REFERENCES humanresources.shift (shiftid);
ALTER TABLE humanresources.employeepayhistory WITH CHECK ADD CONSTRAINT FK_EmployeePayHistory_Employee_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES humanresources.employee (businessentityid);
ALTER TABLE humanresources.jobcandidate WITH CHECK ADD CONSTRAINT FK_JobCandidate_Employee_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES humanresources.employee (businessentityid);
ALTER TABLE production.billofmaterials WITH CHECK ADD CONSTRAINT FK_BillOfMaterials_Product_ProductAssemblyID FOREIGN KEY (productassemblyid) REFERENCES production.product (productid);
ALTER TABLE production.billofmaterials WITH CHECK ADD CONSTRAINT FK_BillOfMaterials_Product_ComponentID FOREIGN KEY (componentid) REFERENCES production.product (productid);
ALTER TABLE production.billofmaterials WITH CHECK ADD CONSTRAINT FK_BillOfMaterials_UnitMeasure_UnitMeasureCode FOREIGN KEY (unitmeasurecode) REFERENCES production.unitmeasure (unitmeasurecode);
ALTER TABLE production.document WITH CHECK ADD CONSTRAINT FK_Document_Employee_Owner FOREIGN KEY (owner) REFERENCES humanresources.employee (businessentityid);
ALTER TABLE production.productsubcategory WITH CHECK ADD CONSTRAINT FK_ProductSubcategory_ProductCategory_ProductCategoryID FOREIGN KEY (productcategoryid) REFERENCES production.productcategory (productcategoryid);
ALTER TABLE production.product WITH CHECK ADD CONSTRAINT FK_Product_UnitMeasure_SizeUnitMeasureCode FOREIGN KEY (sizeunitmeasurecode) REFERENCES production.unitmeasure (unitmeasurecode);
ALTER TABLE production.product WITH CHECK ADD CONSTRAINT FK_Product_UnitMeasure_WeightUnitMeasureCode FOREIGN KEY (weightunitmeasurecode) REFERENCES production.unitmeasure (unitmeasurecode);
ALTER TABLE production.product WITH CHECK ADD CONSTRAINT FK_Product_ProductModel_ProductModelID FOREIGN KEY (productmodelid) REFERENCES production.productmodel (productmodelid);
ALTER TABLE production.product WITH CHECK ADD CONSTRAINT FK_Product_ProductSubcategory_ProductSubcategoryID FOREIGN KEY (productsubcategoryid) REFERENCES production.productsubcategory (productsubcategoryid);
ALTER TABLE production.productcosthistory WITH CHECK ADD CONSTRAINT FK_ProductCostHistory_Product_ProductID FOREIGN KEY (productid) REFERENCES production.product (productid);
ALTER TABLE production.productdocument WITH CHECK ADD CONSTRAINT FK_ProductDocument_Product_ProductID FOREIGN KEY (productid) REFERENCES production.product (productid);
ALTER TABLE production.productdocument WITH CHECK ADD CONSTRAINT FK_ProductDocument_Document_DocumentNode FOREIGN KEY (documentnode) REFERENCES production.document (documentnode);
ALTER TABLE production.productinventory WITH CHECK ADD CONSTRAINT FK_ProductInventory_Location_LocationID FOREIGN KEY (locationid) REFERENCES production.location (locationid);
ALTER TABLE production.productinventory WITH CHECK ADD CONSTRAINT FK_ProductInventory_Product_ProductID FOREIGN KEY (productid) REFERENCES production.product (productid);
ALTER TABLE production.productlistpricehistory WITH CHECK ADD CONSTRAINT FK_ProductListPriceHistory_Product_ProductID FOREIGN KEY (productid) REFERENCES production.product (productid);
ALTER TABLE production.productmodelillustration WITH CHECK ADD CONSTRAINT FK_ProductModelIllustration_ProductModel_ProductModelID FOREIGN KEY (productmodelid) REFERENCES production.productmodel (productmodelid);
ALTER TABLE production.productmodelillustration WITH CHECK ADD CONSTRAINT FK_ProductModelIllustration_Illustration_IllustrationID FOREIGN KEY (illustrationid) REFERENCES production.illustration (illustrationid);
ALTER TABLE production.productmodelproductdescriptionculture WITH CHECK ADD CONSTRAINT FK_ProductModelProductDescriptionCulture_ProductDescription_Pro FOREIGN KEY (productdescriptionid) REFERENCES production.productdescription (productdescriptionid);
ALTER TABLE production.productmodelproductdescriptionculture WITH CHECK ADD CONSTRAINT FK_ProductModelProductDescriptionCulture_Culture_CultureID FOREIGN KEY (cultureid) REFERENCES production.culture (cultureid);
ALTER TABLE production.productmodelproductdescriptionculture WITH CHECK ADD CONSTRAINT FK_ProductModelProductDescriptionCulture_ProductModel_ProductMo FOREIGN KEY (productmodelid) REFERENCES production.productmodel (productmodelid);
ALTER TABLE production.productproductphoto WITH CHECK ADD CONSTRAINT FK_ProductProductPhoto_Product_ProductID FOREIGN KEY (productid) REFERENCES production.product (productid);
ALTER TABLE production.productproductphoto WITH CHECK ADD CONSTRAINT FK_ProductProductPhoto_ProductPhoto_ProductPhotoID FOREIGN KEY (productphotoid) REFERENCES production.productphoto (productphotoid);
ALTER TABLE production.productreview WITH CHECK ADD CONSTRAINT FK_ProductReview_Product_ProductID FOREIGN KEY (productid) REFERENCES production.product (productid);
ALTER TABLE production.transactionhistory WITH CHECK ADD CONSTRAINT FK_TransactionHistory_Product_ProductID FOREIGN KEY (productid) REFERENCES production.product (productid);
ALTER TABLE production.workorder WITH CHECK ADD CONSTRAINT FK_WorkOrder_Product_ProductID FOREIGN KEY (productid) REFERENCES production.product (productid);
ALTER TABLE production.workorder WITH CHECK ADD CONSTRAINT FK_WorkOrder_ScrapReason_ScrapReasonID FOREIGN KEY (scrapreasonid) REFERENCES production.scrapreason (scrapreasonid);
ALTER TABLE production.workorderrouting WITH CHECK ADD CONSTRAINT FK_WorkOrderRouting_Location_LocationID FOREIGN KEY (locationid) REFERENCES production.location (locationid);
ALTER TABLE production.workorderrouting WITH CHECK ADD CONSTRAINT FK_WorkOrderRouting_WorkOrder_WorkOrderID FOREIGN KEY (workorderid) REFERENCES production.workorder (workorderid);
ALTER TABLE purchasing.productvendor WITH CHECK ADD CONSTRAINT FK_ProductVendor_Product_ProductID FOREIGN KEY (productid) REFERENCES production.product (productid);
ALTER TABLE purchasing.productvendor WITH CHECK ADD CONSTRAINT FK_ProductVendor_UnitMeasure_UnitMeasureCode FOREIGN KEY (unitmeasurecode) REFERENCES production.unitmeasure (unitmeasurecode);
ALTER TABLE purchasing.productvendor WITH CHECK ADD CONSTRAINT FK_ProductVendor_Vendor_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES purchasing.vendor (businessentityid);
ALTER TABLE purchasing.purchaseorderdetail WITH CHECK ADD CONSTRAINT FK_PurchaseOrderDetail_Product_ProductID FOREIGN KEY (productid) REFERENCES production.product (productid);
ALTER TABLE purchasing.purchaseorderdetail WITH CHECK ADD CONSTRAINT FK_PurchaseOrderDetail_PurchaseOrderHeader_PurchaseOrderID FOREIGN KEY (purchaseorderid) REFERENCES purchasing.purchaseorderheader (purchaseorderid);
ALTER TABLE purchasing.purchaseorderheader WITH CHECK ADD CONSTRAINT FK_PurchaseOrderHeader_Employee_EmployeeID FOREIGN KEY (employeeid) REFERENCES humanresources.employee (businessentityid);
ALTER TABLE purchasing.purchaseorderheader WITH CHECK ADD CONSTRAINT FK_PurchaseOrderHeader_Vendor_VendorID FOREIGN KEY (vendorid) REFERENCES purchasing.vendor (businessentityid);
ALTER TABLE purchasing.purchaseorderheader WITH CHECK ADD CONSTRAINT FK_PurchaseOrderHeader_ShipMethod_ShipMethodID FOREIGN KEY (shipmethodid) REFERENCES purchasing.shipmethod (shipmethodid);
ALTER TABLE purchasing.vendor WITH CHECK ADD CONSTRAINT FK_Vendor_BusinessEntity_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES person.businessentity (businessentityid);
ALTER TABLE sales.countryregioncurrency WITH CHECK ADD CONSTRAINT FK_CountryRegionCurrency_CountryRegion_CountryRegionCode FOREIGN KEY (countryregioncode) REFERENCES person.countryregion (countryregioncode);
ALTER TABLE sales.countryregioncurrency WITH CHECK ADD CONSTRAINT FK_CountryRegionCurrency_Currency_CurrencyCode FOREIGN KEY (currencycode) REFERENCES sales.currency (currencycode);
ALTER TABLE sales.currencyrate WITH CHECK ADD CONSTRAINT FK_CurrencyRate_Currency_FromCurrencyCode FOREIGN KEY (fromcurrencycode) REFERENCES sales.currency (currencycode);
ALTER TABLE sales.currencyrate WITH CHECK ADD CONSTRAINT FK_CurrencyRate_Currency_ToCurrencyCode FOREIGN KEY (tocurrencycode) REFERENCES sales.currency (currencycode);
ALTER TABLE sales.customer WITH CHECK ADD CONSTRAINT FK_Customer_Person_PersonID FOREIGN KEY (personid) REFERENCES person.person (businessentityid);
ALTER TABLE sales.customer WITH CHECK ADD CONSTRAINT FK_Customer_Store_StoreID FOREIGN KEY (storeid) REFERENCES sales.store (businessentityid);
ALTER TABLE sales.customer WITH CHECK ADD CONSTRAINT FK_Customer_SalesTerritory_TerritoryID FOREIGN KEY (territoryid) REFERENCES sales.salesterritory (territoryid);
ALTER TABLE sales.personcreditcard WITH CHECK ADD CONSTRAINT FK_PersonCreditCard_Person_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES person.person (businessentityid);
ALTER TABLE sales.personcreditcard WITH CHECK ADD CONSTRAINT FK_PersonCreditCard_CreditCard_CreditCardID FOREIGN KEY (creditcardid) REFERENCES sales.creditcard (creditcardid);
ALTER TABLE sales.salesorderdetail WITH CHECK ADD CONSTRAINT FK_SalesOrderDetail_SalesOrderHeader_SalesOrderID FOREIGN KEY (salesorderid) REFERENCES sales.salesorderheader (salesorderid) ON DELETE CASCADE;
ALTER TABLE sales.salesorderdetail WITH CHECK ADD CONSTRAINT FK_SalesOrderDetail_SpecialOfferProduct_SpecialOfferIDProductID FOREIGN KEY (specialofferid, productid) REFERENCES sales.specialofferproduct (specialofferid, productid);
ALTER TABLE sales.salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_Address_BillToAddressID FOREIGN KEY (billtoaddressid) REFERENCES person.address (addressid);
ALTER TABLE sales.salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_Address_ShipToAddressID FOREIGN KEY (shiptoaddressid) REFERENCES person.address (addressid);
ALTER TABLE sales.salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_CreditCard_CreditCardID FOREIGN KEY (creditcardid) REFERENCES sales.creditcard (creditcardid);
ALTER TABLE sales.salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_CurrencyRate_CurrencyRateID FOREIGN KEY (currencyrateid) REFERENCES sales.currencyrate (currencyrateid);
ALTER TABLE sales.salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_Customer_CustomerID FOREIGN KEY (customerid) REFERENCES sales.customer (customerid);
ALTER TABLE sales.salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_SalesPerson_SalesPersonID FOREIGN KEY (salespersonid) REFERENCES sales.salesperson (businessentityid);
ALTER TABLE sales.salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_ShipMethod_ShipMethodID FOREIGN KEY (shipmethodid) REFERENCES purchasing.shipmethod (shipmethodid);
ALTER TABLE sales.salesorderheader WITH CHECK ADD CONSTRAINT FK_SalesOrderHeader_SalesTerritory_TerritoryID FOREIGN KEY (territoryid) REFERENCES sales.salesterritory (territoryid);
ALTER TABLE sales.salesorderheadersalesreason WITH CHECK ADD CONSTRAINT FK_SalesOrderHeaderSalesReason_SalesReason_SalesReasonID FOREIGN KEY (salesreasonid) REFERENCES sales.salesreason (salesreasonid);
ALTER TABLE sales.salesorderheadersalesreason WITH CHECK ADD CONSTRAINT FK_SalesOrderHeaderSalesReason_SalesOrderHeader_SalesOrderID FOREIGN KEY (salesorderid) REFERENCES sales.salesorderheader (salesorderid) ON DELETE CASCADE;
ALTER TABLE sales.salesperson WITH CHECK ADD CONSTRAINT FK_SalesPerson_Employee_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES humanresources.employee (businessentityid);
ALTER TABLE sales.salesperson WITH CHECK ADD CONSTRAINT FK_SalesPerson_SalesTerritory_TerritoryID FOREIGN KEY (territoryid) REFERENCES sales.salesterritory (territoryid);
ALTER TABLE sales.salespersonquotahistory WITH CHECK ADD CONSTRAINT FK_SalesPersonQuotaHistory_SalesPerson_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES sales.salesperson (businessentityid);
ALTER TABLE sales.salestaxrate WITH CHECK ADD CONSTRAINT FK_SalesTaxRate_StateProvince_StateProvinceID FOREIGN KEY (stateprovinceid) REFERENCES person.stateprovince (stateprovinceid);
ALTER TABLE sales.salesterritory WITH CHECK ADD CONSTRAINT FK_SalesTerritory_CountryRegion_CountryRegionCode FOREIGN KEY (countryregioncode) REFERENCES person.countryregion (countryregioncode);
ALTER TABLE sales.salesterritoryhistory WITH CHECK ADD CONSTRAINT FK_SalesTerritoryHistory_SalesPerson_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES sales.salesperson (businessentityid);
ALTER TABLE sales.salesterritoryhistory WITH CHECK ADD CONSTRAINT FK_SalesTerritoryHistory_SalesTerritory_TerritoryID FOREIGN KEY (territoryid) REFERENCES sales.salesterritory (territoryid);
ALTER TABLE sales.shoppingcartitem WITH CHECK ADD CONSTRAINT FK_ShoppingCartItem_Product_ProductID FOREIGN KEY (productid) REFERENCES production.product (productid);
ALTER TABLE sales.specialofferproduct WITH CHECK ADD CONSTRAINT FK_SpecialOfferProduct_Product_ProductID FOREIGN KEY (productid) REFERENCES production.product (productid);
ALTER TABLE sales.specialofferproduct WITH CHECK ADD CONSTRAINT FK_SpecialOfferProduct_SpecialOffer_SpecialOfferID FOREIGN KEY (specialofferid) REFERENCES sales.specialoffer (specialofferid);
ALTER TABLE sales.store WITH CHECK ADD CONSTRAINT FK_Store_BusinessEntity_BusinessEntityID FOREIGN KEY (businessentityid) REFERENCES person.businessentity (businessentityid);
ALTER TABLE sales.store WITH CHECK ADD CONSTRAINT FK_Store_SalesPerson_SalesPersonID FOREIGN KEY (salespersonid) REFERENCES sales.salesperson (businessentityid);
