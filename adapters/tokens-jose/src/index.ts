export * from './jose-access-tokens.js';
