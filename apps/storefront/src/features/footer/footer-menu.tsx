import { useMemo } from 'react';
import { useMenu, useSetting } from '../../shared/site';
import { fixedFooterPaths } from './footer-links';
import { footerMenuGroups } from './footer-menu-groups';
import { PathLink } from '../../shared/routing';

/**
 * The back-office footer menu (the menu named by setting `footer_menu`), one titled list per
 * group. Its slugs are CMS paths, not route names: the one place a path is linked directly.
 */
export function FooterMenu() {
  const menu = useMenu(useSetting('footer_menu'));
  const groups = useMemo(() => footerMenuGroups(menu, fixedFooterPaths()), [menu]);
  return groups.map((group) => (
    <div key={group.key} className="site-footer__group">
      <h2 className="site-footer__title">
        {group.path === null ? (
          group.title
        ) : (
          <PathLink path={group.path} className="site-footer__title-link">
            {group.title}
          </PathLink>
        )}
      </h2>
      {group.links.length > 0 && (
        <ul className="site-footer__links">
          {group.links.map((link) => (
            <li key={link.path}>
              <PathLink path={link.path} className="site-footer__link">
                {link.label}
              </PathLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  ));
}
