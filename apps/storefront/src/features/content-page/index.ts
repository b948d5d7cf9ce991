export { ContentArticle } from './content-article';
export { ContentPage } from './content-page';
export { loadContentPage } from './load-content-page';
