import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Sign up"
        description="Create an account to vote in polls, comment and take part in the constitutional vote."
      />
      <EmptyState title="Sign-up is not open on this screen yet">
        <p>The sign-up form will appear here. Until then, an administrator can create your account.</p>
      </EmptyState>
    </div>
  );
}
