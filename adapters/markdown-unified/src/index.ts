export * from './unified-markdown-renderer.ts';
export type { ResponsiveImageResolver } from './rehype-responsive-images.ts';
