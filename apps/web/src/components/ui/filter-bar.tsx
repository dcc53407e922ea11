import { Search } from 'lucide-react';
import { Input } from './input';
import { NativeSelect } from './native-select';

export interface FilterOption<T extends string = string> {
  value: T;
  label: string;
}

/** One select of a filter bar; build it with filterSelect so the value keeps its union type. */
export interface FilterSelectConfig {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/** A select whose change handler only ever receives one of its own option values. */
export function filterSelect<T extends string>(config: {
  label: string;
  value: T;
  options: readonly FilterOption<T>[];
  onChange: (value: T) => void;
}): FilterSelectConfig {
  return {
    label: config.label,
    value: config.value,
    options: config.options,
    onChange: (raw) => {
      const match = config.options.find((option) => option.value === raw);
      if (match) config.onChange(match.value);
    },
  };
}

interface FilterBarProps {
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  selects: FilterSelectConfig[];
}

/**
 * A search box then selects: one row from lg; below it the search on its own row above two columns
 * of selects, an odd last one taking the full width.
 */
export function FilterBar({ search, selects }: FilterBarProps) {
  return (
    <div className="grid grid-cols-2 gap-2 lg:flex [&>:last-child:nth-child(even)]:col-span-2">
      <div className="relative col-span-2 lg:min-w-0 lg:flex-[2]">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={search.label}
          placeholder={search.placeholder}
          className="pl-9"
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
        />
      </div>
      {selects.map((select) => (
        <NativeSelect
          key={select.label}
          aria-label={select.label}
          className="min-w-0 lg:flex-1"
          value={select.value}
          onChange={(event) => select.onChange(event.target.value)}
        >
          {select.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ))}
    </div>
  );
}
