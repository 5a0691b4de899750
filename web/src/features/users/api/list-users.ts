import { type Role, type UserRecord, type UserStatus } from '@civic/domain';
import {
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase/firestore';
import { usersCollection } from './user-refs';

export type ListedUser = UserRecord<Timestamp | null>;
export type SearchField = 'email' | 'name';

export interface UserListFilter {
  /** Prefix of the email or of the display name, any case. */
  search: string;
  searchBy: SearchField;
  role: Role | 'all';
  status: UserStatus | 'all';
}

export interface UserPage {
  users: ListedUser[];
  /** Pass to the next call to get the page after this one; null on the last page. */
  next: QueryDocumentSnapshot | null;
}

export const USERS_PAGE_SIZE = 25;

/**
 * One page of users, straight from Firestore (rules let admins read `users`): ordered by the
 * lower-cased search field, filtered by role and status, cut at a cursor. It reads one page plus
 * one document, however many accounts exist; firestore.indexes.json has the composite indexes.
 */
export async function listUsers(
  filter: UserListFilter,
  after: QueryDocumentSnapshot | null,
  pageSize = USERS_PAGE_SIZE,
): Promise<UserPage> {
  const field = filter.searchBy === 'email' ? 'emailLower' : 'displayNameLower';
  const prefix = filter.search.trim().toLowerCase();
  const constraints: QueryConstraint[] = [];
  if (filter.role !== 'all') constraints.push(where('role', '==', filter.role));
  if (filter.status !== 'all') constraints.push(where('status', '==', filter.status));
  // '\uf8ff' sorts after every other character: [prefix, prefix + '\uf8ff') is "starts with".
  if (prefix) constraints.push(where(field, '>=', prefix), where(field, '<', `${prefix}\uf8ff`));
  constraints.push(orderBy(field));
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(pageSize + 1));

  const snapshot = await getDocs(query(usersCollection(), ...constraints));
  const docs = snapshot.docs.slice(0, pageSize);
  return {
    users: docs.map((doc) => ({ ...(doc.data() as ListedUser), uid: doc.id })),
    next: snapshot.docs.length > pageSize ? (docs[docs.length - 1] ?? null) : null,
  };
}
