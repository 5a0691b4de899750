import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PublicStream } from '@/features/events/components/public-stream';
import { useUser } from '@/lib/session/session-store';

// Loaded only when the live event has live captions (docs/captions.md).
const AnnouncedCaptions = lazy(() =>
  import('@/features/captions/components/announced-captions').then((module) => ({ default: module.AnnouncedCaptions })),
);

/** What the public stream offers: visitors are told voting needs an account, signed-in users where to vote. */
function StreamIntro() {
  const user = useUser();
  if (!user) {
    return (
      <Trans>Watch the current live event without an account. Voting and comments need a signed-in account.</Trans>
    );
  }
  if (user.role === 'admin') {
    return (
      <Trans>
        The stream as visitors see it. Run the event from the <Link to={paths.admin.live}>control room</Link>.
      </Trans>
    );
  }
  return (
    <Trans>
      Watch the current live event. To vote and comment, open the <Link to={paths.live}>live room</Link>.
    </Trans>
  );
}

export function Component() {
  return (
    <PublicStream
      intro={<StreamIntro />}
      captions={(eventId, languages) =>
        languages.length > 0 && (
          <Suspense fallback={null}>
            <AnnouncedCaptions eventId={eventId} languages={languages} />
          </Suspense>
        )
      }
    />
  );
}
