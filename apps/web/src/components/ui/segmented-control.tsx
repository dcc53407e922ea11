import { cn } from '../../lib/cn';

interface SegmentedControlProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string; title?: string }[];
  onChange: (value: T) => void;
  className?: string;
}

/** A few mutually exclusive choices shown side by side (a chart's range); each is a pressed-or-not button. */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: SegmentedControlProps<T>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border; this is one inline control.
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex rounded-lg bg-slate-100 p-0.5', className)}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          title={option.title}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="rounded-md px-2.5 py-1 text-xs font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
