/**
 * Imported first by the production entry (main.ts), before anything that loads React: React (and the libraries
 * that read NODE_ENV when they are first loaded) otherwise run their development builds, which render pages
 * several times slower and check things meant for development. An explicit NODE_ENV still wins.
 */
process.env.NODE_ENV ??= 'production';
