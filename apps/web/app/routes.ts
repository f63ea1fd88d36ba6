import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // Category pages live at the root (spec §2); the loader answers 404 for a slug that is not a category.
  route(':category', 'routes/category.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
