import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { issuesOf, parseValid, type Flat } from '../fields/schema-issues.test-support.ts';
import { toPublicUser, userInputSchema, userPatchSchema, type PublicUser, type User, type UserInput } from './user.ts';

const input = { email: 'Admin@Pretscope.lu', firstName: 'Anne', lastName: 'Weber', roles: ['admin'], password: 'correct horse battery' };

describe('userInputSchema', () => {
  it('accepts a user with a password of at least 12 characters', () => {
    expect(parseValid(userInputSchema, input)).toEqual({ ...input, email: 'admin@pretscope.lu' });
  });

  it('refuses a short password', () => {
    expect(issuesOf(userInputSchema, { ...input, password: 'motdepasse1' })).toEqual([
      'password: Le mot de passe doit contenir au moins 12 caractères.',
    ]);
  });

  it('wants at least one known role, each once', () => {
    expect(issuesOf(userInputSchema, { ...input, roles: [] })).toEqual(['roles: Choisissez au moins un rôle.']);
    expect(issuesOf(userInputSchema, { ...input, roles: ['editor', 'editor'] })).toEqual(['roles: Un rôle est en double.']);
    expect(issuesOf(userInputSchema, { ...input, roles: ['root'] })).toEqual(['roles.0: Le rôle doit être admin ou editor.']);
  });

  it('gives the public fields and the password', () => {
    expectTypeOf<UserInput>().toEqualTypeOf<Flat<Omit<PublicUser, 'id'> & { password: string }>>();
  });
});

describe('userPatchSchema', () => {
  it('drops an empty password: spec §3 sends the password only if non-empty', () => {
    expect(parseValid(userPatchSchema, { firstName: 'Anna', password: '' })).toEqual({ firstName: 'Anna' });
  });

  it('keeps a new password and checks its length', () => {
    expect(parseValid(userPatchSchema, { password: 'une phrase de passe' })).toEqual({ password: 'une phrase de passe' });
    expect(issuesOf(userPatchSchema, { password: 'court' })).toEqual(['password: Le mot de passe doit contenir au moins 12 caractères.']);
  });
});

describe('toPublicUser', () => {
  it('never carries the password hash', () => {
    const user = {
      id: 1,
      email: 'a@b.lu',
      firstName: 'Anne',
      lastName: 'Weber',
      roles: ['admin'],
      passwordHash: '$argon2id$v=19$secret',
    } satisfies User;
    const shown = toPublicUser(user);
    expect(shown).toEqual({ id: 1, email: 'a@b.lu', firstName: 'Anne', lastName: 'Weber', roles: ['admin'] });
    expect(JSON.stringify(shown)).not.toContain('argon2id');
  });

  it('keeps nothing but the public fields, whatever else the record carries', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.dictionary(fc.string(), fc.jsonValue()), (passwordHash, extra) => {
        const user = { ...extra, id: 1, email: 'a@b.lu', firstName: 'A', lastName: 'B', roles: ['editor' as const], passwordHash };
        expect(Object.keys(toPublicUser(user)).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'roles']);
      }),
    );
  });
});
