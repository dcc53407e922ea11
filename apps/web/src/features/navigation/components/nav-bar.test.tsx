import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { NavBar } from './nav-bar';

const owner = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  email: 'ada@acme.io',
  role: 'owner',
  is_in_organization: true,
  can_manage_team: true,
  organization_id: '00000000-0000-4000-8000-000000000002',
};
const member = { ...owner, role: 'member', can_manage_team: false };

describe('NavBar', () => {
  const fetchMock = stubFetch();

  it('shows Sign In and Get Started to visitors, but not on /signin', async () => {
    renderWithProviders(<NavBar />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('hides the visitor actions on the sign-in page', () => {
    renderWithProviders(<NavBar />, { path: '/signin' });
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('highlights Monitoring for /monitor* paths', async () => {
    window.localStorage.setItem('auth_token', 'tok');
    fetchMock.mockResolvedValue(jsonResponse(200, { user: owner }));
    renderWithProviders(<NavBar />, { path: '/monitoring' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Monitoring' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('offers Teams and Billing to an owner with team rights', async () => {
    window.localStorage.setItem('auth_token', 'tok');
    fetchMock.mockResolvedValue(jsonResponse(200, { user: owner }));
    renderWithProviders(<NavBar />, { path: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    for (const name of ['Profile', 'Teams', 'Billing', 'Sign Out']) {
      expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
    }
  });

  it('hides Teams from a plain member and shows Billing (read-only for them)', async () => {
    window.localStorage.setItem('auth_token', 'tok');
    fetchMock.mockResolvedValue(jsonResponse(200, { user: member }));
    renderWithProviders(<NavBar />, { path: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Teams' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Billing' })).toBeInTheDocument();
  });

  it('repeats the links in the mobile menu', async () => {
    window.localStorage.setItem('auth_token', 'tok');
    fetchMock.mockResolvedValue(jsonResponse(200, { user: owner }));
    renderWithProviders(<NavBar />, { path: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    for (const name of ['Dashboard', 'Integrations', 'Monitoring', 'Profile', 'Teams', 'Billing']) {
      expect(within(sheet).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(sheet).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
