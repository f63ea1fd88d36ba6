export * from './config.js';
export * from './create-container.js';
