import type { Menu } from '@shop/api-client';
import { menuPath } from '@shop/domain';

export interface FooterMenuGroup {
  key: string;
  title: string;
  /** Path of the group title itself, when the entry leads somewhere. */
  path: string | null;
  links: { label: string; path: string }[];
}

/**
 * The groups of the back-office footer menu, without the links the footer already shows:
 * the menu and the fixed links overlap, and the same link twice in one footer is noise,
 * above all for screen-reader users who list the links. A group left with nothing is dropped.
 */
export function footerMenuGroups(
  menu: Menu | undefined,
  alreadyLinked: ReadonlySet<string>,
): FooterMenuGroup[] {
  if (!menu) return [];
  return menu.items
    .map((item) => {
      const path = item.slug === null ? null : menuPath(item.slug);
      return {
        key: item.code,
        title: item.label,
        path: path !== null && alreadyLinked.has(path) ? null : path,
        links: item.childs
          .map((child) => ({ label: child.label, path: menuPath(child.slug) }))
          .filter((link) => !alreadyLinked.has(link.path)),
      };
    })
    .filter((group) => group.links.length > 0 || group.path !== null);
}
