-- Note: enum type guacamole_connection_group_type is not created in mssql: it is written as VARCHAR with a CHECK on its columns
-- Note: enum type guacamole_entity_type is not created in mssql: it is written as VARCHAR with a CHECK on its columns
-- Note: enum type guacamole_object_permission_type is not created in mssql: it is written as VARCHAR with a CHECK on its columns
-- Note: enum type guacamole_system_permission_type is not created in mssql: it is written as VARCHAR with a CHECK on its columns
-- Note: enum type guacamole_proxy_encryption_method is not created in mssql: it is written as VARCHAR with a CHECK on its columns
-- Note: mssql has no serial types or sequence defaults: guacamole_connection_group.connection_group_id, guacamole_connection.connection_id, guacamole_entity.entity_id, guacamole_user.user_id, guacamole_user_group.user_group_id, guacamole_sharing_profile.sharing_profile_id, guacamole_connection_history.history_id, guacamole_user_history.history_id, guacamole_user_password_history.password_history_id are written as auto-increment integers
-- Note: guacamole_connection_group is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: guacamole_connection_history is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: guacamole_user_group_member is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: guacamole_user_permission is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: guacamole_user_group_permission is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION
-- Note: type bytea becomes VARBINARY(MAX) in mssql (guacamole_user.password_hash, guacamole_user.password_salt, password_hash, password_salt, guacamole_user_password_history.password_hash and 1 more)
-- Note: type timestamptz becomes DATETIMEOFFSET in mssql (guacamole_user.password_date, password_date, guacamole_connection_history.start_date, guacamole_connection_history.end_date, start_date and 4 more)

CREATE TABLE guacamole_connection_group (
  connection_group_id INT IDENTITY(1,1) NOT NULL,
  parent_id INT NULL,
  connection_group_name varchar(128) NOT NULL,
  type varchar(14) NOT NULL CHECK (type IN (N'ORGANIZATIONAL', N'BALANCING')),
  max_connections INT NULL,
  max_connections_per_user INT NULL,
  enable_session_affinity BIT NOT NULL,
  CONSTRAINT PK_guacamole_connection_group PRIMARY KEY (connection_group_id),
  CONSTRAINT connection_group_name_parent UNIQUE (connection_group_name, parent_id)
);
ALTER TABLE guacamole_connection_group ADD CONSTRAINT DF_guacamole_connection_group_type DEFAULT 'ORGANIZATIONAL' FOR type;
ALTER TABLE guacamole_connection_group ADD CONSTRAINT DF_guacamole_connection_group_enable_session_affinity DEFAULT 0 FOR enable_session_affinity;

CREATE TABLE guacamole_connection (
  connection_id INT IDENTITY(1,1) NOT NULL,
  connection_name varchar(128) NOT NULL,
  parent_id INT NULL,
  protocol varchar(32) NOT NULL,
  max_connections INT NULL,
  max_connections_per_user INT NULL,
  connection_weight INT NULL,
  failover_only BIT NOT NULL,
  proxy_port INT NULL,
  proxy_hostname varchar(512) NULL,
  proxy_encryption_method varchar(4) NULL CHECK (proxy_encryption_method IN (N'NONE', N'SSL')),
  CONSTRAINT PK_guacamole_connection PRIMARY KEY (connection_id),
  CONSTRAINT connection_name_parent UNIQUE (connection_name, parent_id)
);
ALTER TABLE guacamole_connection ADD CONSTRAINT DF_guacamole_connection_failover_only DEFAULT 0 FOR failover_only;

CREATE TABLE guacamole_entity (
  entity_id INT IDENTITY(1,1) NOT NULL,
  name varchar(128) NOT NULL,
  type varchar(10) NOT NULL CHECK (type IN (N'USER', N'USER_GROUP')),
  CONSTRAINT PK_guacamole_entity PRIMARY KEY (entity_id),
  CONSTRAINT guacamole_entity_name_scope UNIQUE (type, name)
);

CREATE TABLE guacamole_user (
  user_id INT IDENTITY(1,1) NOT NULL,
  entity_id INT NOT NULL,
  password_hash VARBINARY(MAX) NOT NULL,
  password_salt VARBINARY(MAX) NULL,
  password_date DATETIMEOFFSET NOT NULL,
  disabled BIT NOT NULL,
  expired BIT NOT NULL,
  access_window_start time NULL,
  access_window_end time NULL,
  valid_from date NULL,
  valid_until date NULL,
  timezone varchar(64) NULL,
  full_name varchar(256) NULL,
  email_address varchar(256) NULL,
  organization varchar(256) NULL,
  organizational_role varchar(256) NULL,
  CONSTRAINT PK_guacamole_user PRIMARY KEY (user_id),
  CONSTRAINT guacamole_user_single_entity UNIQUE (entity_id)
);
ALTER TABLE guacamole_user ADD CONSTRAINT DF_guacamole_user_disabled DEFAULT 0 FOR disabled;
ALTER TABLE guacamole_user ADD CONSTRAINT DF_guacamole_user_expired DEFAULT 0 FOR expired;

