import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./install-prompt');
}

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe('install prompt', () => {
  it('offers installation when the browser says the app is installable', async () => {
    const { captureInstallPrompt, useInstallOffer } = await freshModule();
    const stop = captureInstallPrompt();
    const { result } = renderHook(() => useInstallOffer());
    expect(result.current).toBe(false);
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(result.current).toBe(true);
    stop();
  });

  it('can be dismissed for good: a hide flag in localStorage', async () => {
    const { captureInstallPrompt, hideInstallForever, INSTALL_PROMPT_HIDDEN_KEY, useInstallOffer } =
      await freshModule();
    const stop = captureInstallPrompt();
    const { result } = renderHook(() => useInstallOffer());
    offerInstall();
    act(() => hideInstallForever());
    expect(localStorage.getItem(INSTALL_PROMPT_HIDDEN_KEY)).toBe('true');
    expect(result.current).toBe(false);
    stop();

    // Next visit: the browser offers again, the flag keeps it hidden.
    const next = await freshModule();
    const stopNext = next.captureInstallPrompt();
    const { result: nextResult } = renderHook(() => next.useInstallOffer());
    offerInstall();
    expect(nextResult.current).toBe(false);
    stopNext();
  });

  it('shows the browser prompt on Install', async () => {
    const { acceptInstall, captureInstallPrompt } = await freshModule();
    const stop = captureInstallPrompt();
    const event = offerInstall();
    await act(() => acceptInstall());
    expect(event.prompt).toHaveBeenCalledTimes(1);
    stop();
  });
});
