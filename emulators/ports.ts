/**
 * Which port each local service listens on. Stack 0 (the default) uses firebase.json as written.
 * Side stack N (EMULATOR_STACK=N, 1–99), e.g. a second checkout running its tests while the first
 * runs `npm run dev`, gets its own block of ports, 20000 + 100·N + slot: blocks never overlap each
 * other nor firebase.json's ports (all below 10000), so two stacks can never meet on a port.
 * Dependency-free: web/vite.config.ts imports it too.
 */
export const PORT_SLOTS = {
  auth: 0,
  functions: 1,
  firestore: 2,
  database: 3,
  hosting: 4,
  hub: 5,
  logging: 6,
  firestoreWebsocket: 7,
  devServer: 8,
} as const;
export type PortName = keyof typeof PORT_SLOTS;

/** The stack number from EMULATOR_STACK; anything but a whole number 0–99 is refused. */
export function stackNumber(value = process.env.EMULATOR_STACK): number {
  const stack = Number(value ?? 0);
  if (!Number.isInteger(stack) || stack < 0 || stack > 99) {
    throw new Error(`EMULATOR_STACK must be a whole number from 0 to 99, got "${value}"`);
  }
  return stack;
}

/** Stack 0's ports for the services firebase.json does not list (their tools' defaults). */
export const UNLISTED_PORTS = { firestoreWebsocket: 9150, devServer: 5173 } as const;

/** The port of `name` in stack `stack`; `declared` is its port in firebase.json (stack 0). */
export function portFor(name: PortName, declared: number, stack: number): number {
  return stack === 0 ? declared : 20_000 + 100 * stack + PORT_SLOTS[name];
}

/** Every emulator port firebase.json declares, as stack `stack` uses it. */
export function emulatorPortsOf(emulators: Record<string, unknown>, stack: number): Partial<Record<PortName, number>> {
  return Object.fromEntries(
    Object.entries(emulators).flatMap(([name, entry]) => {
      const declared = (entry as { port?: unknown } | null)?.port;
      return typeof declared === 'number' && name in PORT_SLOTS
        ? [[name, portFor(name as PortName, declared, stack)]]
        : [];
    }),
  );
}
