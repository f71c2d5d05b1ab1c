import { describeAccountEvent } from '@relata/core';
import { AuditEventItem } from './AuditEventItem';
import { EventList } from './EventList';
import { useSecurityEvents } from './securityQueries';

/** The user's own recent security events, newest first (issue 14, item 9). */
export function SecurityEventList() {
  const query = useSecurityEvents();
  const events = query.data?.pages.flatMap((p) => p.events) ?? [];
  const now = new Date();
  return (
    <EventList
      label="Recent security events"
      loading={query.isPending}
      failed={query.isError}
      empty={events.length === 0}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onMore={() => void query.fetchNextPage()}
    >
      {events.map((event) => (
        <AuditEventItem
          key={event.id}
          kind={event.kind}
          title={describeAccountEvent(event)}
          createdAt={event.created_at}
          ipAddress={event.ip_address}
          userAgent={event.user_agent}
          now={now}
        />
      ))}
    </EventList>
  );
}