CREATE TABLE guacamole_user_group (
  user_group_id INT IDENTITY(1,1) NOT NULL,
  entity_id INT NOT NULL,
  disabled BIT NOT NULL,
  CONSTRAINT PK_guacamole_user_group PRIMARY KEY (user_group_id),
  CONSTRAINT guacamole_user_group_single_entity UNIQUE (entity_id)
);
ALTER TABLE guacamole_user_group ADD CONSTRAINT DF_guacamole_user_group_disabled DEFAULT 0 FOR disabled;

CREATE TABLE guacamole_user_group_member (
  user_group_id INT NOT NULL,
  member_entity_id INT NOT NULL,
  CONSTRAINT PK_guacamole_user_group_member PRIMARY KEY (user_group_id, member_entity_id)
);

CREATE TABLE guacamole_sharing_profile (
  sharing_profile_id INT IDENTITY(1,1) NOT NULL,
  sharing_profile_name varchar(128) NOT NULL,
  primary_connection_id INT NOT NULL,
  CONSTRAINT PK_guacamole_sharing_profile PRIMARY KEY (sharing_profile_id),
  CONSTRAINT sharing_profile_name_primary UNIQUE (sharing_profile_name, primary_connection_id)
);

CREATE TABLE guacamole_connection_parameter (
  connection_id INT NOT NULL,
  parameter_name varchar(128) NOT NULL,
  parameter_value varchar(4096) NOT NULL,
  CONSTRAINT PK_guacamole_connection_parameter PRIMARY KEY (connection_id, parameter_name)
);

CREATE TABLE guacamole_sharing_profile_parameter (
  sharing_profile_id INT NOT NULL,
  parameter_name varchar(128) NOT NULL,
  parameter_value varchar(4096) NOT NULL,
  CONSTRAINT PK_guacamole_sharing_profile_parameter PRIMARY KEY (sharing_profile_id, parameter_name)
);

CREATE TABLE guacamole_user_attribute (
  user_id INT NOT NULL,
  attribute_name varchar(128) NOT NULL,
  attribute_value varchar(4096) NOT NULL,
  CONSTRAINT PK_guacamole_user_attribute PRIMARY KEY (user_id, attribute_name)
);

CREATE TABLE guacamole_user_group_attribute (
  user_group_id INT NOT NULL,
  attribute_name varchar(128) NOT NULL,
  attribute_value varchar(4096) NOT NULL,
  CONSTRAINT PK_guacamole_user_group_attribute PRIMARY KEY (user_group_id, attribute_name)
);

CREATE TABLE guacamole_connection_attribute (
  connection_id INT NOT NULL,
  attribute_name varchar(128) NOT NULL,
  attribute_value varchar(4096) NOT NULL,
  CONSTRAINT PK_guacamole_connection_attribute PRIMARY KEY (connection_id, attribute_name)
);

CREATE TABLE guacamole_connection_group_attribute (
  connection_group_id INT NOT NULL,
  attribute_name varchar(128) NOT NULL,
  attribute_value varchar(4096) NOT NULL,
  CONSTRAINT PK_guacamole_connection_group_attribute PRIMARY KEY (connection_group_id, attribute_name)
);

CREATE TABLE guacamole_sharing_profile_attribute (
  sharing_profile_id INT NOT NULL,
  attribute_name varchar(128) NOT NULL,
  attribute_value varchar(4096) NOT NULL,
  CONSTRAINT PK_guacamole_sharing_profile_attribute PRIMARY KEY (sharing_profile_id, attribute_name)
);

CREATE TABLE guacamole_connection_permission (
  entity_id INT NOT NULL,
  connection_id INT NOT NULL,
  permission varchar(10) NOT NULL CHECK (permission IN (N'READ', N'UPDATE', N'DELETE', N'ADMINISTER')),
  CONSTRAINT PK_guacamole_connection_permission PRIMARY KEY (entity_id, connection_id, permission)
);

CREATE TABLE guacamole_connection_group_permission (
  entity_id INT NOT NULL,
  connection_group_id INT NOT NULL,
  permission varchar(10) NOT NULL CHECK (permission IN (N'READ', N'UPDATE', N'DELETE', N'ADMINISTER')),
  CONSTRAINT PK_guacamole_connection_group_permission PRIMARY KEY (entity_id, connection_group_id, permission)
);

