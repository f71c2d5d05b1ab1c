-- Note: guacamole_sharing_profile_parameter.sharing_profile_id takes the type of guacamole_sharing_profile.sharing_profile_id (INT(11)) for its foreign key
-- Note: guacamole_sharing_profile_permission.sharing_profile_id takes the type of guacamole_sharing_profile.sharing_profile_id (INT(11)) for its foreign key
-- Note: guacamole_sharing_profile_permission.entity_id takes the type of guacamole_entity.entity_id (INT(11)) for its foreign key

CREATE TABLE guacamole_connection_group (
  connection_group_id INT(11) IDENTITY(1,1) NOT NULL,
  parent_id INT(11) NULL,
  connection_group_name VARCHAR(128) NOT NULL,
  type NVARCHAR(14) NOT NULL,
  max_connections INT(11) NULL,
  max_connections_per_user INT(11) NULL,
  enable_session_affinity BIT NOT NULL,
  CONSTRAINT PK_guacamole_connection_group PRIMARY KEY (connection_group_id)
);
ALTER TABLE guacamole_connection_group ADD CONSTRAINT DF_guacamole_connection_group_type DEFAULT 'ORGANIZATIONAL' FOR type;
ALTER TABLE guacamole_connection_group ADD CONSTRAINT DF_guacamole_connection_group_enable_session_affinity DEFAULT 0 FOR enable_session_affinity;

CREATE TABLE guacamole_connection (
  connection_id INT(11) IDENTITY(1,1) NOT NULL,
  connection_name VARCHAR(128) NOT NULL,
  parent_id INT(11) NULL,
  protocol VARCHAR(32) NOT NULL,
  proxy_port INT NULL,
  proxy_hostname VARCHAR(512) NULL,
  proxy_encryption_method NVARCHAR(4) NULL,
  max_connections INT(11) NULL,
  max_connections_per_user INT(11) NULL,
  connection_weight INT(11) NULL,
  failover_only BIT NOT NULL,
  CONSTRAINT PK_guacamole_connection PRIMARY KEY (connection_id)
);
ALTER TABLE guacamole_connection ADD CONSTRAINT DF_guacamole_connection_failover_only DEFAULT 0 FOR failover_only;

CREATE TABLE guacamole_entity (
  entity_id INT(11) IDENTITY(1,1) NOT NULL,
  name VARCHAR(128) NOT NULL,
  type NVARCHAR(10) NOT NULL,
  CONSTRAINT PK_guacamole_entity PRIMARY KEY (entity_id)
);

CREATE TABLE guacamole_user (
  user_id INT(11) IDENTITY(1,1) NOT NULL,
  entity_id INT(11) NOT NULL,
  password_hash BINARY(32) NOT NULL,
  password_salt BINARY(32) NULL,
  password_date DATETIME NOT NULL,
  disabled BIT NOT NULL,
  expired BIT NOT NULL,
  access_window_start TIME NULL,
  access_window_end TIME NULL,
  valid_from DATE NULL,
  valid_until DATE NULL,
  timezone VARCHAR(64) NULL,
  full_name VARCHAR(256) NULL,
  email_address VARCHAR(256) NULL,
  organization VARCHAR(256) NULL,
  organizational_role VARCHAR(256) NULL,
  CONSTRAINT PK_guacamole_user PRIMARY KEY (user_id),
  CONSTRAINT UQ_guacamole_user_entity_id UNIQUE (entity_id)
);
ALTER TABLE guacamole_user ADD CONSTRAINT DF_guacamole_user_disabled DEFAULT 0 FOR disabled;
ALTER TABLE guacamole_user ADD CONSTRAINT DF_guacamole_user_expired DEFAULT 0 FOR expired;

CREATE TABLE guacamole_user_group (
  user_group_id INT(11) IDENTITY(1,1) NOT NULL,
  entity_id INT(11) NOT NULL,
  disabled BIT NOT NULL,
  CONSTRAINT PK_guacamole_user_group PRIMARY KEY (user_group_id),
  CONSTRAINT UQ_guacamole_user_group_entity_id UNIQUE (entity_id)
);
ALTER TABLE guacamole_user_group ADD CONSTRAINT DF_guacamole_user_group_disabled DEFAULT 0 FOR disabled;

CREATE TABLE guacamole_user_group_member (
  user_group_id INT(11) NOT NULL,
  member_entity_id INT(11) NOT NULL,
  CONSTRAINT PK_guacamole_user_group_member PRIMARY KEY (user_group_id, member_entity_id)
);

