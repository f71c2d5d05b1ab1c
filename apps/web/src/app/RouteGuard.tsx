import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignOutTarget } from '../features/auth/signOutTarget';
import { useSessionView } from '../features/auth/useSessionView';
import { decideGuard, type RouteAccess } from './routeRules';

/** Props of RouteGuard. */
export interface RouteGuardProps {
  access: RouteAccess;
}

/** Shows its child routes or redirects, by the rules in routeRules.ts; waits for the session. */
export function RouteGuard({ access }: RouteGuardProps) {
  const session = useSessionView();
  const { search, pathname } = useLocation();
  const signedOutTo = useSignOutTarget((s) => s.to);
  const decision = decideGuard(access, session, search, pathname, signedOutTo);
  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
