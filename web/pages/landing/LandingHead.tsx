import { de } from '../../i18n/de';
import { landingStructuredData, toScriptJson } from './structuredData';

const meta = de.landing.meta;

/** React 19 moves title, meta and link elements into the document head. */
export function LandingHead() {
  const canonicalUrl = `${window.location.origin}/`;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={canonicalUrl} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="de_DE" />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={canonicalUrl} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: toScriptJson(landingStructuredData(canonicalUrl)) }} />
    </>
  );
}
