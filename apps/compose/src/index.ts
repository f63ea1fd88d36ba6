export * from './config.ts';
export * from './create-container.ts';