CREATE TABLE guacamole_sharing_profile (
  sharing_profile_id INT(11) IDENTITY(1,1) NOT NULL,
  sharing_profile_name VARCHAR(128) NOT NULL,
  primary_connection_id INT(11) NOT NULL,
  CONSTRAINT PK_guacamole_sharing_profile PRIMARY KEY (sharing_profile_id)
);

CREATE TABLE guacamole_connection_parameter (
  connection_id INT(11) NOT NULL,
  parameter_name VARCHAR(128) NOT NULL,
  parameter_value VARCHAR(4096) NOT NULL,
  CONSTRAINT PK_guacamole_connection_parameter PRIMARY KEY (connection_id, parameter_name)
);

CREATE TABLE guacamole_sharing_profile_parameter (
  sharing_profile_id INT(11) NOT NULL,
  parameter_name VARCHAR(128) NOT NULL,
  parameter_value VARCHAR(4096) NOT NULL,
  CONSTRAINT PK_guacamole_sharing_profile_parameter PRIMARY KEY (sharing_profile_id, parameter_name)
);

CREATE TABLE guacamole_user_attribute (
  user_id INT(11) NOT NULL,
  attribute_name VARCHAR(128) NOT NULL,
  attribute_value VARCHAR(4096) NOT NULL,
  CONSTRAINT PK_guacamole_user_attribute PRIMARY KEY (user_id, attribute_name)
);

CREATE TABLE guacamole_user_group_attribute (
  user_group_id INT(11) NOT NULL,
  attribute_name VARCHAR(128) NOT NULL,
  attribute_value VARCHAR(4096) NOT NULL,
  CONSTRAINT PK_guacamole_user_group_attribute PRIMARY KEY (user_group_id, attribute_name)
);

CREATE TABLE guacamole_connection_attribute (
  connection_id INT(11) NOT NULL,
  attribute_name VARCHAR(128) NOT NULL,
  attribute_value VARCHAR(4096) NOT NULL,
  CONSTRAINT PK_guacamole_connection_attribute PRIMARY KEY (connection_id, attribute_name)
);

CREATE TABLE guacamole_connection_group_attribute (
  connection_group_id INT(11) NOT NULL,
  attribute_name VARCHAR(128) NOT NULL,
  attribute_value VARCHAR(4096) NOT NULL,
  CONSTRAINT PK_guacamole_connection_group_attribute PRIMARY KEY (connection_group_id, attribute_name)
);

CREATE TABLE guacamole_sharing_profile_attribute (
  sharing_profile_id INT(11) NOT NULL,
  attribute_name VARCHAR(128) NOT NULL,
  attribute_value VARCHAR(4096) NOT NULL,
  CONSTRAINT PK_guacamole_sharing_profile_attribute PRIMARY KEY (sharing_profile_id, attribute_name)
);

CREATE TABLE guacamole_connection_permission (
  entity_id INT(11) NOT NULL,
  connection_id INT(11) NOT NULL,
  permission NVARCHAR(10) NOT NULL,
  CONSTRAINT PK_guacamole_connection_permission PRIMARY KEY (entity_id, connection_id, permission)
);

CREATE TABLE guacamole_connection_group_permission (
  entity_id INT(11) NOT NULL,
  connection_group_id INT(11) NOT NULL,
  permission NVARCHAR(10) NOT NULL,
  CONSTRAINT PK_guacamole_connection_group_permission PRIMARY KEY (entity_id, connection_group_id, permission)
);

CREATE TABLE guacamole_sharing_profile_permission (
  entity_id INT(11) NOT NULL,
  sharing_profile_id INT(11) NOT NULL,
  permission NVARCHAR(10) NOT NULL,
  CONSTRAINT PK_guacamole_sharing_profile_permission PRIMARY KEY (entity_id, sharing_profile_id, permission)
);

CREATE TABLE guacamole_system_permission (
  entity_id INT(11) NOT NULL,
  permission NVARCHAR(23) NOT NULL,
  CONSTRAINT PK_guacamole_system_permission PRIMARY KEY (entity_id, permission)
);

CREATE TABLE guacamole_user_permission (
  entity_id INT(11) NOT NULL,
  affected_user_id INT(11) NOT NULL,
  permission NVARCHAR(10) NOT NULL,
  CONSTRAINT PK_guacamole_user_permission PRIMARY KEY (entity_id, affected_user_id, permission)
);

CREATE TABLE guacamole_user_group_permission (
  entity_id INT(11) NOT NULL,
  affected_user_group_id INT(11) NOT NULL,
  permission NVARCHAR(10) NOT NULL,
  CONSTRAINT PK_guacamole_user_group_permission PRIMARY KEY (entity_id, affected_user_group_id, permission)
);

