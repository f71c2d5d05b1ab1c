CREATE TYPE [guacamole_connection_group_type] FROM [nvarchar](16);

CREATE TYPE [guacamole_entity_type] FROM [nvarchar](16);

CREATE TYPE [guacamole_object_permission] FROM [nvarchar](16);

CREATE TYPE [guacamole_system_permission] FROM [nvarchar](32);

CREATE TYPE [guacamole_proxy_encryption_method] FROM [nvarchar](8);

CREATE TABLE guacamole_connection_group (
  connection_group_id int IDENTITY(1,1) NOT NULL,
  parent_id int NULL,
  connection_group_name nvarchar(128) NOT NULL,
  type guacamole_connection_group_type NOT NULL,
  max_connections int NULL,
  max_connections_per_user int NULL,
  enable_session_affinity bit NOT NULL,
  CONSTRAINT PK_guacamole_connection_group PRIMARY KEY (connection_group_id),
  CONSTRAINT AK_guacamole_connection_group_name_parent UNIQUE (connection_group_name, parent_id)
);
ALTER TABLE guacamole_connection_group ADD CONSTRAINT DF_guacamole_connection_group_type DEFAULT 'ORGANIZATIONAL' FOR type;
ALTER TABLE guacamole_connection_group ADD CONSTRAINT DF_guacamole_connection_group_enable_session_affinity DEFAULT 0 FOR enable_session_affinity;

CREATE TABLE guacamole_connection (
  connection_id int IDENTITY(1,1) NOT NULL,
  connection_name nvarchar(128) NOT NULL,
  parent_id int NULL,
  protocol nvarchar(32) NOT NULL,
  max_connections int NULL,
  max_connections_per_user int NULL,
  connection_weight int NULL,
  failover_only bit NOT NULL,
  proxy_port int NULL,
  proxy_hostname nvarchar(512) NULL,
  proxy_encryption_method guacamole_proxy_encryption_method NULL,
  CONSTRAINT PK_guacamole_connection PRIMARY KEY (connection_id),
  CONSTRAINT AK_guacamole_connection_name_parent UNIQUE (connection_name, parent_id)
);
ALTER TABLE guacamole_connection ADD CONSTRAINT DF_guacamole_connection_failover_only DEFAULT 0 FOR failover_only;

CREATE TABLE guacamole_entity (
  entity_id int IDENTITY(1,1) NOT NULL,
  name nvarchar(128) NOT NULL,
  type guacamole_entity_type NOT NULL,
  CONSTRAINT PK_guacamole_entity PRIMARY KEY (entity_id),
  CONSTRAINT AK_guacamole_entity_name_scope UNIQUE (type, name)
);

CREATE TABLE guacamole_user (
  user_id int IDENTITY(1,1) NOT NULL,
  entity_id int NOT NULL,
  password_hash binary(32) NOT NULL,
  password_salt binary(32) NULL,
  password_date datetime NOT NULL,
  disabled bit NOT NULL,
  expired bit NOT NULL,
  access_window_start time(7) NULL,
  access_window_end time(7) NULL,
  valid_from date NULL,
  valid_until date NULL,
  timezone nvarchar(64) NULL,
  full_name nvarchar(256) NULL,
  email_address nvarchar(256) NULL,
  organization nvarchar(256) NULL,
  organizational_role nvarchar(256) NULL,
  CONSTRAINT PK_guacamole_user PRIMARY KEY (user_id),
  CONSTRAINT AK_guacamole_user_single_entity UNIQUE (entity_id)
);
ALTER TABLE guacamole_user ADD CONSTRAINT DF_guacamole_user_disabled DEFAULT 0 FOR disabled;
ALTER TABLE guacamole_user ADD CONSTRAINT DF_guacamole_user_expired DEFAULT 0 FOR expired;

CREATE TABLE guacamole_user_group (
  user_group_id int IDENTITY(1,1) NOT NULL,
  entity_id int NOT NULL,
  disabled bit NOT NULL,
  CONSTRAINT PK_guacamole_user_group PRIMARY KEY (user_group_id),
  CONSTRAINT guacamole_user_group_single_entity UNIQUE (entity_id)
);
ALTER TABLE guacamole_user_group ADD CONSTRAINT DF_guacamole_user_group_disabled DEFAULT 0 FOR disabled;

