import type { ReactNode } from 'react';
import { CmsLink } from './cms-link';

interface HomeSectionProps {
  id: string;
  section: { title: string; subtitle: string; link: { label: string; url: string } | null };
  children: ReactNode;
}

/** A section of the home as the back office titles it, with its « voir tout » link. */
export function HomeSection({ id, section, children }: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section className="home-section" aria-labelledby={titleId}>
      <div className="home-section__head">
        <h2 id={titleId} className="home-section__title">
          {section.title}
        </h2>
        {section.subtitle && <p className="home-section__subtitle">{section.subtitle}</p>}
      </div>
      {children}
      {section.link && (
        <p className="home-section__more">
          <CmsLink path={section.link.url}>{section.link.label}</CmsLink>
        </p>
      )}
    </section>
  );
}
