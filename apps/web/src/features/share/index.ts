/**
 * The share feature's public entry (issue 41): the dialog that makes a share link, which the
 * visualizer's Share opens. Its pages (Project settings > Sharing, /s/:token, /embed/:token) are
 * routes of their own.
 */
export { CreateShareDialog, type CreateShareDialogProps } from './CreateShareDialog';
