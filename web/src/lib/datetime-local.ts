/** `datetime-local` inputs work in local time without a zone: convert to and from epoch ms. */
export const toLocalInput = (ms: number) => {
  const d = new Date(ms);
  return new Date(ms - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string) => (value ? new Date(value).getTime() : Number.NaN);
