/**
 * The CSV uploader in Arabic (issue 32): the preview's counts take Arabic's plural forms (two rows
 * is the dual), and a row's problem is said in Arabic while its column keeps the file's name.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { importUsersChunk } from '../api/import-users-chunk';

// The callable is the boundary: the server's answer is given here (the real one runs in
// tests/integration/accounts-import.test.ts).
vi.mock('../api/import-users-chunk', () => ({ importUsersChunk: vi.fn() }));

const { UserUploader } = await import('./user-uploader');

afterEach(async () => {
  await activateLanguage('en');
});

/** Reading the file is asynchronous (FileReader, papaparse): slower on a loaded machine. */
const READ = { timeout: 10_000 };

const csv = (content: string) => new File([content], 'users.csv', { type: 'text/csv' });

describe('the user uploader in another language', () => {
  it('says the preview in Arabic, with the dual for two users and the row problem translated', async () => {
    await activateLanguage('ar');
    render(<UserUploader />);
    expect(screen.getByRole('heading', { name: 'اختر الملف' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('ملف CSV'), {
      target: {
        files: [csv('email,displayName,role\na@test.civic,Ada,user\nb@test.civic,Bo,admin\nc@test.civic,Cy,owner\n')],
      },
    });
    // Two valid rows: Arabic's "two" form, not the general plural.
    expect(await screen.findByRole('button', { name: 'استيراد مستخدمَين' }, READ)).toBeInTheDocument();
    expect(
      screen.getByText('role: يجب أن يكون admin أو user.', { selector: '.problem-rows span' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'صفوف فيها مشكلات' })).toBeInTheDocument();
  });

  it('says the same preview in Spanish, with the plural of users', async () => {
    await activateLanguage('es');
    render(<UserUploader />);
    fireEvent.change(screen.getByLabelText('Archivo CSV'), {
      target: { files: [csv('email,displayName,role\na@test.civic,Ada,user\nb@test.civic,Bo,user\n')] },
    });
    expect(await screen.findByRole('button', { name: 'Importar 2 usuarios' }, READ)).toBeInTheDocument();
    expect(screen.getByText(/2 filas:/)).toBeInTheDocument();
  });

  it('says the rows the server refused in Spanish, not in the server’s English', async () => {
    await activateLanguage('es');
    vi.mocked(importUsersChunk).mockResolvedValue({
      chunkIndex: 0,
      results: [
        { line: 2, email: 'a@test.civic', outcome: 'created' },
        {
          line: 3,
          email: 'b@test.civic',
          outcome: 'invalid',
          reason: 'The email address is improperly formatted.',
          problem: 'account-refused',
        },
      ],
      counts: { created: 1, existed: 0, invalid: 1 },
    });
    render(<UserUploader />);
    fireEvent.change(screen.getByLabelText('Archivo CSV'), {
      target: { files: [csv('email,displayName,role\na@test.civic,Ada,user\nb@test.civic,Bo,user\n')] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Importar 2 usuarios' }, READ));
    expect(
      await screen.findByText('No se pudo crear la cuenta: Firebase Authentication la rechazó.', {}, READ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/improperly formatted/)).not.toBeInTheDocument();
  });
});