CREATE TABLE guacamole_sharing_profile_permission (
  entity_id INT NOT NULL,
  sharing_profile_id INT NOT NULL,
  permission varchar(10) NOT NULL CHECK (permission IN (N'READ', N'UPDATE', N'DELETE', N'ADMINISTER')),
  CONSTRAINT PK_guacamole_sharing_profile_permission PRIMARY KEY (entity_id, sharing_profile_id, permission)
);

CREATE TABLE guacamole_system_permission (
  entity_id INT NOT NULL,
  permission varchar(23) NOT NULL CHECK (permission IN (N'CREATE_CONNECTION', N'CREATE_CONNECTION_GROUP', N'CREATE_SHARING_PROFILE', N'CREATE_USER', N'CREATE_USER_GROUP', N'AUDIT', N'ADMINISTER')),
  CONSTRAINT PK_guacamole_system_permission PRIMARY KEY (entity_id, permission)
);

CREATE TABLE guacamole_user_permission (
  entity_id INT NOT NULL,
  affected_user_id INT NOT NULL,
  permission varchar(10) NOT NULL CHECK (permission IN (N'READ', N'UPDATE', N'DELETE', N'ADMINISTER')),
  CONSTRAINT PK_guacamole_user_permission PRIMARY KEY (entity_id, affected_user_id, permission)
);

CREATE TABLE guacamole_user_group_permission (
  entity_id INT NOT NULL,
  affected_user_group_id INT NOT NULL,
  permission varchar(10) NOT NULL CHECK (permission IN (N'READ', N'UPDATE', N'DELETE', N'ADMINISTER')),
  CONSTRAINT PK_guacamole_user_group_permission PRIMARY KEY (entity_id, affected_user_group_id, permission)
);

CREATE TABLE guacamole_connection_history (
  history_id INT IDENTITY(1,1) NOT NULL,
  user_id INT NULL,
  username varchar(128) NOT NULL,
  remote_host varchar(256) NULL,
  connection_id INT NULL,
  connection_name varchar(128) NOT NULL,
  sharing_profile_id INT NULL,
  sharing_profile_name varchar(128) NULL,
  start_date DATETIMEOFFSET NOT NULL,
  end_date DATETIMEOFFSET NULL,
  CONSTRAINT PK_guacamole_connection_history PRIMARY KEY (history_id)
);
ALTER TABLE guacamole_connection_history ADD CONSTRAINT DF_guacamole_connection_history_user_id DEFAULT NULL FOR user_id;
ALTER TABLE guacamole_connection_history ADD CONSTRAINT DF_guacamole_connection_history_remote_host DEFAULT NULL FOR remote_host;
ALTER TABLE guacamole_connection_history ADD CONSTRAINT DF_guacamole_connection_history_connection_id DEFAULT NULL FOR connection_id;
ALTER TABLE guacamole_connection_history ADD CONSTRAINT DF_guacamole_connection_history_sharing_profile_id DEFAULT NULL FOR sharing_profile_id;
ALTER TABLE guacamole_connection_history ADD CONSTRAINT DF_guacamole_connection_history_sharing_profile_name DEFAULT NULL FOR sharing_profile_name;
ALTER TABLE guacamole_connection_history ADD CONSTRAINT DF_guacamole_connection_history_end_date DEFAULT NULL FOR end_date;

CREATE TABLE guacamole_user_history (
  history_id INT IDENTITY(1,1) NOT NULL,
  user_id INT NULL,
  username varchar(128) NOT NULL,
  remote_host varchar(256) NULL,
  start_date DATETIMEOFFSET NOT NULL,
  end_date DATETIMEOFFSET NULL,
  CONSTRAINT PK_guacamole_user_history PRIMARY KEY (history_id)
);
ALTER TABLE guacamole_user_history ADD CONSTRAINT DF_guacamole_user_history_user_id DEFAULT NULL FOR user_id;
ALTER TABLE guacamole_user_history ADD CONSTRAINT DF_guacamole_user_history_remote_host DEFAULT NULL FOR remote_host;
ALTER TABLE guacamole_user_history ADD CONSTRAINT DF_guacamole_user_history_end_date DEFAULT NULL FOR end_date;

CREATE TABLE guacamole_user_password_history (
  password_history_id INT IDENTITY(1,1) NOT NULL,
  user_id INT NOT NULL,
  password_hash VARBINARY(MAX) NOT NULL,
  password_salt VARBINARY(MAX) NULL,
  password_date DATETIMEOFFSET NOT NULL,
  CONSTRAINT PK_guacamole_user_password_history PRIMARY KEY (password_history_id)
);

