import type { AvailableChannelsResponse } from '@driftwatch/contract';
import { Hash, Lock } from 'lucide-react';
import { type InputHTMLAttributes, useEffect, useRef, useState } from 'react';
import { Input } from '../../../components/ui/input';

type SlackChannelOption = AvailableChannelsResponse['channels']['slack'][number];

/** A click on an option blurs the input first; the list stays this long so the click still lands. */
const closeDelayMs = 150;

interface SlackChannelPickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: SlackChannelOption[];
}

/** The Slack channel box: type a name (without #) or pick one of the workspace's channels. */
export function SlackChannelPicker({
  id,
  value,
  onChange,
  options,
  onBlur,
  ...props
}: SlackChannelPickerProps) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const typed = value.trim().replace(/^#/, '').toLowerCase();
  const matches = options.filter((option) => option.name.toLowerCase().includes(typed)).slice(0, 50);
  const listId = `${id}-options`;
  const shown = open && matches.length > 0;
  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={(event) => {
          closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        {...props}
      />
      {shown ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Slack channels"
          className="absolute z-10 mt-1 max-h-56 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {matches.map((option) => (
            <div
              key={option.id}
              role="option"
              aria-selected={option.name === typed}
              tabIndex={-1}
              className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
              onClick={() => {
                onChange(option.name);
                setOpen(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  onChange(option.name);
                  setOpen(false);
                }
              }}
            >
              {option.private ? (
                <Lock className="size-3.5 text-slate-500" aria-label="Private channel" />
              ) : (
                <Hash className="size-3.5 text-slate-500" aria-hidden />
              )}
              {option.name}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
