import { describe, expect, it } from 'vitest';
import { allowedOrigins } from './cors.js';

describe('CORS origins of the HTTP functions', () => {
  const allows = (origin: string) =>
    allowedOrigins('demo-civic').some((rule) => (typeof rule === 'string' ? rule === origin : rule.test(origin)));

  it('allows the project’s hosting domains and local dev servers', () => {
    expect(allows('https://demo-civic.web.app')).toBe(true);
    expect(allows('https://demo-civic.firebaseapp.com')).toBe(true);
    expect(allows('http://127.0.0.1:5173')).toBe(true);
    expect(allows('http://localhost:5000')).toBe(true);
  });

  it('refuses any other origin', () => {
    expect(allows('https://evil.example')).toBe(false);
    expect(allows('https://other-project.web.app')).toBe(false);
    expect(allows('http://localhost.evil.example')).toBe(false);
  });
});
