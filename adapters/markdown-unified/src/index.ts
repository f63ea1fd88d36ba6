export * from './unified-markdown-renderer.js';
export type { ResponsiveImageResolver } from './rehype-responsive-images.js';
