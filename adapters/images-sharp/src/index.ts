export { createSharpImageOptimizer, type SharpImageOptimizerOptions } from './sharp-image-optimizer.ts';
export { createSharpImageUploads, type SharpImageUploadsOptions } from './sharp-image-uploads.ts';
