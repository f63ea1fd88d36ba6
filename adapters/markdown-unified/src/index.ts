export * from './unified-markdown-renderer.js';
