import { BrandMark } from '../site/BrandMark.tsx';
import { LanguageLinks } from '../site/LanguageLinks.tsx';
import type { Props } from './SiteFooter.schema.ts';

/** Loads with this view: the renderer finishes the flow's props with it (defineLazyComponent). */
export { finishSiteFooter as finish } from '../../engine/finish/siteFooter.ts';

/** The storefront's footer: brand, help and shopping links in groups, the legal links and small print. Words and addresses come from the flow. */
function SiteFooter({ label, brand, tagline, groups, legal, legalLinks, languageLabel, currentLanguage, languages, testId }: Props) {
  return (
    <footer className="sf-footer" data-testid={testId}>
      <div className="sf-footer__inner">
        <div className="sf-footer__brand">
          <p className="sf-brand sf-brand--footer">
            <BrandMark />
            <span className="sf-brand__name">{brand}</span>
          </p>
          {tagline ? <p className="sf-footer__tagline">{tagline}</p> : null}
        </div>
        <nav className="sf-footer__groups" aria-label={label}>
          {groups.map((group) => (
            <div key={group.heading} className="sf-footer__group">
              <h2 className="sf-footer__heading">{group.heading}</h2>
              <ul className="sf-footer__links">
                {/* Links without a label are left out by the finisher (src/engine/finish/siteFooter.ts). */}
                {group.links.map((item) => (
                  <li key={item.href + item.label}>
                    <a href={item.href}>{item.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="sf-footer__legal">
          {legalLinks && legalLinks.length > 0 ? (
            <ul className="sf-footer__legal-links">
              {legalLinks.map((item) => (
                <li key={item.href + item.label}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </ul>
          ) : null}
          {languages && languageLabel ? (
            <nav className="sf-footer__languages" aria-label={languageLabel}>
              <LanguageLinks className="sf-footer__legal-links" languages={languages} current={currentLanguage ?? ''} />
            </nav>
          ) : null}
          {legal ? <p className="sf-footer__small">{legal}</p> : null}
        </div>
      </div>
    </footer>
  );
}

export default SiteFooter;
