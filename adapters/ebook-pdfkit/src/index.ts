// @pretscope/ebook-pdfkit: the borrowing guide (core's text and dated rules) as a PDF built with PDFKit.
export { createGuideRenderer, type GuideRendererOptions } from './create-guide-renderer.ts';
export { createSimulationReportRenderer, type SimulationReportRendererOptions } from './create-simulation-report-renderer.ts';
export { createAdvertiserReportRenderer, type AdvertiserReportRendererOptions } from './create-advertiser-report-renderer.ts';
