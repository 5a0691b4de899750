import { query, where } from 'firebase/firestore';
import { countOf } from '@/lib/firebase/count-of';
import { usersCollection } from './admin-dashboard-refs';

/** Active and disabled accounts (two count() aggregations: docs/dashboard.md). */
export async function loadAccounts() {
  const users = usersCollection();
  const [active, disabled] = await Promise.all([
    countOf(query(users, where('status', '==', 'active'))),
    countOf(query(users, where('status', '==', 'disabled'))),
  ]);
  return { active, disabled };
}
