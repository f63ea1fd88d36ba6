import { describe, expect, it } from 'vitest';
import { isAdminPath, siteTrees } from './site-trees.ts';
import { loadSiteBuild } from './web-handler.ts';

describe('isAdminPath', () => {
  it('is the back office’s first segment, and its data URL, whatever the case or the encoding', () => {
    for (const path of [
      '/_admin_',
      '/_admin_/',
      '/_admin_/articles/12',
      '/_admin_.data',
      '/_admin_/_.data',
      '/_admin_/products.data',
      '/_ADMIN_/login',
      '/%5Fadmin%5F/login',
    ])
      expect(isAdminPath(path), path).toBe(true);
  });
  it('is no other path', () => {
    for (const path of ['/', '/_.data', '/_admin', '/_admin_x', '/admin/_admin_', '/articles/_admin_', '/%E0%A4%A', '/__manifest'])
      expect(isAdminPath(path), path).toBe(false);
  });
});

describe('siteTrees on the site’s build (npm run build)', () => {
  it('puts every route in one tree, the root in both; the back office’s are those under /_admin_', async () => {
    const build = await loadSiteBuild();
    const { site, admin } = siteTrees(build);
    const fullPath = (id: string): string => {
      const route = build.routes[id]!;
      return route.parentId ? `${fullPath(route.parentId)}/${route.path ?? ''}` : '';
    };
    const all = Object.keys(build.routes);
    const adminIds = Object.keys(admin.routes);
    const siteIds = Object.keys(site.routes);
    expect(adminIds.filter((id) => siteIds.includes(id))).toEqual(['root']);
    expect([...new Set([...siteIds, ...adminIds])].sort()).toEqual([...all].sort());
    for (const id of adminIds.filter((id) => id !== 'root')) expect(isAdminPath(fullPath(id)), id).toBe(true);
    for (const id of siteIds.filter((id) => id !== 'root')) expect(isAdminPath(fullPath(id) || '/'), id).toBe(false);
    // The back office is a tree of its own: its login, its home, its lists (admin-routes.ts), and the public pages theirs.
    expect(adminIds).toEqual(expect.arrayContaining(['routes/admin/admin-root', 'routes/admin/login', 'routes/admin/home']));
    expect(siteIds).toEqual(expect.arrayContaining(['routes/home', 'routes/category', 'routes/not-found']));
    expect(adminIds.length).toBeGreaterThan(20);
    // The browser's manifest of each tree has the same routes as its server routes, and the same version.
    expect(Object.keys(site.assets.routes).sort()).toEqual([...siteIds].sort());
    expect(Object.keys(admin.assets.routes).sort()).toEqual([...adminIds].sort());
    expect(site.assets.version).toBe(build.assets.version);
    expect(admin.assets.version).toBe(build.assets.version);
  });
});
