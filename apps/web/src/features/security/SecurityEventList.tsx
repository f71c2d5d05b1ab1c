import { describeAccountEvent } from '@relata/core';
import { AuditEventFeed } from './AuditEventFeed';
import { useSecurityEvents } from './securityQueries';

/** The user's own recent security events, newest first (issue 14, item 9). */
export function SecurityEventList() {
  return (
    <AuditEventFeed
      label="Recent security events"
      query={useSecurityEvents()}
      describe={describeAccountEvent}
    />
  );
}
