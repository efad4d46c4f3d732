/**
 * The tab's title of a page that only its user sees: search engines are told to leave it out
 * (React puts both into the document head).
 */
export function PrivatePageTitle({ title }: { title: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}

/** A page's heading with the line that says what the page is for. */
export function PageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <header>
      <h1 className="text-2xl font-semibold text-slate-950">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
    </header>
  );
}
