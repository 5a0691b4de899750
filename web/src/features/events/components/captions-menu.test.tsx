/**
 * The CC menu by keyboard (docs/captions.md, "The viewer's choice: CC"): Escape closes it, and
 * closing it, by Escape or by a choice, gives the focus back to the CC button rather than leaving
 * it on an item that is gone.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCaptionPreference, useOfferCaptions } from '@/lib/caption-preference';
import { CaptionsMenu } from './captions-menu';

function Offered() {
  useOfferCaptions('test', [
    { language: 'en', name: 'English' },
    { language: 'es', name: 'Spanish' },
  ]);
  return <CaptionsMenu />;
}

const ccButton = () => screen.getByRole('button', { name: 'CC: captions' });
const open = () => {
  ccButton().focus();
  fireEvent.click(ccButton());
  expect(ccButton()).toHaveAttribute('aria-expanded', 'true');
};

describe('CaptionsMenu', () => {
  it('closes on Escape from an item, and the focus goes back to the CC button', () => {
    render(<Offered />);
    open();
    const off = screen.getByRole('radio', { name: 'Off' });
    off.focus();
    fireEvent.keyDown(off, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Captions' })).toBeNull();
    expect(ccButton()).toHaveAttribute('aria-expanded', 'false');
    expect(ccButton()).toHaveFocus();
  });

  it('after a choice, closes and gives the focus back to the CC button', () => {
    render(<Offered />);
    open();
    const spanish = screen.getByRole('radio', { name: /Spanish|español/i });
    spanish.focus();
    fireEvent.click(spanish);
    expect(getCaptionPreference()).toBe('es');
    expect(screen.queryByRole('group', { name: 'Captions' })).toBeNull();
    expect(ccButton()).toHaveFocus();
  });

  it('Escape on the button closes an open menu too', () => {
    render(<Offered />);
    open();
    fireEvent.keyDown(ccButton(), { key: 'Escape' });
    expect(ccButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
