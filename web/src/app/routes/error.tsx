import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Component, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DefaultFrame } from '@/components/layouts/default-layout';
import { LoadingState } from '@/components/ui/quiet-states';
import { isChunkLoadError, reloadOncePerPath } from '@/lib/chunk-reload';
import { NotFoundPage } from './not-found';

/** docs/PRODUCT.md §2: the status message defaults by status code. */
export function defaultStatusMessage(status: number): MessageDescriptor {
  return status === 404 ? msg`Page Not Found` : msg`Internal Server Error`;
}

export interface ErrorPageProps {
  status: number;
  statusMessage?: string;
  description?: string;
}

/** The generic error page: status code, status message and a description. */
export function ErrorPage({ status, statusMessage, description }: ErrorPageProps) {
  const { t, i18n } = useLingui();
  return (
    <section className="error-page card" aria-labelledby="error-title">
      <p className="error-page__status" aria-label={t`Status code ${status}`}>
        {status}
      </p>
      <h1 id="error-title">{statusMessage || i18n._(defaultStatusMessage(status))}</h1>
      <p className="muted">{description || t`Something went wrong on our side. Try again in a moment.`}</p>
      <p>
        <Link className="button" to="/" reloadDocument>
          <Trans>Reload the app</Trans>
        </Link>
      </p>
    </section>
  );
}

/** What a thrown value says about itself: status, message, description. */
export function describeError(error: unknown): { status: number; statusMessage?: string; description?: string } {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return { status: error.status, statusMessage: error instanceof Error ? error.message : undefined };
  }
  return { status: 500, description: error instanceof Error ? error.message : undefined };
}

// One decision per error: React may render the boundary twice (StrictMode) and the second call
// must not read the first one's timestamp as "already reloaded".
const reloadDecisions = new WeakMap<object, boolean>();
function reloadForChunkError(error: unknown, pathname: string): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = error as object;
  if (!reloadDecisions.has(key)) reloadDecisions.set(key, reloadOncePerPath(pathname));
  return reloadDecisions.get(key) ?? false;
}

/**
 * What a screen that failed shows: a failed lazy chunk reloads the page (once per path per 10 s);
 * a 404 shows the 404 page; anything else the generic error page. All inside the default layout.
 */
export function RouteError({ error, pathname }: { error: unknown; pathname: string }) {
  const reloading = reloadForChunkError(error, pathname);
  const { t } = useLingui();

  useEffect(() => {
    if (!reloading) console.error('Route error', error);
  }, [reloading, error]);

  const { status, statusMessage, description } = describeError(error);

  return (
    <DefaultFrame>
      {reloading ? (
        <LoadingState label={t`A new version of the app is available. Reloading…`} />
      ) : status === 404 ? (
        <NotFoundPage path={pathname} />
      ) : (
        <ErrorPage status={status} statusMessage={statusMessage} description={description} />
      )}
    </DefaultFrame>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  pathname: string;
  failed: boolean;
  error?: unknown;
}

/**
 * The route error boundary (React has no hook for this). Going to another address clears the
 * error, so the rest of the app stays usable after one screen failed.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false, error: undefined };
  }

  override render() {
    const { failed, error } = this.state;
    return failed ? <RouteError error={error} pathname={this.props.pathname} /> : this.props.children;
  }
}
