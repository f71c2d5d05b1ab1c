import type { AccountDeletionStep } from '../account/service';
import { record } from './record';

/**
 * Account deletion's part for the audit trail: the deletion is recorded in its own transaction.
 * The account's earlier events stay until the retention period ends (docs/security.md).
 */
export const auditAccountDeletionStep: AccountDeletionStep = async (trx, userId) => {
  await record(trx, { kind: 'account_deleted', userId });
};
