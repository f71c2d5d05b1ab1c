import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { APP_PATH } from '../../app/routeRules';
import { accountApi } from '../../lib/session/accountApi';
import { setCachedProfile } from '../../lib/session/useSession';
import { SKIP_DELAY_MS } from './model/onboardingSteps';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Finishing (or skipping, after 500 ms) sets onboarding_finished and goes to /app, under a
 * loading overlay; on failure the overlay goes and the error is only logged (spec 1 §4).
 */
export function useFinishOnboarding(): {
  finishing: boolean;
  finish: () => Promise<void>;
  skip: () => Promise<void>;
} {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);

  const complete = async (delayMs: number) => {
    setFinishing(true);
    try {
      await wait(delayMs);
      const profile = await accountApi.updateProfile({ onboarding_finished: true });
      setCachedProfile(queryClient, profile);
      await navigate(APP_PATH, { replace: true });
    } catch (error) {
      console.error('Onboarding could not be finished.', error);
      setFinishing(false);
    }
  };

  return { finishing, finish: () => complete(0), skip: () => complete(SKIP_DELAY_MS) };
}
