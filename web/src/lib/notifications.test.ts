import { describe, expect, it } from 'vitest';
import { bounce, TOAST_COLLAPSE_MS, TOAST_OPTIONS } from './notifications';

describe('toast options (docs/PRODUCT.md §9)', () => {
  it('are top-right, auto-close 5000 ms, bounce, pause on hover, close on click', () => {
    expect(TOAST_OPTIONS).toEqual({
      position: 'top-right',
      autoClose: 5000,
      transition: bounce,
      pauseOnHover: true,
      closeOnClick: true,
    });
  });

  it('collapse in 300 ms', () => {
    expect(TOAST_COLLAPSE_MS).toBe(300);
  });
});
