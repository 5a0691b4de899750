/**
 * The import boundaries of docs/ARCHITECTURE.md, shown on the real lint configuration: each case
 * lints a line of code as if it stood in the named file, and a forbidden import must fail with
 * `boundaries/no-restricted-paths` (eslint.boundaries.js) in every spelling (the @/ alias, relative, type-only, dynamic).
 */
import { ESLint } from 'eslint';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary messages for `code` placed at `file` (a path from the repository root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/no-restricted-paths').map((m) => m.message);
}

describe('a feature cannot import another feature', () => {
  const inUsers = 'web/src/features/users/components/boundary-fixture.tsx';

  it.each([
    ['the @/ alias', "import { toPollView } from '@/features/polls/api/poll-view';"],
    ['a relative path', "import { toPollView } from '../../polls/api/poll-view';"],
    ['a type-only import', "import type { PollView } from '@/features/polls/api/poll-view';"],
    [
      'a path that walks out of web/src and back',
      "import { toPollView } from '../../../../src/features/polls/api/poll-view';",
    ],
    ['a dynamic import', "void import('@/features/polls/components/poll-admin');"],
  ])('refuses %s', async (_spelling, code) => {
    expect(await boundaryErrors(inUsers, code)).toEqual([expect.stringMatching(/never imports another feature/)]);
  });

  it('lets a feature import its own modules, shared code and the domain', async () => {
    const code = [
      "import { listUsers } from '@/features/users/api/list-users';",
      "import { getOwnProfile } from '../api/own-profile';",
      "import { Button } from '@/components/ui/button';",
      "import { useAsync } from '@/lib/use-async';",
      "import { paths } from '@/config/paths';",
      "import { ROLES } from '@civic/domain';",
      'void [listUsers, getOwnProfile, Button, useAsync, paths, ROLES];',
    ].join('\n');
    expect(await boundaryErrors(inUsers, code)).toEqual([]);
  });
});

describe('shared code cannot import features or the app', () => {
  it.each([
    ['web/src/lib/boundary-fixture.ts', "import { toPollView } from '@/features/polls/api/poll-view';"],
    ['web/src/lib/boundary-fixture.ts', "import { router } from '../app/router';"],
    ['web/src/components/ui/boundary-fixture.tsx', "import { toPollView } from '../../features/polls/api/poll-view';"],
    ['web/src/config/boundary-fixture.ts', "import { AppProvider } from '@/app/provider';"],
  ])('%s refuses %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringMatching(/cannot depend on features or the app/)]);
  });
});

describe('features cannot import the app; the app composes features', () => {
  it('refuses app code in a feature', async () => {
    expect(
      await boundaryErrors(
        'web/src/features/polls/components/boundary-fixture.tsx',
        "import { paths } from '@/app/router';",
      ),
    ).toEqual([expect.stringMatching(/the app composes features/)]);
  });

  it('lets a route import any feature', async () => {
    const code = [
      "import { PollAdmin } from '@/features/polls/components/poll-admin';",
      "import { ProfileScreen } from '../../../features/users/components/profile-screen';",
      'void [PollAdmin, ProfileScreen];',
    ].join('\n');
    expect(await boundaryErrors('web/src/app/routes/admin/boundary-fixture.tsx', code)).toEqual([]);
  });
});

describe('domain imports nothing of web, functions or the tests', () => {
  it.each([
    "import { paths } from '../../web/src/config/paths';",
    "import { db } from '../../functions/src/platform/app';",
    "import { db } from '../../tests/support/emulators/admin';",
  ])('refuses %s', async (code) => {
    expect(await boundaryErrors('domain/src/boundary-fixture.ts', code)).toEqual([
      expect.stringMatching(/domain\/ is the shared vocabulary/),
    ]);
  });
});

describe('web and functions meet only over the network', () => {
  it('refuses functions code in the web app, and web code in functions', async () => {
    expect(
      await boundaryErrors(
        'web/src/lib/boundary-fixture.ts',
        "import { db } from '../../../functions/src/platform/app';",
      ),
    ).toEqual([expect.stringMatching(/over the network only/)]);
    expect(
      await boundaryErrors('functions/src/boundary-fixture.ts', "import { paths } from '../../web/src/config/paths';"),
    ).toEqual([expect.stringMatching(/do not import the web app/)]);
  });
});
