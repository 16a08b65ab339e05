/** One language a page can be read in: its own name, its code, and this page in it. */
export interface LanguageLink {
  label: string;
  language: string;
  href: string;
}

/**
 * The links to this page in each other language (issue 23 item 7), shared by
 * the language bar above the header and the footer. Each is named in its own
 * language and marked with `lang` and `hrefLang`, so a screen reader speaks
 * "Español" as Spanish on an English page.
 */
export function LanguageLinks({ languages, current, className }: { languages: readonly LanguageLink[]; current: string; className: string }) {
  const others = languages.filter((item) => item.language !== current);
  if (others.length === 0) return null;
  return (
    <ul className={className}>
      {others.map((item) => (
        <li key={item.language}>
          <a href={item.href} lang={item.language} hrefLang={item.language}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The props schema of a language list: every language, each with its label, code and address. */
export const languagesSchema = {
  type: 'array',
  description: 'every language the page can be read in: its own name, its code (url.language values) and this page in it (url.languagePaths)',
  items: {
    type: 'object',
    properties: { label: { type: 'string' }, language: { type: 'string' }, href: { type: 'string' } },
    required: ['label', 'language', 'href'],
    additionalProperties: false,
  },
} as const;
