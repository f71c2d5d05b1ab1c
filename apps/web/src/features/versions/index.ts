/**
 * Version Control's public entry (issue 19): the Version Control settings page's content, and the
 * Save version dialog the visualizer's toolbar opens (loaded on demand there).
 */
export { SaveVersionDialog, type SaveVersionDialogProps } from './SaveVersionDialog';
export { VersionControl } from './VersionControl';
