import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The back office under /_admin_ (spec §2). Its route modules live under routes/admin and its components under
 * admin/: no public module imports them, so their code is in chunks that public pages never load.
 */
export const adminRoutes: RouteConfigEntry[] = [
  route('_admin_', 'routes/admin/admin-root.tsx', [
    route('login', 'routes/admin/login.tsx'),
    route('session', 'routes/admin/session.ts'),
    layout('routes/admin/shell.tsx', [
      index('routes/admin/home.tsx'),
      ...['advertisers', 'articles', 'authors', 'rubriques', 'categories', 'legal-pages', 'products', 'users', 'leads'].map((segment) =>
        route(segment, 'routes/admin/resource-list.tsx', { id: `admin-list-${segment}` }),
      ),
      route('leads/export.csv', 'routes/admin/leads-export.ts'),
      route('advertisers/:id/rapport', 'routes/admin/advertiser-report.tsx'),
      route('advertisers/:id/rapport.csv', 'routes/admin/advertiser-report-export.ts'),
      route('advertisers/:id/rapport.pdf', 'routes/admin/advertiser-report-pdf.ts'),
      ...['advertisers', 'articles', 'authors', 'rubriques', 'categories', 'legal-pages', 'products', 'users', 'leads'].map((segment) =>
        route(`${segment}/:id`, 'routes/admin/resource-edit.tsx', { id: `admin-edit-${segment}` }),
      ),
      route('import-taux', 'routes/admin/rate-import.tsx'),
      route('supprimes', 'routes/admin/deleted-records.tsx'),
      route('markdown-preview', 'routes/admin/markdown-preview.ts'),
      route('tracker', 'routes/admin/tracker.tsx'),
      route('donnees-personnelles', 'routes/admin/personal-data.tsx'),
      route('donnees-personnelles/copie', 'routes/admin/personal-data-copy.ts'),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
];
