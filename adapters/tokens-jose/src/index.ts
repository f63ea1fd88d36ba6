export * from './jose-access-tokens.ts';
