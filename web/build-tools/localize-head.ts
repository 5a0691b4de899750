/**
 * The prerendered pages' head in their language (build-tools/prerender.ts). Apart from the
 * prerender, which loads the build's plugins, so it can be tested alone.
 */
const APP_NAME = 'Civic Live';

/** `text` inside a double-quoted HTML attribute or an element: the characters that would end it, escaped. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The template's head in the page's language: `<html lang dir>` marked prerendered, the title and
 * the description (docs/languages.md, "No flash of the wrong language"). Each must be found: a
 * template that no longer has one would otherwise ship English under another language silently.
 */
export function localizeHead(
  html: string,
  page: { language: string; dir: string; title: string; description: string },
): string {
  const replacements: [RegExp | string, string][] = [
    ['<html lang="en">', `<html lang="${page.language}" dir="${page.dir}" data-prerendered="${page.language}">`],
    [/<title>.*?<\/title>/, `<title>${escapeHtml(page.title ? `${page.title} · ${APP_NAME}` : APP_NAME)}</title>`],
    [
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    ],
  ];
  return replacements.reduce((head, [pattern, replacement]) => {
    if (!(typeof pattern === 'string' ? head.includes(pattern) : pattern.test(head))) {
      throw new Error(`Prerendering: index.html has no ${String(pattern)} to put the page's language in`);
    }
    return head.replace(pattern, () => replacement);
  }, html);
}
