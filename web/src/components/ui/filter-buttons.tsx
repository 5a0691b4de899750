export interface FilterButtonsProps<T extends string> {
  /** Names the group for screen readers, e.g. "Show". */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggle buttons choosing one view of a list (aria-pressed marks the current one). */
export function FilterButtons<T extends string>({ label, options, value, onChange }: FilterButtonsProps<T>) {
  return (
    <div className="filter-buttons" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="button button--secondary"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
