import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The end of the feed: loads older posts when it scrolls into view, and is a button for keyboards
 * (and browsers without IntersectionObserver). `onShowOlder` should be stable.
 */
export function ShowOlder({ onShowOlder }: { onShowOlder: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onShowOlder();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onShowOlder]);
  return (
    <div ref={ref}>
      <Button variant="secondary" onClick={onShowOlder}>
        <Trans>Show older</Trans>
      </Button>
    </div>
  );
}
