/**
 * What a page shows in English that did not pass through a catalog, read while the page is in the
 * pseudo-language (docs/languages.md "Guards"). A catalog's pseudo text is accented and wrapped in
 * ⟦ ⟧, so a visible text node or accessible name with an English word (two Latin letters or more)
 * and no pseudo mark came from somewhere else: a literal in the code, or a server's sentence.
 *
 * Not counted, because they are not ours to translate: what people wrote, which the app isolates
 * (`<bdi>`, `dir="auto"`, and so must every name and title inside a sentence); text marked as
 * another language (`lang`, e.g. the language menu's own names); typed values (`input`,
 * `textarea`); times and code (`time`, `code`, `kbd`, `pre`), and what `translate="no"` marks.
 */
import type { Page } from 'playwright-core';

/** Each culprit as `where: "text"`, where is the element's tag and classes or the attribute. */
export function untranslatedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const PSEUDO_MARK = /[⟦⟧áéíóúýñçÁÉÍÓÚÝÑÇ]/;
    const ENGLISH_WORD = /[A-Za-z]{2,}/;
    // What people wrote or typed, other languages, machine text: not ours to translate. A typed
    // field's own value is exempt, but its placeholder and label are not.
    const NOT_OURS = 'bdi, [dir="auto"], [lang]:not(html), time, code, kbd, pre, [translate="no"]';
    const UNSHOWN = 'script, style, noscript, template';
    const EXEMPT = `${UNSHOWN}, input, textarea, ${NOT_OURS}`;
    const suspicious = (text: string) => ENGLISH_WORD.test(text) && !PSEUDO_MARK.test(text);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')}`;
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      // Screen-reader-only text is read, so it counts; an element with no box at all is not shown.
      return element.getClientRects().length > 0;
    };

    const found = new Set<string>();
    if (suspicious(document.title)) found.add(`title: "${document.title}"`);

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(EXEMPT) || !visible(parent)) continue;
      if (suspicious(text)) found.add(`${describe(parent)}: "${text.slice(0, 80)}"`);
    }

    const NAMED = [
      'aria-label',
      'aria-description',
      'aria-placeholder',
      'aria-valuetext',
      'title',
      'alt',
      'placeholder',
    ];
    for (const element of document.body.querySelectorAll(NAMED.map((name) => `[${name}]`).join(', '))) {
      if (element.closest(`${UNSHOWN}, ${NOT_OURS}`) || !visible(element)) continue;
      for (const name of NAMED) {
        const value = element.getAttribute(name);
        if (value && suspicious(value)) found.add(`${describe(element)}[${name}]: "${value.slice(0, 80)}"`);
      }
    }
    return [...found];
  });
}
