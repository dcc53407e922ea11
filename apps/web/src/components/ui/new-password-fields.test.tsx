import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NewPasswordFields } from './new-password-fields';

describe('NewPasswordFields', () => {
  it('labels both fields, describes the first by its hint and the confirmation by its error', async () => {
    render(
      <NewPasswordFields
        idPrefix="demo"
        hint="At least 8 characters."
        password={{ defaultValue: '' }}
        confirm={{ defaultValue: '', error: 'Passwords differ' }}
      />,
    );
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription('At least 8 characters.');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords differ');

    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
  });
});
