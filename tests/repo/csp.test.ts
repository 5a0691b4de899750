/**
 * The Content-Security-Policy allows no inline script except the color-mode script in
 * web/index.html, by its exact hash: editing that script without updating firebase.json would
 * make browsers refuse it (a dark page would flash light, and the console would log a CSP issue).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const indexHtml = readFileSync(join(ROOT, 'web', 'index.html'), 'utf8');
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  hosting: { headers: { headers: { key: string; value: string }[] }[] };
};
const csp = firebaseJson.hosting.headers
  .flatMap((entry) => entry.headers)
  .find((header) => header.key === 'Content-Security-Policy')!.value;
const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'))!;

describe('Content-Security-Policy', () => {
  it("allows each inline script of index.html by its sha256, and no 'unsafe-inline'", () => {
    const inline = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
