/**
 * Imported by a screen without listeners (the light dashboard): its one-time reads and writes go
 * through Firestore Lite, and the full SDK is never downloaded for it (firestore-once.ts).
 */
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
} from 'firebase/firestore/lite';
import { liteFirestore } from './firestore-lite';
import { chooseOnceFirestore } from './firestore-once';

chooseOnceFirestore({
  db: liteFirestore,
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
});
