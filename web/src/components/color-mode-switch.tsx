import { COLOR_MODES, useColorMode, type ColorMode } from '@/lib/color-mode';
import { useHydrated } from '@/lib/use-hydrated';

const LABELS: Record<ColorMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/**
 * Theme picker shown in every layout's header. Disabled while a prerendered page is still bare
 * HTML: a choice made before React takes over the page would be lost on hydration.
 */
export function ColorModeSwitch() {
  const [mode, setMode] = useColorMode();
  const hydrated = useHydrated();
  return (
    <label className="color-mode-switch">
      <span className="visually-hidden">Theme</span>
      <select
        id="color-mode"
        name="colorMode"
        value={mode}
        disabled={!hydrated}
        onChange={(event) => setMode(event.target.value as ColorMode)}
      >
        {COLOR_MODES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
