import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@civic/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) } },
  test: { name: 'functions', include: ['src/**/*.test.ts'], environment: 'node' },
});
