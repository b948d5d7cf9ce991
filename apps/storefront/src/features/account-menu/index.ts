export { AccountMenu, type AccountMenuProps } from './account-menu';
export { titleCase } from './title-case';
