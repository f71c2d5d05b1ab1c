-- Taking a live database's changes into the diagram (issue 38, item 2) saves the diagram before as
-- an automatic version, as a replacing import does: its reason is 'sync'.
alter table diagram_versions drop constraint diagram_versions_reason_check;
alter table diagram_versions
  add constraint diagram_versions_reason_check check (reason in ('import', 'ai', 'restore', 'sync'));
