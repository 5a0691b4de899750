import { Link, useLocation } from 'react-router';
import { DefaultFrame } from '@/components/layouts/default-layout';
import { homePathFor } from '@/lib/authorization';
import { useUser } from '@/lib/session/session-store';
import { useDocumentHead } from '../document-head';

/** The 404 page (docs/PRODUCT.md §2: "A separate page is shown for 404"). */
export function NotFoundPage({ path }: { path: string }) {
  const user = useUser();
  return (
    <section className="error-page card" aria-labelledby="error-title">
      <p className="error-page__status" aria-label="Status code 404">
        404
      </p>
      <h1 id="error-title">Page Not Found: {path}</h1>
      <p className="muted">There is no screen at this address. Check the link, or go back to where you started.</p>
      <p>
        <Link className="button" to={homePathFor(user)}>
          {user ? 'Go to my dashboard' : 'Go to the home page'}
        </Link>
      </p>
    </section>
  );
}

/** The catch-all route: any address outside the route table. */
export function NotFoundRoute() {
  useDocumentHead({ title: 'Page Not Found' });
  return (
    <DefaultFrame>
      <NotFoundPage path={useLocation().pathname} />
    </DefaultFrame>
  );
}
