import { describe, expect, it } from 'vitest';
import { pseudoCatalog, pseudoText } from './pseudo-catalog';

describe('pseudoText', () => {
  it('accents the literal text and keeps ICU syntax, placeholders and tags', () => {
    expect(pseudoText('Vote for {name}')).toBe('⟦Vóté fór {name} ~~~⟧');
    expect(pseudoText('{count, plural, one {# vote} other {# votes}}')).toBe(
      '⟦{count, plural, one {# vóté} other {# vótés}} ~~~~⟧',
    );
    expect(pseudoText('<0>Log in</0> to vote')).toBe('⟦<0>Lóg íñ</0> tó vóté ~~~~⟧');
  });

  it('makes a message about 35 % longer, in words a line can break between', () => {
    const message = 'Your account, comments, votes and answers: as long as your account exists.';
    const padding = pseudoText(message)
      .slice(pseudoText(message).lastIndexOf('.') + 1, -1)
      .trim();
    const literal = message.replace(/\s/g, '').length;
    expect(padding.replace(/ /g, '')).toHaveLength(Math.ceil(literal * 0.35));
    expect(Math.max(...padding.split(' ').map((word) => word.length))).toBe(8);
  });
});

describe('pseudoCatalog', () => {
  it('writes a message with an explicit id from its English, not from the id', () => {
    const pseudo = '#. js-lingui-explicit-id\nmsgid "refusal.blocked"\nmsgstr ""\n\nmsgid "Log in"\nmsgstr ""\n';
    const english = 'msgid "refusal.blocked"\nmsgstr "You are blocked."\n\nmsgid "Log in"\nmsgstr "Log in"\n';
    expect(pseudoCatalog(pseudo, english)).toBe(
      `#. js-lingui-explicit-id\nmsgid "refusal.blocked"\nmsgstr "${pseudoText('You are blocked.')}"\n\nmsgid "Log in"\nmsgstr "${pseudoText('Log in')}"\n`,
    );
  });
});
