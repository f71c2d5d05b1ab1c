import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { browserSessionStorage, takePendingRedirect } from '../../features/auth/model/redirect';

/**
 * Once the user is inside the app (signed in, onboarding done), goes on to the page remembered
 * before the sign-in, e.g. an invitation link: across the verification mail, a provider sign-in
 * or onboarding, the redirect waits in session storage.
 */
export function useResumeRedirect(): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  useEffect(() => {
    const target = takePendingRedirect(browserSessionStorage());
    if (target !== null && target !== here) void navigate(target, { replace: true });
    // Only on entering the app: later navigation must not pick up a redirect stored meanwhile
    // (and `navigate` is a new function at each navigation in React Router's declarative mode).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