CREATE TABLE guacamole_connection_history (
  history_id INT(11) IDENTITY(1,1) NOT NULL,
  user_id INT(11) NULL,
  username VARCHAR(128) NOT NULL,
  remote_host VARCHAR(256) NULL,
  connection_id INT(11) NULL,
  connection_name VARCHAR(128) NOT NULL,
  sharing_profile_id INT(11) NULL,
  sharing_profile_name VARCHAR(128) NULL,
  start_date DATETIME NOT NULL,
  end_date DATETIME NULL,
  CONSTRAINT PK_guacamole_connection_history PRIMARY KEY (history_id)
);
ALTER TABLE guacamole_connection_history ADD CONSTRAINT DF_guacamole_connection_history_user_id DEFAULT NULL FOR user_id;
ALTER TABLE guacamole_connection_history ADD CONSTRAINT DF_guacamole_connection_history_remote_host DEFAULT NULL FOR remote_host;
ALTER TABLE guacamole_connection_history ADD CONSTRAINT DF_guacamole_connection_history_connection_id DEFAULT NULL FOR connection_id;
ALTER TABLE guacamole_connection_history ADD CONSTRAINT DF_guacamole_connection_history_sharing_profile_id DEFAULT NULL FOR sharing_profile_id;
ALTER TABLE guacamole_connection_history ADD CONSTRAINT DF_guacamole_connection_history_sharing_profile_name DEFAULT NULL FOR sharing_profile_name;
ALTER TABLE guacamole_connection_history ADD CONSTRAINT DF_guacamole_connection_history_end_date DEFAULT NULL FOR end_date;

CREATE TABLE guacamole_user_history (
  history_id INT(11) IDENTITY(1,1) NOT NULL,
  user_id INT(11) NULL,
  username VARCHAR(128) NOT NULL,
  remote_host VARCHAR(256) NULL,
  start_date DATETIME NOT NULL,
  end_date DATETIME NULL,
  CONSTRAINT PK_guacamole_user_history PRIMARY KEY (history_id)
);
ALTER TABLE guacamole_user_history ADD CONSTRAINT DF_guacamole_user_history_user_id DEFAULT NULL FOR user_id;
ALTER TABLE guacamole_user_history ADD CONSTRAINT DF_guacamole_user_history_remote_host DEFAULT NULL FOR remote_host;
ALTER TABLE guacamole_user_history ADD CONSTRAINT DF_guacamole_user_history_end_date DEFAULT NULL FOR end_date;

CREATE TABLE guacamole_user_password_history (
  password_history_id INT(11) IDENTITY(1,1) NOT NULL,
  user_id INT(11) NOT NULL,
  password_hash BINARY(32) NOT NULL,
  password_salt BINARY(32) NULL,
  password_date DATETIME NOT NULL,
  CONSTRAINT PK_guacamole_user_password_history PRIMARY KEY (password_history_id)
);

