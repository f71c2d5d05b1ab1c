import {
  createdShareSchema,
  okSchema,
  shareLinkSchema,
  type CreatedShare,
  type CreateShareBodyInput,
  type ShareLink,
} from '@relata/core';
import { z } from 'zod';
import { apiJson } from '../../lib/api/apiClient';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const linksOf = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/shares`;

/** A project's share links, for its Admins (apps/server/src/modules/shares), one function each. */
export const shareLinksApi = {
  list: (projectId: string, signal?: AbortSignal): Promise<ShareLink[]> =>
    apiJson(linksOf(projectId), z.array(shareLinkSchema), withSignal(signal)),
  create: (projectId: string, body: CreateShareBodyInput): Promise<CreatedShare> =>
    apiJson(linksOf(projectId), createdShareSchema, { method: 'POST', body }),
  revoke: async (projectId: string, shareId: string): Promise<void> => {
    await apiJson(`${linksOf(projectId)}/${encodeURIComponent(shareId)}`, okSchema, {
      method: 'DELETE',
    });
  },
};
