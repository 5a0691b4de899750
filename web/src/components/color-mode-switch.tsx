import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { COLOR_MODES, useColorMode, type ColorMode } from '@/lib/color-mode';
import { useHydrated } from '@/lib/use-hydrated';

const LABELS: Record<ColorMode, MessageDescriptor> = {
  light: msg`Light`,
  dark: msg`Dark`,
  system: msg`System`,
};

/**
 * Theme picker shown in every layout's header. Disabled while a prerendered page is still bare
 * HTML: a choice made before React takes over the page would be lost on hydration.
 */
export function ColorModeSwitch() {
  const { _ } = useLingui();
  const [mode, setMode] = useColorMode();
  const hydrated = useHydrated();
  return (
    <label className="color-mode-switch">
      <span className="visually-hidden">{_(msg`Theme`)}</span>
      <select
        id="color-mode"
        name="colorMode"
        value={mode}
        disabled={!hydrated}
        onChange={(event) => setMode(event.target.value as ColorMode)}
      >
        {COLOR_MODES.map((value) => (
          <option key={value} value={value}>
            {_(LABELS[value])}
          </option>
        ))}
      </select>
    </label>
  );
}
