import type { AuditEventKind } from '@relata/core';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { AuditEventItem } from './AuditEventItem';
import { EventList } from './EventList';

/** What every audit event shows: the kind, when, and from which address and device. */
interface FeedEvent {
  id: string;
  kind: AuditEventKind;
  created_at: string;
  ip_address: string | null;
  user_agent: string | null;
}

/** Props of AuditEventFeed. */
export interface AuditEventFeedProps<E extends FeedEvent> {
  label: string;
  query: UseInfiniteQueryResult<InfiniteData<{ events: E[] }>>;
  /** The event in words (core's describeAccountEvent or describeProjectEvent). */
  describe: (event: E) => string;
}

/**
 * A paged list of audit events, newest first, with "more" at the end: the Security tab's own
 * events and a project's membership history are both this list over their own query.
 */
export function AuditEventFeed<E extends FeedEvent>({
  label,
  query,
  describe,
}: AuditEventFeedProps<E>) {
  const events = query.data?.pages.flatMap((p) => p.events) ?? [];
  const now = new Date();
  return (
    <EventList
      label={label}
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
          title={describe(event)}
          createdAt={event.created_at}
          ipAddress={event.ip_address}
          userAgent={event.user_agent}
          now={now}
        />
      ))}
    </EventList>
  );
}
