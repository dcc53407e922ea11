import type { Invitation, Member, Organization, User } from '@driftwatch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAuthToken, setAuthToken } from '../../../lib/storage';
import { getToasts } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { TeamsPage } from './teams-page';

const orgId = '00000000-0000-4000-8000-000000000001';
const now = '2026-11-20T10:00:00.000Z';
const ownerUserId = '00000000-0000-4000-8000-0000000000a1';

const ownerUser: User = {
  id: ownerUserId,
  name: 'Olivia Owner',
  email: 'olivia@acme.test',
  role: 'owner',
  is_in_organization: true,
  can_manage_team: true,
  organization_id: orgId,
};

function member(id: string, overrides: Partial<Member>): Member {
  return {
    id: `00000000-0000-4000-8000-0000000000${id}`,
    user_id: `00000000-0000-4000-8000-0000000001${id}`,
    email: `${id}@acme.test`,
    name: null,
    role: 'member',
    status: 'active',
    has_seat: true,
    joined_at: now,
    ...overrides,
  };
}

interface FakeTeam {
  user: User;
  organization: Organization;
  members: Member[];
  invitations: Invitation[];
  assignedSeats: number;
  calls: Array<{ method: string; url: string; body: unknown }>;
}

function freshTeam(): FakeTeam {
  return {
    user: ownerUser,
    organization: {
      id: orgId,
      name: 'Acme Docs',
      slug: 'acme-docs',
      logo_url: null,
      status: 'active',
      subscription_tier: 'team',
      created_at: now,
    },
    members: [
      member('b1', { user_id: ownerUserId, email: 'olivia@acme.test', name: 'Olivia Owner', role: 'owner' }),
      member('b2', { email: 'adam@acme.test', name: 'Adam Admin', role: 'admin' }),
      member('b3', { email: 'pat@acme.test', name: 'Pat Pending', has_seat: false }),
      member('b4', { email: 'ghost@acme.test', user_id: null, status: 'pending', has_seat: false }),
    ],
    invitations: [
      {
        id: '00000000-0000-4000-8000-0000000000c1',
        email: 'invitee@acme.test',
        role: 'member',
        created_at: now,
        expires_at: '2026-11-27T10:00:00.000Z',
        inviter: 'Olivia Owner',
        org_name: 'Acme Docs',
        token: null,
      },
    ],
    assignedSeats: 2,
    calls: [],
  };
}

