export { loadNeed } from './load-need';
export { NeedPage } from './need-page';
export { NeedsPage } from './needs-page';
