export { loadPreview } from './load-preview';
export { PreviewBanner } from './preview-banner';
export { previewHead } from './preview-head';
