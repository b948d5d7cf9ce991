export { AdviceThemePage } from './advice-theme-page';
export { AdviceThemesPage } from './advice-themes-page';
export { EditorialDetailPage } from './editorial-detail-page';
export {
  loadAdviceTheme,
  loadAdviceThemes,
  loadNewsList,
  loadQualityInnovationList,
} from './editorial-list-queries';
export { loadEditorialPage } from './editorial-page-queries';
export { NewsSearchSchema, QualityInnovationSearchSchema } from './list-search';
export { NewsListPage } from './news-list-page';
export { QualityInnovationListPage } from './quality-innovation-list-page';
