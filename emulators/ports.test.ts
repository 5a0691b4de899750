import { describe, expect, it } from 'vitest';
import { firebaseJson } from './config.js';
import { PORT_SLOTS, portFor, stackNumber, type PortName } from './ports.js';

/** Every port of one stack: firebase.json's for stack 0, its own block otherwise. */
function portsOf(stack: number): number[] {
  const declared = Object.entries(firebaseJson.emulators).flatMap(([name, entry]) =>
    typeof entry === 'object' && entry.port && name in PORT_SLOTS ? [[name as PortName, entry.port] as const] : [],
  );
  const extra = [['firestoreWebsocket', 9150] as const, ['devServer', 5173] as const];
  return [...declared, ...extra].map(([name, port]) => portFor(name, port, stack));
}

describe('side-by-side stacks', () => {
  it('uses firebase.json as written for stack 0', () => {
    expect(portFor('auth', 9099, 0)).toBe(9099);
  });

  it('gives every service a distinct port, and no two stacks share a port', () => {
    const seen = new Map<number, number>();
    for (let stack = 0; stack <= 99; stack++) {
      const ports = portsOf(stack);
      expect(new Set(ports).size, `stack ${stack}`).toBe(ports.length);
      for (const port of ports) {
        expect(seen.get(port), `port ${port} of stack ${stack}`).toBeUndefined();
        seen.set(port, stack);
        expect(port).toBeLessThan(65_536);
      }
    }
  });

  it('refuses a stack number that is not a whole number from 0 to 99', () => {
    expect(stackNumber(undefined)).toBe(0);
    expect(stackNumber('7')).toBe(7);
    for (const bad of ['-1', '100', '1.5', 'two']) expect(() => stackNumber(bad)).toThrow('EMULATOR_STACK');
  });
});
