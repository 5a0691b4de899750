/**
 * The prerendered page's head in the reader's language (docs/languages.md, "No flash of the wrong
 * language"): `<html lang dir>`, the title and `<meta name="description">`, from the template
 * index.html itself, so a change to the template that drops one fails here, not in production.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizeHead } from './localize-head.ts';

const template = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('the prerendered head (localizeHead)', () => {
  it('puts the language, the title and the description in the reader’s language', () => {
    const html = localizeHead(template, {
      language: 'es',
      dir: 'ltr',
      title: 'Iniciar sesión',
      description: 'Mira eventos cívicos en directo, vota en encuestas y emite tu papeleta constitucional.',
    });
    expect(html).toContain('<html lang="es" dir="ltr" data-prerendered="es">');
    expect(html).toContain('<title>Iniciar sesión · Civic Live</title>');
    expect(descriptionOf(html)).toBe(
      'Mira eventos cívicos en directo, vota en encuestas y emite tu papeleta constitucional.',
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('escapes what would end the attribute', () => {
    const html = localizeHead(template, { language: 'ar', dir: 'rtl', title: 'A & B', description: 'Say "hi" <b>' });
    expect(descriptionOf(html)).toBe('Say &quot;hi&quot; &lt;b&gt;');
    expect(html).toContain('<title>A &amp; B · Civic Live</title>');
  });

  it('refuses a template without a description to translate', () => {
    const bare = template.replace(/<meta name="description"[^>]*>/, '');
    expect(() => localizeHead(bare, { language: 'es', dir: 'ltr', title: '', description: 'x' })).toThrow(
      /description/,
    );
  });
});
