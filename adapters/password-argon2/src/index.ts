export * from './argon2-password-hasher.ts';
