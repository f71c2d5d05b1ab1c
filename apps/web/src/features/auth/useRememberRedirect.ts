import { useEffect } from 'react';
import { browserSessionStorage, redirectFromSearch, rememberRedirect } from './model/redirect';

/**
 * Keeps the page's safe `redirect` parameter in session storage, so that it survives what may
 * come between here and the app: the verification mail, a provider sign-in, onboarding.
 * Answers the redirect, for links to the sibling page.
 */
export function useRememberRedirect(search: string): string | null {
  const redirect = redirectFromSearch(search);
  useEffect(() => {
    if (redirect) rememberRedirect(browserSessionStorage(), redirect);
  }, [redirect]);
  return redirect;
}
