import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, issuePath } from './field-errors.js';
import { pollInputSchema } from './poll-schemas.js';

describe('field errors', () => {
  it('keys each message by its full path, first problem wins', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required').max(3, 'Too long'),
      options: z.array(z.object({ label: z.string().min(1, 'Option text is required') })),
    });
    const result = schema.safeParse({ name: '', options: [{ label: 'a' }, { label: '' }] });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      name: 'Name is required',
      'options.1.label': 'Option text is required',
    });
  });

  it('finds the poll editor’s nested fields (options, sponsor) by path', () => {
    const result = pollInputSchema.safeParse({
      kind: 'ad',
      question: 'Q?',
      description: '',
      options: [{ label: 'Same' }, { label: 'same' }],
      published: false,
      opensAt: 1,
      closesAt: 2,
      resultsVisibility: 'live',
      sponsor: { name: 'Metro', logoUrl: 'http://insecure', link: 'https://metro.example' },
    });
    const errors = fieldErrorsOf(result.error!);
    expect(errors['options.1.label']).toBe('Options must be different');
    expect(errors['sponsor.logoUrl']).toBe('Logo URL must start with https://');
  });

  it('spells the whole value as an empty path', () => {
    expect(issuePath({ path: [] })).toBe('');
    expect(issuePath({ path: ['rows', 3, 'email'] })).toBe('rows.3.email');
  });
});
