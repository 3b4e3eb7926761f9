/** The first tab stop of every page: jumps past the navigation to the page's <main>. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-card px-4 py-2 font-semibold text-primary shadow-md focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