CREATE TABLE guacamole_user_group_member (
  user_group_id int NOT NULL,
  member_entity_id int NOT NULL,
  CONSTRAINT PK_guacamole_user_group_member PRIMARY KEY (user_group_id, member_entity_id)
);

CREATE TABLE guacamole_sharing_profile (
  sharing_profile_id int IDENTITY(1,1) NOT NULL,
  sharing_profile_name nvarchar(128) NOT NULL,
  primary_connection_id int NOT NULL,
  CONSTRAINT PK_guacamole_sharing_profile PRIMARY KEY (sharing_profile_id),
  CONSTRAINT AK_guacamole_sharing_profile_name_primary_connection UNIQUE (sharing_profile_name, primary_connection_id)
);

CREATE TABLE guacamole_user_attribute (
  user_id int NOT NULL,
  attribute_name nvarchar(128) NOT NULL,
  attribute_value nvarchar(4000) NOT NULL,
  CONSTRAINT PK_guacamole_user_attribute PRIMARY KEY (user_id, attribute_name)
);

CREATE TABLE guacamole_user_group_attribute (
  user_group_id int NOT NULL,
  attribute_name nvarchar(128) NOT NULL,
  attribute_value nvarchar(4000) NOT NULL,
  CONSTRAINT PK_guacamole_user_group_attribute PRIMARY KEY (user_group_id, attribute_name)
);

CREATE TABLE guacamole_connection_attribute (
  connection_id int NOT NULL,
  attribute_name nvarchar(128) NOT NULL,
  attribute_value nvarchar(4000) NOT NULL,
  CONSTRAINT PK_guacamole_connection_attribute PRIMARY KEY (connection_id, attribute_name)
);

CREATE TABLE guacamole_connection_group_attribute (
  connection_group_id int NOT NULL,
  attribute_name nvarchar(128) NOT NULL,
  attribute_value nvarchar(4000) NOT NULL,
  CONSTRAINT PK_guacamole_connection_group_attribute PRIMARY KEY (connection_group_id, attribute_name)
);

CREATE TABLE guacamole_sharing_profile_attribute (
  sharing_profile_id int NOT NULL,
  attribute_name nvarchar(128) NOT NULL,
  attribute_value nvarchar(4000) NOT NULL,
  CONSTRAINT PK_guacamole_sharing_profile_attribute PRIMARY KEY (sharing_profile_id, attribute_name)
);

CREATE TABLE guacamole_connection_parameter (
  connection_id int NOT NULL,
  parameter_name nvarchar(128) NOT NULL,
  parameter_value nvarchar(4000) NOT NULL,
  CONSTRAINT PK_guacamole_connection_parameter PRIMARY KEY (connection_id, parameter_name)
);

CREATE TABLE guacamole_sharing_profile_parameter (
  sharing_profile_id int NOT NULL,
  parameter_name nvarchar(128) NOT NULL,
  parameter_value nvarchar(4000) NOT NULL,
  CONSTRAINT PK_guacamole_sharing_profile_parameter PRIMARY KEY (sharing_profile_id, parameter_name)
);

CREATE TABLE guacamole_connection_permission (
  entity_id int NOT NULL,
  connection_id int NOT NULL,
  permission guacamole_object_permission NOT NULL,
  CONSTRAINT PK_guacamole_connection_permission PRIMARY KEY (entity_id, connection_id, permission)
);

CREATE TABLE guacamole_connection_group_permission (
  entity_id int NOT NULL,
  connection_group_id int NOT NULL,
  permission guacamole_object_permission NOT NULL,
  CONSTRAINT PK_guacamole_connection_group_permission PRIMARY KEY (entity_id, connection_group_id, permission)
);

CREATE TABLE guacamole_sharing_profile_permission (
  entity_id int NOT NULL,
  sharing_profile_id int NOT NULL,
  permission guacamole_object_permission NOT NULL,
  CONSTRAINT PK_guacamole_sharing_profile_permission PRIMARY KEY (entity_id, sharing_profile_id, permission)
);

CREATE TABLE guacamole_system_permission (
  entity_id int NOT NULL,
  permission guacamole_system_permission NOT NULL,
  CONSTRAINT PK_guacamole_system_permission PRIMARY KEY (entity_id, permission)
);

