import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../../lib/session/accountApi';
import {
  getCachedProfile,
  SESSION_QUERY_KEY,
  setCachedProfile,
} from '../../lib/session/useSession';
import { applyProfilePatch } from './model/profileForm';

/**
 * Updates the profile optimistically and rolls back on failure, which is only logged
 * (spec 1 §4 "Profile update", §8).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.updateProfile,
    meta: { errorToast: false },
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
      const previous = getCachedProfile(queryClient);
      if (previous) setCachedProfile(queryClient, applyProfilePatch(previous, patch));
      return { previous };
    },
    onError: (error, _patch, context) => {
      console.error('The profile could not be updated.', error);
      if (context?.previous) setCachedProfile(queryClient, context.previous);
    },
    onSuccess: (profile) => setCachedProfile(queryClient, profile),
  });
}

/** Uploads a cropped avatar; a failure is only logged (spec 1 §8). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.uploadAvatar,
    meta: { errorToast: false },
    onSuccess: (profile) => setCachedProfile(queryClient, profile),
  });
}
