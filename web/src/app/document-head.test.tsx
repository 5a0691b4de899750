/**
 * The head the app writes on each screen (docs/languages.md): the title and the description in the
 * reader's language, as the prerendered page had them, never the English description over a
 * Spanish or Arabic page once the app has started.
 */
import { msg } from '@lingui/core/macro';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEAD_UPDATE_DEBOUNCE_MS } from '@/lib/document-head';
import { activateLanguage } from '@/lib/i18n/i18n';
import { useDocumentHead } from './document-head';

function Screen() {
  useDocumentHead({ title: msg`Log in` });
  return null;
}
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  vi.useRealTimers();
  await activateLanguage('en');
});

describe('useDocumentHead', () => {
  it.each([
    ['en', 'Watch live civic events, answer polls and cast your constitutional ballot.'],
    ['es', 'Mira eventos cívicos en directo, responde encuestas y emite tu voto constitucional.'],
    ['ar', 'شاهد الفعاليات المدنية مباشرة، وأجب عن الاستطلاعات، وأدلِ بصوتك في الاقتراع الدستوري.'],
  ] as const)('writes the description in the reader’s language (%s)', async (language, expected) => {
    await activateLanguage(language);
    render(<Screen />);
    act(() => vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS));
    expect(description()).toBe(expected);
  });
});
