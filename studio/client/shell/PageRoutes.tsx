import type { NavItem, UsesAnswer } from '../../shared/api.ts';
import { wordBreaks } from '../wordBreaks.tsx';

type Route = UsesAnswer['routes'][number];

/** Where in a page a route ends, in the analyst's words. */
function placeWords(place: string): string {
  if (place === 'content') return 'in what the page shows';
  if (place === 'onEnter') return 'in what runs as the page opens (onEnter)';
  return `in the page's ${place}`;
}

/** "through decision a, then redirect table sales, in the page's handlers of CART_LOADED": the path without the pages. */
export function routeWords(route: Route): string {
  const through = route.via.length === 0 ? 'read by the page itself' : `through ${route.via.join(', then ')}`;
  return `${through}, ${placeWords(route.place)}`;
}

function LinkTo({ use, find, onOpen }: { use: string; find: (use: string) => NavItem | undefined; onOpen: (item: NavItem) => void }) {
  const target = find(use);
  return target ? (
    <button type="button" className="link" onClick={() => onOpen(target)}>
      {wordBreaks(use)}
    </button>
  ) : (
    <>{wordBreaks(use)}</>
  );
}

/**
 * The pages a name reaches, grouped by the way it reaches them (impactOf's `routes`: switch -> decision table or
 * redirect table -> handlers of an event, onEnter or what the page shows -> page), the most pages first. A switch
 * read by 38 pages was 38 page names with no word of why; now it is "through decision chatCheck, in what runs as the
 * page opens (onEnter): 38 pages". Each group is closed until opened (a page reached two ways is in both) and names
 * the tables it goes through as links, as the "Tables" list does.
 */
export function PageRoutes({
  name,
  routes,
  pageCount,
  find,
  onOpen,
}: {
  name: string;
  routes: readonly Route[];
  pageCount: number;
  find: (use: string) => NavItem | undefined;
  onOpen: (item: NavItem) => void;
}) {
  if (pageCount === 0) return null;
  const ordered = [...routes].sort((a, b) => b.pages.length - a.pages.length);
  return (
    <>
      <h3>Pages ({pageCount})</h3>
      <p className="studio-field__hint">By the way {wordBreaks(name)} reaches them:</p>
      {ordered.map((route) => (
        <details key={`${route.via.join('>')}@${route.place}`} className="uses__route">
          <summary>
            {wordBreaks(routeWords(route))} ({route.pages.length} {route.pages.length === 1 ? 'page' : 'pages'})
          </summary>
          {route.via.length > 0 ? (
            <p>
              Open:{' '}
              {route.via.map((table, index) => (
                <span key={table}>
                  {index > 0 ? ' → ' : null}
                  <LinkTo use={table} find={find} onOpen={onOpen} />
                </span>
              ))}
            </p>
          ) : null}
          <ul>
            {route.pages.map((page) => (
              <li key={page}>
                <LinkTo use={page} find={find} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </details>
      ))}
    </>
  );
}
