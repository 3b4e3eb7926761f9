import { useEffect } from 'react';

const PRODUCT_TITLE = 'Kindred — AI-guided conversations for couples';

/** Sets the tab title: 'Page · Kindred', or the product's own title when there is no page title. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Kindred` : PRODUCT_TITLE;
  }, [title]);
}
