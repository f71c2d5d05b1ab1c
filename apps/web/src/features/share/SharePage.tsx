import { Button, Center } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { onDemandComponent } from '../../lib/onDemand';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Loading } from '../../ui/Loading';
import { goneWords } from './model/shareWords';
import { ShareNotice } from './ShareNotice';
import { SharePasswordForm } from './SharePasswordForm';
import { useNoIndex } from './useNoIndex';
import { useShareAccess, type ShareAccess } from './useShareAccess';

const GONE = goneWords();

function Loader() {
  return (
    <Center mih="100dvh">
      <Loading label="Loading the shared diagram" />
    </Center>
  );
}

// An open link's diagram code (its reads, the canvas) loads beside the link's info: a link that
// is gone or locked shows without it.
const OpenShare = onDemandComponent(async () => (await import('./OpenShare')).OpenShare, Loader);

/** The tab's title for what the page shows. */
function titleOf(access: ShareAccess): string {
  if (access.status === 'open') return access.project.name;
  if (access.status === 'gone') return 'Link gone';
  return 'Shared diagram';
}

/**
 * A share link's page (issue 41), `/s/:token`, or framed, `/embed/:token`: for anyone with the
 * link, no account. A loader, then the password form while the link needs it, the read-only
 * diagram once open, and "This link is gone" as soon as it is revoked or expires. Never indexed.
 */
export function SharePage({ embed }: { embed: boolean }) {
  const token = useParams().token ?? '';
  const access = useShareAccess(token);
  useNoIndex();
  useDocumentTitle(titleOf(access));
  useEffect(() => void OpenShare.preload().catch(() => undefined), []);
  switch (access.status) {
    case 'loading':
      return <Loader />;
    case 'gone':
      return <ShareNotice title={GONE.heading} detail={GONE.detail} />;
    case 'failed':
      return (
        <ShareNotice
          title="The link could not be opened"
          detail="Please check your connection and try again."
        >
          <Button onClick={access.retry}>Try again</Button>
        </ShareNotice>
      );
    case 'locked':
      return (
        <SharePasswordForm
          onUnlock={access.unlock}
          unlocking={access.unlocking}
          error={access.error}
        />
      );
    case 'open':
      return (
        <OpenShare
          token={token}
          grant={access.grant}
          info={access.info}
          project={access.project}
          embed={embed}
          onGone={access.markGone}
          onLocked={access.dropGrant}
        />
      );
  }
}
