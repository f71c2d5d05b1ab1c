import { AI_GENERATION_FAILED_MESSAGE } from '@relata/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/ApiError';
import { toast } from '../../lib/toast/toast';
import { generateDbTables } from './aiApi';
import { generationSummary } from './model/prompt';

/**
 * The prompt box's request: on success an info toast names the tables (the diagram itself
 * refetches on the project channel's event); on failure the error is logged and the toast
 * 'Error' shows the server's message, which is the spec's AI message (spec 2 §8).
 */
export function useGenerateTables(projectId: string) {
  return useMutation({
    mutationFn: (query: string) => generateDbTables(projectId, query),
    meta: { errorToast: false },
    onSuccess: (result) => toast.show({ ...generationSummary(result), type: 'info' }),
    onError: (error) => {
      console.error(error);
      // A network failure or an unreadable answer has no server message: the spec's text then.
      const message =
        error instanceof ApiError && error.status > 0 && error.message !== ''
          ? error.message
          : AI_GENERATION_FAILED_MESSAGE;
      toast.show({ title: 'Error', message, type: 'error' });
    },
  });
}