CREATE TABLE guacamole_user_permission (
  entity_id int NOT NULL,
  affected_user_id int NOT NULL,
  permission guacamole_object_permission NOT NULL,
  CONSTRAINT PK_guacamole_user_permission PRIMARY KEY (entity_id, affected_user_id, permission)
);

CREATE TABLE guacamole_user_group_permission (
  entity_id int NOT NULL,
  affected_user_group_id int NOT NULL,
  permission guacamole_object_permission NOT NULL,
  CONSTRAINT PK_guacamole_user_group_permission PRIMARY KEY (entity_id, affected_user_group_id, permission)
);

CREATE TABLE guacamole_connection_history (
  history_id int IDENTITY(1,1) NOT NULL,
  user_id int NULL,
  username nvarchar(128) NOT NULL,
  remote_host nvarchar(256) NULL,
  connection_id int NULL,
  connection_name nvarchar(128) NOT NULL,
  sharing_profile_id int NULL,
  sharing_profile_name nvarchar(128) NULL,
  start_date datetime NOT NULL,
  end_date datetime NULL,
  CONSTRAINT PK_guacamole_connection_history PRIMARY KEY (history_id)
);

CREATE TABLE guacamole_user_history (
  history_id int IDENTITY(1,1) NOT NULL,
  user_id int NULL,
  username nvarchar(128) NOT NULL,
  remote_host nvarchar(256) NULL,
  start_date datetime NOT NULL,
  end_date datetime NULL,
  CONSTRAINT PK_guacamole_user_history PRIMARY KEY (history_id)
);
ALTER TABLE guacamole_user_history ADD CONSTRAINT DF_guacamole_user_history_user_id DEFAULT NULL FOR user_id;
ALTER TABLE guacamole_user_history ADD CONSTRAINT DF_guacamole_user_history_remote_host DEFAULT NULL FOR remote_host;
ALTER TABLE guacamole_user_history ADD CONSTRAINT DF_guacamole_user_history_end_date DEFAULT NULL FOR end_date;

CREATE TABLE guacamole_user_password_history (
  password_history_id int IDENTITY(1,1) NOT NULL,
  user_id int NOT NULL,
  password_hash binary(32) NOT NULL,
  password_salt binary(32) NULL,
  password_date datetime NOT NULL,
  CONSTRAINT PK_guacamole_user_password_history PRIMARY KEY (password_history_id)
);

CREATE NONCLUSTERED INDEX IX_guacamole_connection_group_parent_id ON guacamole_connection_group (parent_id);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_parent_id ON guacamole_connection (parent_id);
CREATE NONCLUSTERED INDEX IX_guacamole_sharing_profile_primary_connection_id ON guacamole_sharing_profile (primary_connection_id);
CREATE NONCLUSTERED INDEX IX_guacamole_user_attribute_user_id ON guacamole_user_attribute (user_id) INCLUDE (attribute_name, attribute_value);
CREATE NONCLUSTERED INDEX IX_guacamole_user_group_attribute_user_id ON guacamole_user_group_attribute (user_group_id) INCLUDE (attribute_name, attribute_value);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_attribute_connection_id ON guacamole_connection_attribute (connection_id) INCLUDE (attribute_name, attribute_value);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_group_attribute_connection_group_id ON guacamole_connection_group_attribute (connection_group_id) INCLUDE (attribute_name, attribute_value);
CREATE NONCLUSTERED INDEX IX_guacamole_sharing_profile_attribute_sharing_profile_id ON guacamole_sharing_profile_attribute (sharing_profile_id) INCLUDE (attribute_name, attribute_value);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_parameter_connection_id ON guacamole_connection_parameter (connection_id);
CREATE NONCLUSTERED INDEX IX_guacamole_sharing_profile_parameter_sharing_profile_id ON guacamole_sharing_profile_parameter (sharing_profile_id);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_permission_connection_id ON guacamole_connection_permission (connection_id);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_permission_entity_id ON guacamole_connection_permission (entity_id);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_group_permission_connection_group_id ON guacamole_connection_group_permission (connection_group_id);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_group_permission_entity_id ON guacamole_connection_group_permission (entity_id);
CREATE NONCLUSTERED INDEX IX_guacamole_sharing_profile_permission_sharing_profile_id ON guacamole_sharing_profile_permission (sharing_profile_id);
CREATE NONCLUSTERED INDEX IX_guacamole_sharing_profile_permission_entity_id ON guacamole_sharing_profile_permission (entity_id);
CREATE NONCLUSTERED INDEX IX_guacamole_system_permission_entity_id ON guacamole_system_permission (entity_id);
CREATE NONCLUSTERED INDEX IX_guacamole_user_permission_entity_id ON guacamole_user_permission (entity_id);
CREATE NONCLUSTERED INDEX IX_guacamole_user_permission_affected_user_id ON guacamole_user_permission (affected_user_id);
CREATE NONCLUSTERED INDEX IX_guacamole_user_group_permission_entity_id ON guacamole_user_group_permission (entity_id);
CREATE NONCLUSTERED INDEX IX_guacamole_user_group_permission_affected_user_group_id ON guacamole_user_group_permission (affected_user_group_id);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_history_user_id ON guacamole_connection_history (user_id);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_history_connection_id ON guacamole_connection_history (connection_id);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_history_sharing_profile_id ON guacamole_connection_history (sharing_profile_id);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_history_start_date ON guacamole_connection_history (start_date);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_history_end_date ON guacamole_connection_history (end_date);
CREATE NONCLUSTERED INDEX IX_guacamole_connection_history_connection_id_start_date ON guacamole_connection_history (connection_id, start_date);
CREATE NONCLUSTERED INDEX IX_guacamole_user_history_user_id ON guacamole_user_history (user_id);
CREATE NONCLUSTERED INDEX IX_guacamole_user_history_start_date ON guacamole_user_history (start_date);
CREATE NONCLUSTERED INDEX IX_guacamole_user_history_end_date ON guacamole_user_history (end_date);
CREATE NONCLUSTERED INDEX IX_guacamole_user_history_user_id_start_date ON guacamole_user_history (user_id, start_date);
CREATE NONCLUSTERED INDEX IX_guacamole_user_password_history_user_id ON guacamole_user_password_history (user_id);

