import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { FixerScreen } from '@/features/fixer/components/fixer-screen';

export function Component() {
  const { t } = useLingui();
  return (
    <div className="stack">
      <PageHeader
        title={t`Maintenance`}
        description={t`Jobs that repair derived data from its source: a dry run shows what would change, Run makes exactly those changes. Jobs resume where they stopped and are safe to run twice.`}
      />
      <FixerScreen />
    </div>
  );
}
