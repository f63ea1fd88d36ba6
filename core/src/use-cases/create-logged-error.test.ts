import { describe, expect, it } from 'vitest';
import { createResource } from './create-resource.ts';
import { systemClock } from '../ports/clock.ts';
import { fakePasswords, recordStore } from './use-case-fakes.test-support.ts';

const admin = { userId: 1, roles: ['admin' as const] };
const report = { content: 'error : boom', url: '/pret-auto' };

describe('createResource for a logged error (spec §8: the address comes from the server)', () => {
  it('stamps a visitor’s logged error with the truncated address the server saw', async () => {
    const resources = recordStore();
    const result = await createResource(
      { resources, passwords: fakePasswords, clock: systemClock },
      { actor: null, type: 'loggederror', attributes: report, clientIp: '203.0.113.57' },
    );
    expect(result.ok && result.value.attributes).toMatchObject({ ...report, sheet: 'global', ip: '203.0.113.0' });
  });

  it('refuses an address sent by a visitor, even a plausible one', async () => {
    const resources = recordStore();
    const result = await createResource(
      { resources, passwords: fakePasswords, clock: systemClock },
      { actor: null, type: 'loggederror', attributes: { ...report, ip: '198.51.100.1' }, clientIp: '203.0.113.57' },
    );
    expect(result).toEqual({
      ok: false,
      error: {
        type: 'input/invalid',
        issues: [{ path: ['ip'], message: 'L’adresse IP est relevée par le serveur\u00a0: ne l’envoyez pas.' }],
      },
    });
    expect(resources.records.size).toBe(0);
  });

  it('stores no address when the server has none it can read', async () => {
    const resources = recordStore();
    const result = await createResource(
      { resources, passwords: fakePasswords, clock: systemClock },
      { actor: null, type: 'loggederror', attributes: report, clientIp: 'unknown' },
    );
    expect(result.ok && result.value.attributes.ip).toBeNull();
  });

  it('lets an admin record one with the address it gives (truncated), as the back office may', async () => {
    const resources = recordStore();
    const result = await createResource(
      { resources, passwords: fakePasswords, clock: systemClock },
      { actor: admin, type: 'loggederror', attributes: { ...report, ip: '198.51.100.1' }, clientIp: '203.0.113.57' },
    );
    expect(result.ok && result.value.attributes.ip).toBe('198.51.100.0');
  });
});