ALTER TABLE guacamole_connection_group WITH CHECK ADD CONSTRAINT FK_guacamole_connection_group_parent_id FOREIGN KEY (parent_id) REFERENCES guacamole_connection_group (connection_group_id);
ALTER TABLE guacamole_connection WITH CHECK ADD CONSTRAINT FK_guacamole_connection_parent_id FOREIGN KEY (parent_id) REFERENCES guacamole_connection_group (connection_group_id);
ALTER TABLE guacamole_user WITH CHECK ADD CONSTRAINT FK_guacamole_user_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_group WITH CHECK ADD CONSTRAINT guacamole_user_group_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_group_member WITH CHECK ADD CONSTRAINT guacamole_user_group_member_parent_id FOREIGN KEY (user_group_id) REFERENCES guacamole_user_group (user_group_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_group_member WITH CHECK ADD CONSTRAINT guacamole_user_group_member_entity_id FOREIGN KEY (member_entity_id) REFERENCES guacamole_entity (entity_id);
ALTER TABLE guacamole_sharing_profile WITH CHECK ADD CONSTRAINT FK_guacamole_sharing_profile_primary_connection_id FOREIGN KEY (primary_connection_id) REFERENCES guacamole_connection (connection_id);
ALTER TABLE guacamole_user_attribute WITH CHECK ADD CONSTRAINT FK_guacamole_user_attribute_user_id FOREIGN KEY (user_id) REFERENCES guacamole_user (user_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_group_attribute WITH CHECK ADD CONSTRAINT FK_guacamole_user_attribute_user_group_id FOREIGN KEY (user_group_id) REFERENCES guacamole_user_group (user_group_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_attribute WITH CHECK ADD CONSTRAINT FK_guacamole_connection_attribute_connection_id FOREIGN KEY (connection_id) REFERENCES guacamole_connection (connection_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_group_attribute WITH CHECK ADD CONSTRAINT FK_guacamole_connection_group_attribute_connection_group_id FOREIGN KEY (connection_group_id) REFERENCES guacamole_connection_group (connection_group_id) ON DELETE CASCADE;
ALTER TABLE guacamole_sharing_profile_attribute WITH CHECK ADD CONSTRAINT FK_guacamole_sharing_profile_attribute_sharing_profile_id FOREIGN KEY (sharing_profile_id) REFERENCES guacamole_sharing_profile (sharing_profile_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_parameter WITH CHECK ADD CONSTRAINT FK_guacamole_connection_parameter_connection_id FOREIGN KEY (connection_id) REFERENCES guacamole_connection (connection_id) ON DELETE CASCADE;
ALTER TABLE guacamole_sharing_profile_parameter WITH CHECK ADD CONSTRAINT FK_guacamole_sharing_profile_parameter_connection_id FOREIGN KEY (sharing_profile_id) REFERENCES guacamole_sharing_profile (sharing_profile_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_permission WITH CHECK ADD CONSTRAINT FK_guacamole_connection_permission_connection_id FOREIGN KEY (connection_id) REFERENCES guacamole_connection (connection_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_permission WITH CHECK ADD CONSTRAINT FK_guacamole_connection_permission_entity_id FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_group_permission WITH CHECK ADD CONSTRAINT FK_guacamole_connection_group_permission_connection_group_id FOREIGN KEY (connection_group_id) REFERENCES guacamole_connection_group (connection_group_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_group_permission WITH CHECK ADD CONSTRAINT FK_guacamole_connection_group_permission_entity_id FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_sharing_profile_permission WITH CHECK ADD CONSTRAINT FK_guacamole_sharing_profile_permission_sharing_profile_id FOREIGN KEY (sharing_profile_id) REFERENCES guacamole_sharing_profile (sharing_profile_id) ON DELETE CASCADE;
ALTER TABLE guacamole_sharing_profile_permission WITH CHECK ADD CONSTRAINT FK_guacamole_sharing_profile_permission_entity_id FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_system_permission WITH CHECK ADD CONSTRAINT FK_guacamole_system_permission_entity_id FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_permission WITH CHECK ADD CONSTRAINT FK_guacamole_user_permission_affected_user_id FOREIGN KEY (affected_user_id) REFERENCES guacamole_user (user_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_permission WITH CHECK ADD CONSTRAINT FK_guacamole_user_permission_entity_id FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id);
ALTER TABLE guacamole_user_group_permission WITH CHECK ADD CONSTRAINT FK_guacamole_user_group_permission_affected_user_group_id FOREIGN KEY (affected_user_group_id) REFERENCES guacamole_user_group (user_group_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_group_permission WITH CHECK ADD CONSTRAINT FK_guacamole_user_group_permission_entity_id FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id);
ALTER TABLE guacamole_connection_history WITH CHECK ADD CONSTRAINT FK_guacamole_connection_history_user_id FOREIGN KEY (user_id) REFERENCES guacamole_user (user_id) ON DELETE SET NULL;
ALTER TABLE guacamole_connection_history WITH CHECK ADD CONSTRAINT FK_guacamole_connection_history_connection_id FOREIGN KEY (connection_id) REFERENCES guacamole_connection (connection_id) ON DELETE SET NULL;
ALTER TABLE guacamole_connection_history WITH CHECK ADD CONSTRAINT FK_guacamole_connection_history_sharing_profile_id FOREIGN KEY (sharing_profile_id) REFERENCES guacamole_sharing_profile (sharing_profile_id);
ALTER TABLE guacamole_user_history WITH CHECK ADD CONSTRAINT FK_guacamole_user_history_user_id FOREIGN KEY (user_id) REFERENCES guacamole_user (user_id) ON DELETE SET NULL;
ALTER TABLE guacamole_user_password_history WITH CHECK ADD CONSTRAINT FK_guacamole_user_password_history_user_id FOREIGN KEY (user_id) REFERENCES guacamole_user (user_id) ON DELETE CASCADE;

GO
CREATE RULE [guacamole_connection_group_type_list] AS @list IN (
    'ORGANIZATIONAL',
    'BALANCING'
)
GO

GO
EXEC sp_bindrule
    'guacamole_connection_group_type_list',
    'guacamole_connection_group_type'
GO

GO
CREATE RULE [guacamole_entity_type_list] AS @list IN (
    'USER',
    'USER_GROUP'
)
GO

GO
EXEC sp_bindrule
    'guacamole_entity_type_list',
    'guacamole_entity_type'
GO

GO
CREATE RULE [guacamole_object_permission_list] AS @list IN (
    'READ',
    'UPDATE',
    'DELETE',
    'ADMINISTER'
)
GO

GO
EXEC sp_bindrule
    'guacamole_object_permission_list',
    'guacamole_object_permission'
GO

GO
CREATE RULE [guacamole_system_permission_list] AS @list IN (
    'CREATE_CONNECTION',
    'CREATE_CONNECTION_GROUP',
    'CREATE_SHARING_PROFILE',
    'CREATE_USER',
    'CREATE_USER_GROUP',
    'AUDIT',
    'ADMINISTER'
)
GO

GO
EXEC sp_bindrule
    'guacamole_system_permission_list',
    'guacamole_system_permission'
GO

GO
CREATE RULE [guacamole_proxy_encryption_method_list] AS @list IN (
    'NONE',
    'SSL'
)
GO

GO
EXEC sp_bindrule
    'guacamole_proxy_encryption_method_list',
    'guacamole_proxy_encryption_method'
GO

GO
CREATE TRIGGER [guacamole_delete_entity]
   ON [guacamole_entity]
   INSTEAD OF DELETE
AS BEGIN

    -- Do not take trigger into account when producing row counts for the DELETE
    SET NOCOUNT ON;

    -- Delete all associated permissions not covered by ON DELETE CASCADE
    DELETE FROM [guacamole_user_permission]
    WHERE [entity_id] IN (SELECT [entity_id] FROM DELETED);

    DELETE FROM [guacamole_user_group_permission]
    WHERE [entity_id] IN (SELECT [entity_id] FROM DELETED);

    -- Delete all associated group memberships not covered by ON DELETE CASCADE
    DELETE FROM [guacamole_user_group_member]
    WHERE [member_entity_id] IN (SELECT [entity_id] FROM DELETED);

    -- Perform original deletion
    DELETE FROM [guacamole_entity]
    WHERE [entity_id] IN (SELECT [entity_id] FROM DELETED);

END
GO

GO
CREATE TRIGGER [guacamole_delete_connection]
   ON [guacamole_connection]
   INSTEAD OF DELETE
AS BEGIN

    -- Do not take trigger into account when producing row counts for the DELETE
    SET NOCOUNT ON;

    -- Delete associated sharing profiles
    DELETE FROM [guacamole_sharing_profile]
    WHERE [primary_connection_id] IN (SELECT [connection_id] FROM DELETED);

    -- Perform original deletion
    DELETE FROM [guacamole_connection]
    WHERE [connection_id] IN (SELECT [connection_id] FROM DELETED);

END
GO

GO
CREATE TRIGGER [guacamole_delete_connection_group]
   ON [guacamole_connection_group]
   INSTEAD OF DELETE
AS BEGIN

    -- Do not take trigger into account when producing row counts for the DELETE
    SET NOCOUNT ON;

    -- Delete all descendant connections
    WITH [connection_groups] ([connection_group_id]) AS (
        SELECT [connection_group_id] FROM DELETED
    UNION ALL
        SELECT [guacamole_connection_group].[connection_group_id]
        FROM [guacamole_connection_group]
        JOIN [connection_groups] ON [connection_groups].[connection_group_id] = [guacamole_connection_group].[parent_id]
    )
    DELETE FROM [guacamole_connection]
    WHERE [parent_id] IN (
        SELECT [connection_group_id]
        FROM [connection_groups]
    );

    -- Delete all requested connection groups, including descendants
    WITH [connection_groups] ([connection_group_id]) AS (
        SELECT [connection_group_id] FROM DELETED
    UNION ALL
        SELECT [guacamole_connection_group].[connection_group_id]
        FROM [guacamole_connection_group]
        JOIN [connection_groups] ON [connection_groups].[connection_group_id] = [guacamole_connection_group].[parent_id]
    )
    DELETE FROM [guacamole_connection_group]
    WHERE [connection_group_id] IN (
        SELECT [connection_group_id]
        FROM [connection_groups]
    );

END
GO

GO
CREATE TRIGGER [guacamole_delete_sharing_profile]
   ON [guacamole_sharing_profile]
   INSTEAD OF DELETE
AS BEGIN

    -- Do not take trigger into account when producing row counts for the DELETE
    SET NOCOUNT ON;

    -- Delete all associated permissions not covered by ON DELETE CASCADE
    UPDATE [guacamole_connection_history]
    SET [sharing_profile_id] = NULL
    WHERE [sharing_profile_id] IN (SELECT [sharing_profile_id] FROM DELETED);

    -- Perform original deletion
    DELETE FROM [guacamole_sharing_profile]
    WHERE [sharing_profile_id] IN (SELECT [sharing_profile_id] FROM DELETED);

END
GO