describe('TeamsPage', () => {
  const fetchMock = stubFetch();
  let team: FakeTeam;

  beforeEach(() => {
    team = freshTeam();
    setAuthToken('owner-token');
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      team.calls.push({ method, url, body });
      const base = `/api/teams/organizations/${orgId}`;
      if (url === '/api/user/profile') return jsonResponse(200, { user: team.user });
      if (url === '/api/teams/organizations')
        return jsonResponse(200, { organizations: [team.organization] });
      if (url === base && method === 'GET')
        return jsonResponse(200, {
          organization: team.organization,
          members: team.members,
          invitations: team.invitations,
        });
      if (url === `${base}/status`)
        return jsonResponse(200, {
          id: orgId,
          status: team.organization.status,
          is_suspended: team.organization.status === 'suspended',
          subscription_tier: 'team',
          subscription_status: 'active',
          trial: { is_active: false, ends_at: null, days_remaining: 0 },
          member_count: team.members.length,
          assigned_seats: team.assignedSeats,
        });
      if (url === `${base}/invite`) {
        const { email, role } = body as { email: string; role: 'member' | 'admin' };
        if (email.startsWith('taken'))
          return jsonResponse(409, {
            error: { code: 'REQUEST_FAILED', message: `${email} is already a member of Acme Docs.` },
          });
        const invitation = { ...team.invitations[0], id: crypto.randomUUID(), email, role, token: 'tok' };
        return jsonResponse(201, { success: true, invitation, message: `Invitation sent to ${email}` });
      }
      const seat = /\/members\/([^/]+)\/seat$/.exec(url);
      if (seat && method === 'PUT') {
        const target = team.members.find((candidate) => candidate.id === seat[1]);
        if (!target) return jsonResponse(404, {});
        target.has_seat = (body as { has_seat: boolean }).has_seat;
        return jsonResponse(200, { success: true, member: target, message: 'Seat removed' });
      }
      const removal = /\/members\/([^/]+)$/.exec(url);
      if (removal && method === 'DELETE') {
        team.members = team.members.filter((candidate) => candidate.id !== removal[1]);
        return jsonResponse(200, { success: true, message: 'Removed' });
      }
      if (url === `${base}/logo`)
        return jsonResponse(422, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid file type',
            details: { fields: [{ path: 'logo', message: 'Invalid file type' }] },
          },
        });
      return jsonResponse(404, {});
    });
  });
  afterEach(() => clearAuthToken());

  const renderPage = () =>
    renderWithProviders(<TeamsPage />, {
      path: '/teams',
      extraRoutes: [{ path: '/dashboard', element: <p>Dashboard home</p> }],
    });
  const callsTo = (method: string, pattern: RegExp) =>
    team.calls.filter((call) => call.method === method && pattern.test(call.url));

  it('shows the organization and its members, and the empty state only when filters match no one', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Acme Docs' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Organization' })).getByText('Active'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('No members match your filters')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    expect(within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Search members'), 'nobody');
    expect(screen.getByText('No members match your filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('blocks a seat beyond the seats bought, and for a member without an account, without calling', async () => {
    renderPage();
    await userEvent.click(await screen.findByLabelText('Seat for pat@acme.test'));
    expect(getToasts()[0]).toMatchObject({
      title: 'Seat limit reached',
      description: 'No available seats. Increase seats in Billing or free a seat.',
    });
    await userEvent.click(screen.getByLabelText('Seat for ghost@acme.test'));
    expect(getToasts()[0]?.title).toBe('Cannot assign seat');
    expect(callsTo('PUT', /\/seat$/)).toHaveLength(0);

    // Freeing the admin's seat is allowed, and then Pat can take it.
    await userEvent.click(screen.getByLabelText('Seat for adam@acme.test'));
    await waitFor(() => expect(callsTo('PUT', /\/seat$/)).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Seat for adam@acme.test')).not.toBeChecked());
    await userEvent.click(screen.getByLabelText('Seat for pat@acme.test'));
    await waitFor(() => expect(callsTo('PUT', /\/seat$/)).toHaveLength(2));
    expect(callsTo('PUT', /\/seat$/)[1]?.body).toEqual({ has_seat: true });
  });

  it('invites several addresses with one call each and lists failures with the server text', async () => {
    renderPage();
    await userEvent.type(
      await screen.findByLabelText('Email addresses'),
      'new@acme.test, taken@acme.test{enter}other@acme.test',
    );
    await userEvent.selectOptions(screen.getByLabelText('Invite as'), 'member');
    await userEvent.click(screen.getByRole('button', { name: /Send Invites/ }));
    const failure = await screen.findByText(/taken@acme\.test is already a member of Acme Docs\./);
    expect(failure.closest('[role="alert"]')).toHaveTextContent('Invitation failed');
    expect(callsTo('POST', /\/invite$/).map((call) => call.body)).toEqual([
      { email: 'new@acme.test', role: 'member' },
      { email: 'taken@acme.test', role: 'member' },
      { email: 'other@acme.test', role: 'member' },
    ]);
    expect(screen.getByLabelText('Email addresses')).toHaveValue('taken@acme.test');
    expect(getToasts()[0]?.title).toBe('2 invitations sent');
  });

  it('asks before removing a member, and never offers to remove the owner', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Acme Docs' });
    expect(screen.queryByRole('button', { name: 'Remove Olivia Owner' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Adam Admin' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(callsTo('DELETE', /\/members\//)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Adam Admin')).not.toBeInTheDocument());
    expect(callsTo('DELETE', /\/members\//)).toHaveLength(1);
  });

  it('freezes invites, seats and removal while suspended and points to billing and support', async () => {
    team.organization.status = 'suspended';
    renderPage();
    expect(await screen.findByText('This organization is suspended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resolve Payment Issues' })).toHaveAttribute('href', '/billing');
    expect(screen.getByRole('button', { name: 'Contact Support' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Send Invites/ })).toBeDisabled();
    expect(screen.getByLabelText('Seat for adam@acme.test')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Adam Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend invitation to invitee@acme.test' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Upload logo/ })).toBeDisabled();
  });

  it('shows the server text when a logo is refused', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Acme Docs' });
    const file = new File(['not an image'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Logo file'), file);
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Upload failed', description: 'Invalid file type' }),
    );
    const body = callsTo('POST', /\/logo$/)[0]?.body;
    if (!(body instanceof FormData)) throw new Error('the logo was not sent as multipart form data');
    expect(body.get('logo')).toBeInstanceOf(File);
  });

  it('sends a member who is neither owner nor admin to the dashboard', async () => {
    team.user = { ...ownerUser, role: 'member', can_manage_team: false };
    renderPage();
    expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
  });

  it('offers someone outside an organization the create form, with the spec messages', async () => {
    team.user = {
      ...ownerUser,
      role: null,
      is_in_organization: false,
      can_manage_team: false,
      organization_id: null,
    };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Organization' }));
    expect(await screen.findByText('Organization name is required')).toBeInTheDocument();
    expect(screen.getByText('Select a team plan')).toBeInTheDocument();
    expect(callsTo('POST', /^\/api\/teams\/organizations$/)).toHaveLength(0);
  });
});
