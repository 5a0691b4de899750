/** A name short enough for a chart's category label (the full name is in the figure's text). */
export const short = (text: string) => (text.length > 28 ? `${text.slice(0, 27)}…` : text);
