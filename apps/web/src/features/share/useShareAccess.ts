import type { ShareInfo } from '@relata/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { shareApi } from './shareApi';
import { hasStatus, retryUnlessRefused } from './shareErrors';
import { forgetGrant, keepGrant, readGrant } from './shareGrant';
import { shareKeys } from './shareKeys';

/** An open link's project: what the page's header shows. */
export type SharedProject = NonNullable<ShareInfo['project']>;

/** What a link's page shows, as the share API answers. */
export type ShareAccess =
  | { status: 'loading' }
  | { status: 'gone' }
  | { status: 'failed'; retry: () => void }
  | { status: 'locked'; unlock: (password: string) => void; unlocking: boolean; error: unknown }
  | {
      status: 'open';
      info: ShareInfo;
      project: SharedProject;
      /** The grant a password link's diagram and events are read with. */
      grant: string | undefined;
      /** The link went (a 404 or a `gone` event): the page says so at once. */
      markGone: () => void;
      /** The grant was refused (it expired): the password is asked again. */
      dropGrant: () => void;
    };

/**
 * Whether a share link may be read (issue 41): its info, asked first; the password form while it
 * is locked, the grant the right password gives kept for the tab; gone on a 404 at once. The open
 * link's diagram is read by OpenShare, which tells this when it hears the link is gone.
 */
export function useShareAccess(token: string): ShareAccess {
  const [grant, setGrant] = useState(() => readGrant(token));
  const [goneHeard, setGoneHeard] = useState(false);
  // A kept grant the server no longer takes (it expired): forgotten, so the password is asked again.
  const dropGrant = () => {
    forgetGrant(token);
    setGrant(undefined);
  };
  const info = useQuery({
    queryKey: shareKeys.info(token, grant),
    queryFn: async ({ signal }) => {
      try {
        const answer = await shareApi.info(token, grant, signal);
        if (answer.locked && grant !== undefined) dropGrant();
        return answer;
      } catch (error) {
        if (grant !== undefined && hasStatus(error, 401)) dropGrant();
        throw error;
      }
    },
    retry: retryUnlessRefused,
  });
  const unlock = useMutation({
    meta: { errorToast: false },
    mutationFn: (password: string) => shareApi.unlock(token, password),
    onSuccess: (given) => {
      keepGrant(token, given);
      setGrant(given.grant);
    },
  });

  if (goneHeard || hasStatus(info.error, 404) || hasStatus(unlock.error, 404))
    return { status: 'gone' };
  // A refused grant is being dropped: the answer without it comes next.
  const refused = grant !== undefined && info.data?.locked === true;
  if (info.isPending || refused) return { status: 'loading' };
  if (info.isError) return { status: 'failed', retry: () => void info.refetch() };
  if (info.data.locked || !info.data.project)
    return {
      status: 'locked',
      unlock: (password) => unlock.mutate(password),
      unlocking: unlock.isPending,
      error: unlock.error,
    };
  return {
    status: 'open',
    info: info.data,
    project: info.data.project,
    grant,
    markGone: () => setGoneHeard(true),
    dropGrant,
  };
}
