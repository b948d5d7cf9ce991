export { loadSitemap } from './sitemap-queries';
export { SitemapPage } from './sitemap-page';
