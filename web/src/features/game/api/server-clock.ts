/**
 * The server's clock as seen from this browser. Windows are decided on the server; the browser only
 * shows countdowns, and a phone whose clock is a few seconds off would show them wrongly. Every game
 * callable answers with `serverNow`; the offset is kept from the latest one (its error is one
 * network trip, on the late side).
 */
let offsetMs = 0;

export function rememberServerNow(serverNow: number, sentAt: number): void {
  // The server read its clock somewhere between sending and receiving: assume the middle.
  offsetMs = serverNow - (sentAt + Date.now()) / 2;
}

export function serverNow(localNow = Date.now()): number {
  return localNow + offsetMs;
}
