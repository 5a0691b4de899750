/** The analytics charts' shared look: axis ticks, tooltips in the theme's colours, short labels. */
export const AXIS = { fontSize: 11, fill: 'var(--text-muted)' };
/** Tooltips in the theme's colours (recharts' default is a white box, glaring in dark mode). */
export const TOOLTIP = {
  contentStyle: { background: 'var(--surface)', border: '1px solid var(--border)', color: 'var(--text)' },
  cursor: { fill: 'var(--surface-2)' },
};
export const short = (text: string) => (text.length > 28 ? `${text.slice(0, 27)}…` : text);
