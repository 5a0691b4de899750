/**
 * Origins allowed to call the HTTP functions from a browser: the project's hosting domains and
 * local dev servers. Every `onRequest` function passes `cors: allowedOrigins()`.
 */
export function allowedOrigins(project = process.env.GCLOUD_PROJECT): (string | RegExp)[] {
  const hosted = project ? [`https://${project}.web.app`, `https://${project}.firebaseapp.com`] : [];
  return [...hosted, /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/];
}
