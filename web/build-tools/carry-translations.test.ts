/** Translations carried from an old single catalog into the split ones (build-tools/carry-translations.ts). */
import { describe, expect, it } from 'vitest';
import { carryTranslations } from './carry-translations';

const HEADER = 'msgid ""\nmsgstr ""\n"Language: es\\n"\n';
const po = (...entries: string[]) => [HEADER, ...entries].join('\n\n') + '\n';

describe('carrying translations from an old catalog', () => {
  const old = po(
    '#: src/a.tsx\nmsgid "Log in"\nmsgstr "Iniciar sesión"',
    '#: src/b.tsx\nmsgid "Say \\"hi\\""\nmsgstr ""\n"Di "\n"\\"hola\\""',
    '#: src/c.tsx\nmsgctxt "verb"\nmsgid "Vote"\nmsgstr "Votar"',
    '#: src/c.tsx\nmsgid "Vote"\nmsgstr "Voto"',
    '#: src/d.tsx\nmsgid "Only here"\nmsgstr "Solo aquí"',
    '#: src/e.tsx\nmsgid "Kept"\nmsgstr "Antiguo"',
  );

  it('fills empty translations by message and context, multi-line and escaped text included', () => {
    const split = po(
      '#: src/a.tsx\nmsgid "Log in"\nmsgstr ""',
      '#: src/b.tsx\nmsgid "Say \\"hi\\""\nmsgstr ""',
      '#: src/c.tsx\nmsgctxt "verb"\nmsgid "Vote"\nmsgstr ""',
      '#: src/f.tsx\nmsgid "New"\nmsgstr ""',
    );
    const { po: carried, filled, conflicts } = carryTranslations(old, split);
    expect(filled).toBe(3);
    expect(conflicts).toEqual([]);
    expect(carried).toBe(
      po(
        '#: src/a.tsx\nmsgid "Log in"\nmsgstr "Iniciar sesión"',
        '#: src/b.tsx\nmsgid "Say \\"hi\\""\nmsgstr "Di \\"hola\\""',
        '#: src/c.tsx\nmsgctxt "verb"\nmsgid "Vote"\nmsgstr "Votar"',
        '#: src/f.tsx\nmsgid "New"\nmsgstr ""',
      ),
    );
  });

  it('keeps a translation the split catalog already has, and reports a different old one', () => {
    const split = po('#: src/e.tsx\nmsgid "Kept"\nmsgstr "Nuevo"');
    const { po: carried, conflicts } = carryTranslations(old, split);
    expect(carried).toBe(split);
    expect(conflicts).toEqual([{ message: 'Kept', kept: 'Nuevo', old: 'Antiguo' }]);
  });
});
