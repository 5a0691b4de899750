import { useEffect, useMemo } from 'react';
import { Outlet, useMatches, useNavigate, useRevalidator } from 'react-router';
import { paths } from '@/config/paths';
import { createHeadUpdater } from '@/lib/document-head';
import { getStoredUser, subscribeToUser } from '@/lib/session/session-store';
import type { RouteMeta } from './guards';

function metaOf(handle: unknown): RouteMeta | undefined {
  return handle && typeof handle === 'object' && 'title' in handle ? (handle as RouteMeta) : undefined;
}

/** Title and description of the deepest matched route, written to the head (debounced). */
function DocumentHead() {
  const matches = useMatches();
  const update = useMemo(() => createHeadUpdater(), []);
  const meta = matches.map((match) => metaOf(match.handle)).findLast(Boolean);
  useEffect(() => update({ title: meta?.title, description: meta?.description }), [update, meta]);
  return null;
}

/**
 * Keeps the screen in step with the session, whoever changed it (this tab, another tab, Firebase
 * Auth): signed out on a screen that needs a login → the landing page (spec: logout redirects to
 * `/`); any other change re-runs the guards of the current screen (a lost role leaves it, a
 * visitor page sends a newly signed-in user on).
 */
function SessionFollower() {
  const matches = useMatches();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const needsLogin = matches.some((match) => metaOf(match.handle)?.middleware?.includes('auth'));

  useEffect(
    () =>
      subscribeToUser(() => {
        if (!getStoredUser() && needsLogin) void navigate(paths.landing, { replace: true });
        else void revalidate();
      }),
    [navigate, revalidate, needsLogin],
  );
  return null;
}

/** The root route: app-wide behaviours that need the router, around the matched layout. */
export function RootShell() {
  return (
    <>
      <DocumentHead />
      <SessionFollower />
      <Outlet />
    </>
  );
}
