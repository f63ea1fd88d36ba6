export * from './google-sheets-exporter.js';
