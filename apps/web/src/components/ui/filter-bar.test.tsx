import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, filterSelect } from './filter-bar';

type Size = 'all' | 'small' | 'large';

describe('FilterBar', () => {
  it('passes the search text and only known option values to the handlers', async () => {
    const onSearch = vi.fn();
    const onSize = vi.fn<(value: Size) => void>();
    render(
      <FilterBar
        search={{ label: 'Search things', placeholder: 'Search…', value: '', onChange: onSearch }}
        selects={[
          filterSelect<Size>({
            label: 'Size',
            value: 'all',
            options: [
              { value: 'all', label: 'All sizes' },
              { value: 'small', label: 'Small' },
              { value: 'large', label: 'Large' },
            ],
            onChange: onSize,
          }),
        ]}
      />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search things' }), 'x');
    expect(onSearch).toHaveBeenCalledWith('x');

    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All sizes',
      'Small',
      'Large',
    ]);
    await userEvent.selectOptions(select, 'Large');
    expect(onSize).toHaveBeenLastCalledWith('large');

    // A value that is not one of the options (a stale or forged one) never reaches the handler.
    onSize.mockClear();
    const stray = document.createElement('option');
    stray.value = 'huge';
    select.append(stray);
    fireEvent.change(select, { target: { value: 'huge' } });
    expect(onSize).not.toHaveBeenCalled();
  });
});
