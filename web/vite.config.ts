import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Emulator ports come from firebase.json, where the CLI reads them: declared once. */
const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
  emulators: Record<string, { port?: number }>;
};
// EMULATOR_PORT_OFFSET: see emulators/config.ts (side-by-side stacks).
const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const emulatorPorts = Object.fromEntries(
  Object.entries(firebaseJson.emulators).flatMap(([name, entry]) => (entry.port ? [[name, entry.port + offset]] : [])),
);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __EMULATOR_PORTS__: JSON.stringify(emulatorPorts),
  },
  build: {
    sourcemap: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
