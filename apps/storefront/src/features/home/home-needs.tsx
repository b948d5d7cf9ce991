import type { Homepage } from '@shop/api-client';
import { CmsLink } from './cms-link';
import { HomeSection } from './home-section';

/** Needs as pictogram tiles, each leading to its need page. */
export function HomeNeeds({ section }: { section: Homepage['needs'] }) {
  if (section.items.length === 0) return null;
  return (
    <HomeSection id="home-needs" section={section}>
      <ul className="home-needs" aria-labelledby="home-needs-title">
        {section.items.map((need) => (
          <li key={need.id}>
            <CmsLink path={need.url} className="home-needs__link">
              <img src={need.picto} alt="" width={48} height={48} loading="lazy" />
              <span>{need.label}</span>
            </CmsLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
