export * from './google-sheets-exporter.ts';
