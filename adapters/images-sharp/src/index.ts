export { createSharpImageOptimizer, type SharpImageOptimizerOptions } from './sharp-image-optimizer.js';
export { createSharpImageUploads, type SharpImageUploadsOptions } from './sharp-image-uploads.js';