CREATE INDEX guacamole_connection_group_parent_id ON guacamole_connection_group (parent_id);
CREATE INDEX guacamole_connection_parent_id ON guacamole_connection (parent_id);
CREATE INDEX guacamole_sharing_profile_primary_connection_id ON guacamole_sharing_profile (primary_connection_id);
CREATE INDEX guacamole_connection_parameter_connection_id ON guacamole_connection_parameter (connection_id);
CREATE INDEX guacamole_sharing_profile_parameter_sharing_profile_id ON guacamole_sharing_profile_parameter (sharing_profile_id);
CREATE INDEX guacamole_user_attribute_user_id ON guacamole_user_attribute (user_id);
CREATE INDEX guacamole_user_group_attribute_user_group_id ON guacamole_user_group_attribute (user_group_id);
CREATE INDEX guacamole_connection_attribute_connection_id ON guacamole_connection_attribute (connection_id);
CREATE INDEX guacamole_connection_group_attribute_connection_group_id ON guacamole_connection_group_attribute (connection_group_id);
CREATE INDEX guacamole_sharing_profile_attribute_sharing_profile_id ON guacamole_sharing_profile_attribute (sharing_profile_id);
CREATE INDEX guacamole_connection_permission_connection_id ON guacamole_connection_permission (connection_id);
CREATE INDEX guacamole_connection_permission_entity_id ON guacamole_connection_permission (entity_id);
CREATE INDEX guacamole_connection_group_permission_connection_group_id ON guacamole_connection_group_permission (connection_group_id);
CREATE INDEX guacamole_connection_group_permission_entity_id ON guacamole_connection_group_permission (entity_id);
CREATE INDEX guacamole_sharing_profile_permission_sharing_profile_id ON guacamole_sharing_profile_permission (sharing_profile_id);
CREATE INDEX guacamole_sharing_profile_permission_entity_id ON guacamole_sharing_profile_permission (entity_id);
CREATE INDEX guacamole_system_permission_entity_id ON guacamole_system_permission (entity_id);
CREATE INDEX guacamole_user_permission_affected_user_id ON guacamole_user_permission (affected_user_id);
CREATE INDEX guacamole_user_permission_entity_id ON guacamole_user_permission (entity_id);
CREATE INDEX guacamole_user_group_permission_affected_user_group_id ON guacamole_user_group_permission (affected_user_group_id);
CREATE INDEX guacamole_user_group_permission_entity_id ON guacamole_user_group_permission (entity_id);
CREATE INDEX guacamole_connection_history_user_id ON guacamole_connection_history (user_id);
CREATE INDEX guacamole_connection_history_connection_id ON guacamole_connection_history (connection_id);
CREATE INDEX guacamole_connection_history_sharing_profile_id ON guacamole_connection_history (sharing_profile_id);
CREATE INDEX guacamole_connection_history_start_date ON guacamole_connection_history (start_date);
CREATE INDEX guacamole_connection_history_end_date ON guacamole_connection_history (end_date);
CREATE INDEX guacamole_connection_history_connection_id_start_date ON guacamole_connection_history (connection_id, start_date);
CREATE INDEX guacamole_user_history_user_id ON guacamole_user_history (user_id);
CREATE INDEX guacamole_user_history_start_date ON guacamole_user_history (start_date);
CREATE INDEX guacamole_user_history_end_date ON guacamole_user_history (end_date);
CREATE INDEX guacamole_user_history_user_id_start_date ON guacamole_user_history (user_id, start_date);
CREATE INDEX guacamole_user_password_history_user_id ON guacamole_user_password_history (user_id);

