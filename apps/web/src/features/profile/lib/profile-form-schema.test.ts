import { describe, expect, it } from 'vitest';
import { passwordChangeSchema } from './password-change-schema';
import { buildProfileUpdate, profileFormSchema } from './profile-form-schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('profile rules', () => {
  it('requires a name', () => {
    expect(
      messages(profileFormSchema.safeParse({ name: '  ', email: 'a@b.io', currentPassword: '' })),
    ).toEqual(['Please enter your name']);
  });
  it('an email, if present, needs @ and 5 characters', () => {
    expect(
      messages(profileFormSchema.safeParse({ name: 'Ada', email: 'ada.acme.io', currentPassword: '' })),
    ).toEqual(['Please enter a valid email address']);
    expect(messages(profileFormSchema.safeParse({ name: 'Ada', email: 'a@b', currentPassword: '' }))).toEqual(
      ['Please enter a valid email address'],
    );
    expect(profileFormSchema.safeParse({ name: 'Ada', email: '', currentPassword: '' }).success).toBe(true);
  });
  it('sends the email, with the current password, only when it changed', () => {
    expect(
      buildProfileUpdate({ name: 'Ada', email: 'ADA@acme.io', currentPassword: 'pw' }, 'ada@acme.io'),
    ).toEqual({
      name: 'Ada',
    });
    expect(
      buildProfileUpdate({ name: 'Ada', email: 'ada@globex.io', currentPassword: 'pw' }, 'ada@acme.io'),
    ).toEqual({
      name: 'Ada',
      email: 'ada@globex.io',
      currentPassword: 'pw',
    });
  });
});

describe('password change rules', () => {
  it('needs 8 characters (Password too short) and a matching confirmation', () => {
    const short = passwordChangeSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(messages(short)).toEqual(['Password too short']);
    const mismatch = passwordChangeSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'long-enough',
      confirmPassword: 'long-enoug',
    });
    expect(messages(mismatch)).toEqual(["Passwords don't match"]);
  });
});
