import { observer } from 'mobx-react-lite';
import { useApp } from './StoreContext.tsx';

/** Shown for an address no journey has a page for. */
export const NotFound = observer(function NotFound() {
  const { store } = useApp();
  const texts = store.flowSet.texts;
  return (
    <section aria-labelledby="not-found-heading" className="sf-section">
      <h1 id="not-found-heading" tabIndex={-1}>
        {texts['common.notFoundHeading']}
      </h1>
      <p>{texts['common.notFoundBody']}</p>
      <p>
        <a href="/sales/digital/shop.html">{texts['common.notFoundLink']}</a>
      </p>
    </section>
  );
});
