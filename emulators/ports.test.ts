import { describe, expect, it, vi } from 'vitest';
import { firebaseJson } from './config.js';
import { emulatorPortsOf, portFor, stackNumber, UNLISTED_PORTS } from './ports.js';

/** Every port of one stack: firebase.json's for stack 0, its own block otherwise. */
function portsOf(stack: number): number[] {
  const unlisted = Object.entries(UNLISTED_PORTS).map(([name, port]) =>
    portFor(name as keyof typeof UNLISTED_PORTS, port, stack),
  );
  return [...Object.values(emulatorPortsOf(firebaseJson.emulators, stack)), ...unlisted];
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
    // No EMULATOR_STACK means stack 0, whatever stack this test run itself was started on.
    vi.stubEnv('EMULATOR_STACK', undefined);
    expect(stackNumber()).toBe(0);
    vi.unstubAllEnvs();
    expect(stackNumber('7')).toBe(7);
    for (const bad of ['-1', '100', '1.5', 'two']) expect(() => stackNumber(bad)).toThrow('EMULATOR_STACK');
  });
});
