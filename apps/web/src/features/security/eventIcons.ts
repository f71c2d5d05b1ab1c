import type { AuditEventKind } from '@relata/core';
import {
  IconAlertTriangle,
  IconDoorExit,
  IconKey,
  IconLink,
  IconLogin,
  IconLogout,
  IconMailCheck,
  IconMailForward,
  IconMailOff,
  IconMailX,
  IconShieldCheck,
  IconTrash,
  IconUserCheck,
  IconUserMinus,
  IconUserPlus,
  IconUserCog,
  type Icon,
} from '@tabler/icons-react';

/** The glyph of each audited event kind, for the Security tab and the membership history. */
export const EVENT_ICONS: Record<AuditEventKind, Icon> = {
  sign_up: IconUserPlus,
  sign_in: IconLogin,
  sign_in_failed: IconAlertTriangle,
  sign_out: IconLogout,
  password_changed: IconKey,
  password_reset_requested: IconMailForward,
  password_reset: IconKey,
  email_verified: IconMailCheck,
  identity_linked: IconLink,
  session_ended: IconShieldCheck,
  account_deleted: IconTrash,
  member_role_changed: IconUserCog,
  member_removed: IconUserMinus,
  member_left: IconDoorExit,
  invitation_sent: IconMailForward,
  invitation_accepted: IconUserCheck,
  invitation_declined: IconMailX,
  invitation_removed: IconMailOff,
  project_deleted: IconTrash,
};

/** Kinds that may mean someone else is at work: shown in the error colour. */
export const WARNING_KINDS: ReadonlySet<AuditEventKind> = new Set(['sign_in_failed']);
