/**
 * Runs the browser's Intl start-up on a thread of its own (intl-warm-up.ts): one formatter of each
 * kind a screen makes first. What it loads is shared by the whole page, main thread included.
 */
new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
new Intl.NumberFormat().format(1);
new Intl.PluralRules().select(1);
postMessage('ready');
