import { COLOR_MODES, useColorMode, type ColorMode } from '@/lib/color-mode';

const LABELS: Record<ColorMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Theme picker shown in every layout's header. */
export function ColorModeSwitch() {
  const [mode, setMode] = useColorMode();
  return (
    <label className="color-mode-switch">
      <span className="visually-hidden">Theme</span>
      <select
        id="color-mode"
        name="colorMode"
        value={mode}
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
