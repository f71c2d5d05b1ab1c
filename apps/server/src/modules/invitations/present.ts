import type { Invite, InviteStatus, Role } from '@relata/core';

/** The columns an invitation is presented from (the token is added only for its invitee). */
export const INVITE_COLUMNS = [
  'project_invites.id',
  'project_invites.project_id',
  'project_invites.invitee_email',
  'project_invites.role',
  'project_invites.project_name',
  'project_invites.status',
  'project_invites.accepted_by',
  'project_invites.created_at',
  'projects.name',
  'projects.description',
] as const;

/** An invitation row joined with its project. */
export interface InviteRow {
  id: string;
  project_id: string;
  invitee_email: string;
  role: Role;
  project_name: string;
  status: InviteStatus;
  accepted_by: string | null;
  created_at: Date;
  name: string;
  description: string;
}

/** Presents an invitation; the token is included only when given (the invitee's own view). */
export function presentInvite(row: InviteRow, token?: string): Invite {
  return {
    id: row.id,
    project_id: row.project_id,
    invitee_email: row.invitee_email,
    role: row.role,
    project_name: row.project_name,
    status: row.status,
    accepted_by: row.accepted_by,
    ...(token ? { invite_token: token } : {}),
    created_at: row.created_at.toISOString(),
    project: { id: row.project_id, name: row.name, description: row.description },
  };
}
