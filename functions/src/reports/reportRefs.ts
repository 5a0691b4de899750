import { COLLECTIONS } from '@civic/domain';
import { db } from '../app.js';

export const reportsCollection = () => db.collection(COLLECTIONS.reports);
