/**
 * The first line of a failure, and for an assertion on values the lines of its diff that differ
 * ("- expected" / "+ received"): "expected { … } to deeply equal { … }" alone does not say which
 * field was wrong.
 */
export function reasonOf(message: string): string {
  const [first = '', ...rest] = message.split('\n');
  const differing = rest.filter((line) => /^\s*[-+] /.test(line) && !/^\s*[-+] (Expected|Received)\b/.test(line));
  return [first.slice(0, 240), ...differing.slice(0, 8).map((line) => line.trim().slice(0, 160))]
    .map((line) => `      ${line}`)
    .join('\n');
}
