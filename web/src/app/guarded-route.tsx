/**
 * One screen of the route table behind its guards (docs/PRODUCT.md §4). The guards are decided as
 * the screen renders and again whenever the address or the session changes — from this tab,
 * another tab or Firebase Auth: a lost role leaves the screen, a visitor page sends a newly
 * signed-in user on, and signing out on a screen that needs a login goes to the landing page
 * (spec: logout redirects to `/`). A verdict's effects (a toast, the remembered return path) run
 * once it is committed.
 */
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/quiet-states';
import { paths } from '@/config/paths';
import { markScreenPainted } from '@/lib/first-paint';
import { useUser } from '@/lib/session/session-store';
import type { UserDetails } from '@/lib/session/user-details';
import { useDocumentHead } from './document-head';
import type { Decision, RouteMeta, Verdict } from './guards';
import { NotFoundPage } from './routes/not-found';

/** True once the session ended while this screen was open ("adjusting state while rendering"). */
function useSignedOutHere(user: UserDetails | null): boolean {
  const [previous, setPrevious] = useState(user);
  const [signedOut, setSignedOut] = useState(false);
  if (previous !== user) {
    setPrevious(user);
    if (previous && !user) setSignedOut(true);
  }
  return signedOut || (previous !== null && user === null);
}

/** The verdict of a decision that needed the server, once it settled for this very address and session. */
function useSettledVerdict(decision: Decision, key: string): Verdict | undefined {
  const [settled, setSettled] = useState<{ key: string; verdict?: Verdict; error?: unknown }>();
  useEffect(() => {
    if (!('pending' in decision)) return;
    let current = true;
    decision.pending().then(
      (verdict) => current && setSettled({ key, verdict }),
      (error: unknown) => current && setSettled({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [decision, key]);
  if (settled?.key !== key) return undefined;
  // A check that failed is an error of the screen: the route error boundary shows it.
  if (settled.error !== undefined) throw settled.error;
  return settled.verdict;
}

/** Rendered with a screen's content: the first one tells lib/first-paint.ts it is on screen. */
function ScreenCommitted() {
  useEffect(markScreenPainted, []);
  return null;
}

/** A 404 has no verdict of its own: nothing to apply. */
const NOT_FOUND: Verdict = {};

interface GuardedRouteProps {
  meta: RouteMeta;
  decide: (url: URL, user: UserDetails | null) => Decision;
  Screen: ComponentType;
}

export function GuardedRoute({ meta, decide, Screen }: GuardedRouteProps) {
  const { t } = useLingui();
  const user = useUser();
  const { pathname, search } = useLocation();
  useDocumentHead(meta);
  const needsLogin = meta.middleware?.includes('auth') ?? false;
  const signedOut = useSignedOutHere(user) && needsLogin;
  const decision = useMemo(
    () => decide(new URL(pathname + search, 'http://app.local'), user),
    [decide, pathname, search, user],
  );
  const key = `${pathname}${search}|${user?.uid ?? ''}|${user?.role ?? ''}`;
  const settled = useSettledVerdict(decision, key);
  const verdict = 'pending' in decision ? settled : 'notFound' in decision ? NOT_FOUND : decision;

  useEffect(() => {
    if (!signedOut) verdict?.effect?.();
  }, [verdict, signedOut]);

  if (signedOut) return <Navigate to={paths.landing} replace />;
  if ('notFound' in decision)
    return (
      <>
        <NotFoundPage path={pathname} />
        <ScreenCommitted />
      </>
    );
  if (!verdict) return <LoadingState label={t`Checking your access…`} />;
  if (verdict.redirect) return <Navigate to={verdict.redirect} replace />;
  // Shown only on a first load: a navigation is a transition, which keeps the previous screen
  // on show until this one is loaded.
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen />
      <ScreenCommitted />
    </Suspense>
  );
}
