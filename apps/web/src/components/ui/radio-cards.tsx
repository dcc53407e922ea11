import type { UseFormRegisterReturn } from 'react-hook-form';

export interface RadioCardOption<Value extends string> {
  value: Value;
  label: string;
  hint: string;
}

/** A choice of one among a few, each a card with a label and a line saying what it means. */
export function RadioCards<Value extends string>({
  legend,
  options,
  registration,
}: {
  legend: string;
  options: readonly RadioCardOption<Value>[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50"
          >
            <input type="radio" className="mt-1 accent-accent-600" value={option.value} {...registration} />
            <span>
              <span className="block text-sm font-medium text-slate-900">{option.label}</span>
              <span className="block text-xs text-slate-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
