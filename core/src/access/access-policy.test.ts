import { describe, expect, it } from 'vitest';
import { apiTypes } from '../api/api-types.ts';
import { canAccess, isStaff, mayExport, type Actor } from './access-policy.ts';

const admin: Actor = { userId: 1, roles: ['admin'] };
const editor: Actor = { userId: 2, roles: ['editor'] };
const contentTypes = ['categories', 'announcers', 'products', 'loans', 'loanstats', 'articles', 'authors', 'legalpages'] as const;
const peopleTypes = ['users', 'leads', 'reminders', 'loggederror', 'clicks', 'batch_count'] as const;

describe('access policy', () => {
  it('lets admins do everything', () => {
    for (const type of apiTypes)
      for (const action of ['read', 'create', 'update', 'delete'] as const)
        expect(canAccess(admin, type, action), `${type} ${action}`).toBe(true);
  });

  it('lets editors run the content and nothing about people', () => {
    for (const type of contentTypes)
      for (const action of ['read', 'create', 'update', 'delete'] as const) expect(canAccess(editor, type, action)).toBe(true);
    for (const type of peopleTypes) {
      expect(canAccess(editor, type, 'read'), type).toBe(false);
      expect(canAccess(editor, type, 'update'), type).toBe(false);
    }
  });

  it('lets visitors read content and send only leads, reminders and logged errors', () => {
    for (const type of contentTypes) {
      expect(canAccess(null, type, 'read')).toBe(true);
      expect(canAccess(null, type, 'create')).toBe(false);
    }
    expect(apiTypes.filter((type) => canAccess(null, type, 'create')).sort()).toEqual(['leads', 'loggederror', 'reminders']);
    for (const type of peopleTypes) expect(canAccess(null, type, 'read'), type).toBe(false);
  });

  it('treats a user without a known role as a visitor', () => {
    expect(canAccess({ userId: 3, roles: [] }, 'articles', 'create')).toBe(false);
    expect(isStaff({ userId: 3, roles: [] })).toBe(false);
    expect(isStaff(editor)).toBe(true);
  });
});

describe('exports', () => {
  it('are for admins only, of every type', () => {
    for (const type of apiTypes) {
      expect(mayExport(admin, type), type).toBe(true);
      expect(mayExport(editor, type), type).toBe(false);
      expect(mayExport(null, type), type).toBe(false);
    }
    expect(mayExport({ userId: 3, roles: [] }, 'products')).toBe(false);
  });
});
