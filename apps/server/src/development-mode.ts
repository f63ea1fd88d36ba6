/**
 * Imported first by `npm run dev` (dev.ts), before anything that loads React: React's development build (clear
 * warnings, hydration mismatch details) and Vite's development mode. An explicit NODE_ENV still wins.
 */
process.env.NODE_ENV ??= 'development';
