import { describe, expect, it } from 'vitest';
import { isInternal } from './is-internal.ts';

const site = 'https://www.pretscope.lu';

describe('isInternal', () => {
  it('is true when the link points to the site’s own host', () => {
    expect(isInternal({ link: 'https://www.pretscope.lu/pret-hypothecaire/demande', brokerLink: null }, site)).toBe(true);
  });

  it('is true when the broker link points to the site’s own host', () => {
    expect(isInternal({ link: 'https://www.ing.lu/pret', brokerLink: 'https://WWW.PRETSCOPE.LU/prendre-rendez-vous' }, site)).toBe(true);
  });

  it('is false for links to another host', () => {
    expect(isInternal({ link: 'https://www.ing.lu/pret', brokerLink: 'https://pretscope.lu/x' }, site)).toBe(false);
    expect(isInternal({ link: 'https://www.pretscope.lu.evil.example/x' }, site)).toBe(false);
  });

  it('compares ports too, ignoring the scheme’s default one', () => {
    expect(isInternal({ link: 'https://www.pretscope.lu:443/x' }, site)).toBe(true);
    expect(isInternal({ link: 'https://www.pretscope.lu:8443/x' }, site)).toBe(false);
    expect(isInternal({ link: 'http://localhost:3000/contact' }, 'http://localhost:3000')).toBe(true);
  });

  it('is false for missing, relative or invalid links, and for an invalid site URL', () => {
    expect(isInternal({ link: null, brokerLink: null }, site)).toBe(false);
    expect(isInternal({}, site)).toBe(false);
    expect(isInternal({ link: '/contact' }, site)).toBe(false);
    expect(isInternal({ link: 'not a url' }, site)).toBe(false);
    expect(isInternal({ link: 'https://www.pretscope.lu/x' }, 'pretscope')).toBe(false);
  });
});