ALTER TABLE guacamole_connection_group WITH CHECK ADD CONSTRAINT guacamole_connection_group_ibfk_1 FOREIGN KEY (parent_id) REFERENCES guacamole_connection_group (connection_group_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection WITH CHECK ADD CONSTRAINT guacamole_connection_ibfk_1 FOREIGN KEY (parent_id) REFERENCES guacamole_connection_group (connection_group_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user WITH CHECK ADD CONSTRAINT guacamole_user_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_group WITH CHECK ADD CONSTRAINT guacamole_user_group_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_group_member WITH CHECK ADD CONSTRAINT guacamole_user_group_member_parent FOREIGN KEY (user_group_id) REFERENCES guacamole_user_group (user_group_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_group_member WITH CHECK ADD CONSTRAINT guacamole_user_group_member_entity FOREIGN KEY (member_entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_sharing_profile WITH CHECK ADD CONSTRAINT guacamole_sharing_profile_ibfk_1 FOREIGN KEY (primary_connection_id) REFERENCES guacamole_connection (connection_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_parameter WITH CHECK ADD CONSTRAINT guacamole_connection_parameter_ibfk_1 FOREIGN KEY (connection_id) REFERENCES guacamole_connection (connection_id) ON DELETE CASCADE;
ALTER TABLE guacamole_sharing_profile_parameter WITH CHECK ADD CONSTRAINT guacamole_sharing_profile_parameter_ibfk_1 FOREIGN KEY (sharing_profile_id) REFERENCES guacamole_sharing_profile (sharing_profile_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_attribute WITH CHECK ADD CONSTRAINT guacamole_user_attribute_ibfk_1 FOREIGN KEY (user_id) REFERENCES guacamole_user (user_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_group_attribute WITH CHECK ADD CONSTRAINT guacamole_user_group_attribute_ibfk_1 FOREIGN KEY (user_group_id) REFERENCES guacamole_user_group (user_group_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_attribute WITH CHECK ADD CONSTRAINT guacamole_connection_attribute_ibfk_1 FOREIGN KEY (connection_id) REFERENCES guacamole_connection (connection_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_group_attribute WITH CHECK ADD CONSTRAINT guacamole_connection_group_attribute_ibfk_1 FOREIGN KEY (connection_group_id) REFERENCES guacamole_connection_group (connection_group_id) ON DELETE CASCADE;
ALTER TABLE guacamole_sharing_profile_attribute WITH CHECK ADD CONSTRAINT guacamole_sharing_profile_attribute_ibfk_1 FOREIGN KEY (sharing_profile_id) REFERENCES guacamole_sharing_profile (sharing_profile_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_permission WITH CHECK ADD CONSTRAINT guacamole_connection_permission_ibfk_1 FOREIGN KEY (connection_id) REFERENCES guacamole_connection (connection_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_permission WITH CHECK ADD CONSTRAINT guacamole_connection_permission_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_group_permission WITH CHECK ADD CONSTRAINT guacamole_connection_group_permission_ibfk_1 FOREIGN KEY (connection_group_id) REFERENCES guacamole_connection_group (connection_group_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_group_permission WITH CHECK ADD CONSTRAINT guacamole_connection_group_permission_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_sharing_profile_permission WITH CHECK ADD CONSTRAINT guacamole_sharing_profile_permission_ibfk_1 FOREIGN KEY (sharing_profile_id) REFERENCES guacamole_sharing_profile (sharing_profile_id) ON DELETE CASCADE;
ALTER TABLE guacamole_sharing_profile_permission WITH CHECK ADD CONSTRAINT guacamole_sharing_profile_permission_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_system_permission WITH CHECK ADD CONSTRAINT guacamole_system_permission_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_permission WITH CHECK ADD CONSTRAINT guacamole_user_permission_ibfk_1 FOREIGN KEY (affected_user_id) REFERENCES guacamole_user (user_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_permission WITH CHECK ADD CONSTRAINT guacamole_user_permission_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_group_permission WITH CHECK ADD CONSTRAINT guacamole_user_group_permission_affected_user_group FOREIGN KEY (affected_user_group_id) REFERENCES guacamole_user_group (user_group_id) ON DELETE CASCADE;
ALTER TABLE guacamole_user_group_permission WITH CHECK ADD CONSTRAINT guacamole_user_group_permission_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id) ON DELETE CASCADE;
ALTER TABLE guacamole_connection_history WITH CHECK ADD CONSTRAINT guacamole_connection_history_ibfk_1 FOREIGN KEY (user_id) REFERENCES guacamole_user (user_id) ON DELETE SET NULL;
ALTER TABLE guacamole_connection_history WITH CHECK ADD CONSTRAINT guacamole_connection_history_ibfk_2 FOREIGN KEY (connection_id) REFERENCES guacamole_connection (connection_id) ON DELETE SET NULL;
ALTER TABLE guacamole_connection_history WITH CHECK ADD CONSTRAINT guacamole_connection_history_ibfk_3 FOREIGN KEY (sharing_profile_id) REFERENCES guacamole_sharing_profile (sharing_profile_id) ON DELETE SET NULL;
ALTER TABLE guacamole_user_history WITH CHECK ADD CONSTRAINT guacamole_user_history_ibfk_1 FOREIGN KEY (user_id) REFERENCES guacamole_user (user_id) ON DELETE SET NULL;
ALTER TABLE guacamole_user_password_history WITH CHECK ADD CONSTRAINT guacamole_user_password_history_ibfk_1 FOREIGN KEY (user_id) REFERENCES guacamole_user (user_id) ON DELETE CASCADE;
