import { toSessionView, type SessionView } from '../../app/routeRules';
import { useSession } from '../../lib/session/useSession';

/** The session as the route guards see it: pending, signed out, needs onboarding or ready. */
export function useSessionView(): SessionView {
  const { status, data } = useSession();
  return toSessionView(status, data?.user);
}
