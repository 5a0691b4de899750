/**
 * Saves `text` as a file the browser downloads (a CSV export, a failures report). The object URL
 * is released a moment later: revoking it in the same task can cancel the download in Firefox.
 */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
