/**
 * The report request's schema (zod), behind one module the report dialog imports on use: the
 * screens that offer "Report" stay free of zod until a report is written (docs/performance.md).
 */
export { fileReportRequest } from '@civic/domain';
