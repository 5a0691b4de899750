import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { DefaultFrame } from '@/components/layouts/default-layout';
import { homePathFor } from '@/lib/authorization';
import { useUser } from '@/lib/session/session-store';
import { useDocumentHead } from '../document-head';

/** The 404 page (docs/PRODUCT.md §2: "A separate page is shown for 404"). */
export function NotFoundPage({ path }: { path: string }) {
  const user = useUser();
  const { t } = useLingui();
  return (
    <section className="error-page card" aria-labelledby="error-title">
      <p className="error-page__status" aria-label={t`Status code 404`}>
        404
      </p>
      <h1 id="error-title">
        <Trans>
          Page Not Found: <bdi>{path}</bdi>
        </Trans>
      </h1>
      <p className="muted">
        <Trans>There is no screen at this address. Check the link, or go back to where you started.</Trans>
      </p>
      <p>
        <Link className="button" to={homePathFor(user)}>
          {user ? <Trans>Go to my dashboard</Trans> : <Trans>Go to the home page</Trans>}
        </Link>
      </p>
    </section>
  );
}

/** The catch-all route: any address outside the route table. */
export function NotFoundRoute() {
  useDocumentHead({ title: msg`Page Not Found` });
  return (
    <DefaultFrame>
      <NotFoundPage path={useLocation().pathname} />
    </DefaultFrame>
  );
}
