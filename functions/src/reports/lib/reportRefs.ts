import { COLLECTIONS } from '@civic/domain';
import { db } from '../../platform/app.js';

export const reportsCollection = () => db.collection(COLLECTIONS.reports);
