/**
 * The security feature's public entry: the settings page's Security tab, and the event list the
 * team page reuses for a project's membership history.
 */
export { AuditEventFeed } from './AuditEventFeed';
export { securityKeys, useProjectEvents } from './securityQueries';
export { SecurityTab } from './SecurityTab';
