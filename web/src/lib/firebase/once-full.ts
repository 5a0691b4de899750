/** The full SDK's one-time functions for firestore-once.ts (loaded by it when no screen chose Lite). */
import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import { firestore } from './firestore';
import type { OnceFirestore } from './firestore-once';

/**
 * Under Lite's typings, which these functions share: a reader builds every reference it passes
 * them with this same object, so full-SDK references only ever meet full-SDK functions.
 */
export const fullOnce = {
  db: firestore,
  doc,
  collection,
  collectionGroup,
  query,
  where,
  orderBy,
  limit,
  getDoc,
  getDocs,
  setDoc,
  serverTimestamp,
} as unknown as OnceFirestore;
