import type { AccountEvent, ProjectEvent } from '../api/audit';

const METHODS: Record<string, string> = {
  password: 'with password',
  google: 'with Google',
  github: 'with GitHub',
  verification_link: 'from the verification link',
  recovery_link: 'from a password reset link',
};

const PROVIDERS: Record<string, string> = { google: 'Google', github: 'GitHub' };

const FAILURES: Record<string, string> = {
  unauthenticated: 'wrong e-mail or password',
  email_not_verified: 'e-mail address not verified',
};

const how = (method: string | undefined) =>
  method && METHODS[method] ? ` ${METHODS[method]}` : '';

/** The line the Security tab shows for one of the user's own events ("Signed in with Google"). */
export function describeAccountEvent(event: Pick<AccountEvent, 'kind' | 'details'>): string {
  const d = event.details;
  switch (event.kind) {
    case 'sign_up':
      return `Account created${d.method === 'password' ? '' : how(d.method)}`;
    case 'sign_in':
      return `Signed in${how(d.method)}`;
    case 'sign_in_failed': {
      const why = d.reason ? FAILURES[d.reason] : undefined;
      return why ? `Failed sign-in: ${why}` : 'Failed sign-in';
    }
    case 'sign_out':
      return 'Signed out';
    case 'password_changed':
      return 'Password changed; other sessions signed out';
    case 'password_reset_requested':
      return 'Password reset requested';
    case 'password_reset':
      return 'Password set from a reset link; every session signed out';
    case 'email_verified':
      return 'E-mail address verified';
    case 'identity_linked':
      return `${PROVIDERS[d.provider ?? ''] ?? 'A sign-in provider'} linked to the account`;
    case 'session_ended':
      return d.count && d.count !== '1'
        ? `Signed out of ${d.count} other sessions`
        : 'Signed out of another session';
    case 'account_deleted':
      return 'Account deleted';
    case 'token_created':
      return `Access token “${d.token ?? '?'}” created`;
    case 'token_revoked':
      return `Access token “${d.token ?? '?'}” revoked`;
    case 'token_new_address':
      return `Access token “${d.token ?? '?'}” used from a new address`;
  }
}

/** A person an event names: their name, else the address it recorded, else that they are gone. */
function who(person: ProjectEvent['actor'], email?: string): string {
  return person?.name ?? email ?? 'A deleted account';
}

/** The line the team page shows for a membership event ("Ann changed Bob's role to Viewer"). */
export function describeProjectEvent(
  event: Pick<ProjectEvent, 'kind' | 'details' | 'actor' | 'target'>,
): string {
  const d = event.details;
  const actor = who(event.actor);
  const target = who(event.target, d.email);
  switch (event.kind) {
    case 'member_role_changed':
      return `${actor} changed the role of ${target} from ${d.previous_role ?? '?'} to ${d.role ?? '?'}`;
    case 'member_removed':
      return `${actor} removed ${target} from the project`;
    case 'member_left':
      return `${actor} left the project`;
    case 'invitation_sent':
      return `${actor} invited ${d.email ?? 'someone'} as ${d.role ?? 'member'}`;
    case 'invitation_accepted':
      return `${actor} accepted the invitation and joined as ${d.role ?? 'member'}`;
    case 'invitation_declined':
      return `${d.email ?? actor} declined the invitation`;
    case 'invitation_removed':
      return `${actor} removed the invitation to ${d.email ?? 'someone'}`;
    case 'project_deleted':
      return `${actor} deleted the project`;
    case 'version_restored':
      return `${actor} restored the version “${d.version ?? '?'}”`;
    case 'diagram_replaced':
      return `${actor} replaced the diagram with an import of ${d.tables ?? '?'} tables; “${d.version ?? 'Before import'}” keeps the diagram before`;
    case 'diagram_pushed':
      return `${actor} pushed a schema file into the diagram (${d.tables ?? '?'} tables) as the version “${d.saved ?? '?'}”; “${d.version ?? 'Before push'}” keeps the diagram before`;
    case 'diagram_synced':
      return `${actor} took a database's changes into the diagram (${d.tables ?? '?'} tables); “${d.version ?? 'Before database sync'}” keeps the diagram before`;
    case 'version_renamed':
      return `${actor} renamed the version “${d.previous_name ?? '?'}” to “${d.version ?? '?'}”`;
    case 'version_deleted':
      return `${actor} deleted the version “${d.version ?? '?'}”`;
    case 'saved_query_deleted':
      return `${actor} deleted the saved query “${d.query ?? '?'}”`;
    case 'visualization_changed':
      return d.settings
        ? `${actor} changed the visualization defaults: ${d.settings}`
        : `${actor} changed the visualization defaults`;
    case 'live_db_connection_created':
      return `${actor} saved the database connection ${connection(d)}`;
    case 'live_db_connection_changed':
      return `${actor} changed the database connection ${connection(d)}`;
    case 'live_db_connection_deleted':
      return `${actor} deleted the database connection ${connection(d)}`;
    case 'live_db_tested':
      return `${actor} tried a connection to ${connection(d)}${outcome(d)}`;
    case 'live_db_read':
      return `${actor} read the schema of ${connection(d)}${outcome(d)}`;
    case 'share_created':
      return `${actor} made the share link “${d.share ?? '?'}”`;
    case 'share_revoked':
      return `${actor} revoked the share link “${d.share ?? '?'}”`;
  }
}

/** A live database connection as its events name it: “Shop” (postgresql, db.example.com). */
function connection(d: ProjectEvent['details']): string {
  const where = [d.engine, d.host ?? d.file].filter(Boolean).join(', ');
  const named = d.connection ? `“${d.connection}”` : 'a database';
  return where ? `${named} (${where})` : named;
}

/** How a try or read of a live database ended, when it failed. */
const outcome = (d: ProjectEvent['details']) =>
  d.outcome && d.outcome !== 'ok' ? `: failed (${d.outcome})` : '';
