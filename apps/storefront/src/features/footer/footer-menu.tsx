import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useMenu, useSetting } from '../../shared/site';
import { fixedFooterPaths } from './footer-links';
import { footerMenuGroups } from './footer-menu-groups';

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
          <Link to={group.path as '/'} className="site-footer__title-link">
            {group.title}
          </Link>
        )}
      </h2>
      {group.links.length > 0 && (
        <ul className="site-footer__links">
          {group.links.map((link) => (
            <li key={link.path}>
              <Link to={link.path as '/'} className="site-footer__link">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  ));
}