ALTER TABLE guacamole_connection_group WITH CHECK ADD CONSTRAINT guacamole_connection_group_ibfk_1 FOREIGN KEY (parent_id) REFERENCES guacamole_connection_group (connection_group_id);
ALTER TABLE guacamole_connection WITH CHECK ADD CONSTRAINT guacamole_connection_ibfk_1 FOREIGN KEY (parent_id) REFERENCES guacamole_connection_group (connection_group_id);
ALTER TABLE guacamole_user WITH CHECK ADD CONSTRAINT guacamole_user_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id);
ALTER TABLE guacamole_user_group WITH CHECK ADD CONSTRAINT guacamole_user_group_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id);
ALTER TABLE guacamole_user_group_member WITH CHECK ADD CONSTRAINT guacamole_user_group_member_parent_id FOREIGN KEY (user_group_id) REFERENCES guacamole_user_group (user_group_id);
ALTER TABLE guacamole_user_group_member WITH CHECK ADD CONSTRAINT guacamole_user_group_member_entity_id FOREIGN KEY (member_entity_id) REFERENCES guacamole_entity (entity_id);
ALTER TABLE guacamole_sharing_profile WITH CHECK ADD CONSTRAINT guacamole_sharing_profile_ibfk_1 FOREIGN KEY (primary_connection_id) REFERENCES guacamole_connection (connection_id);
ALTER TABLE guacamole_connection_parameter WITH CHECK ADD CONSTRAINT guacamole_connection_parameter_ibfk_1 FOREIGN KEY (connection_id) REFERENCES guacamole_connection (connection_id);
ALTER TABLE guacamole_sharing_profile_parameter WITH CHECK ADD CONSTRAINT guacamole_sharing_profile_parameter_ibfk_1 FOREIGN KEY (sharing_profile_id) REFERENCES guacamole_sharing_profile (sharing_profile_id);
ALTER TABLE guacamole_user_attribute WITH CHECK ADD CONSTRAINT guacamole_user_attribute_ibfk_1 FOREIGN KEY (user_id) REFERENCES guacamole_user (user_id);
ALTER TABLE guacamole_user_group_attribute WITH CHECK ADD CONSTRAINT guacamole_user_group_attribute_ibfk_1 FOREIGN KEY (user_group_id) REFERENCES guacamole_user_group (user_group_id);
ALTER TABLE guacamole_connection_attribute WITH CHECK ADD CONSTRAINT guacamole_connection_attribute_ibfk_1 FOREIGN KEY (connection_id) REFERENCES guacamole_connection (connection_id);
ALTER TABLE guacamole_connection_group_attribute WITH CHECK ADD CONSTRAINT guacamole_connection_group_attribute_ibfk_1 FOREIGN KEY (connection_group_id) REFERENCES guacamole_connection_group (connection_group_id);
ALTER TABLE guacamole_sharing_profile_attribute WITH CHECK ADD CONSTRAINT guacamole_sharing_profile_attribute_ibfk_1 FOREIGN KEY (sharing_profile_id) REFERENCES guacamole_sharing_profile (sharing_profile_id);
ALTER TABLE guacamole_connection_permission WITH CHECK ADD CONSTRAINT guacamole_connection_permission_ibfk_1 FOREIGN KEY (connection_id) REFERENCES guacamole_connection (connection_id);
ALTER TABLE guacamole_connection_permission WITH CHECK ADD CONSTRAINT guacamole_connection_permission_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id);
ALTER TABLE guacamole_connection_group_permission WITH CHECK ADD CONSTRAINT guacamole_connection_group_permission_ibfk_1 FOREIGN KEY (connection_group_id) REFERENCES guacamole_connection_group (connection_group_id);
ALTER TABLE guacamole_connection_group_permission WITH CHECK ADD CONSTRAINT guacamole_connection_group_permission_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id);
ALTER TABLE guacamole_sharing_profile_permission WITH CHECK ADD CONSTRAINT guacamole_sharing_profile_permission_ibfk_1 FOREIGN KEY (sharing_profile_id) REFERENCES guacamole_sharing_profile (sharing_profile_id);
ALTER TABLE guacamole_sharing_profile_permission WITH CHECK ADD CONSTRAINT guacamole_sharing_profile_permission_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id);
ALTER TABLE guacamole_system_permission WITH CHECK ADD CONSTRAINT guacamole_system_permission_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id);
ALTER TABLE guacamole_user_permission WITH CHECK ADD CONSTRAINT guacamole_user_permission_ibfk_1 FOREIGN KEY (affected_user_id) REFERENCES guacamole_user (user_id);
ALTER TABLE guacamole_user_permission WITH CHECK ADD CONSTRAINT guacamole_user_permission_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id);
ALTER TABLE guacamole_user_group_permission WITH CHECK ADD CONSTRAINT guacamole_user_group_permission_affected_user_group FOREIGN KEY (affected_user_group_id) REFERENCES guacamole_user_group (user_group_id);
ALTER TABLE guacamole_user_group_permission WITH CHECK ADD CONSTRAINT guacamole_user_group_permission_entity FOREIGN KEY (entity_id) REFERENCES guacamole_entity (entity_id);
ALTER TABLE guacamole_connection_history WITH CHECK ADD CONSTRAINT guacamole_connection_history_ibfk_1 FOREIGN KEY (user_id) REFERENCES guacamole_user (user_id);
ALTER TABLE guacamole_connection_history WITH CHECK ADD CONSTRAINT guacamole_connection_history_ibfk_2 FOREIGN KEY (connection_id) REFERENCES guacamole_connection (connection_id);
ALTER TABLE guacamole_connection_history WITH CHECK ADD CONSTRAINT guacamole_connection_history_ibfk_3 FOREIGN KEY (sharing_profile_id) REFERENCES guacamole_sharing_profile (sharing_profile_id);
ALTER TABLE guacamole_user_history WITH CHECK ADD CONSTRAINT guacamole_user_history_ibfk_1 FOREIGN KEY (user_id) REFERENCES guacamole_user (user_id);
ALTER TABLE guacamole_user_password_history WITH CHECK ADD CONSTRAINT guacamole_user_password_history_ibfk_1 FOREIGN KEY (user_id) REFERENCES guacamole_user (user_id);
