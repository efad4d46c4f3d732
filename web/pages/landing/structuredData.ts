import { de } from '../../i18n/de';

const landing = de.landing;

/** schema.org description of the product and its FAQ, for search engines' rich results. */
export function landingStructuredData(url: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebApplication',
        name: de.app.name,
        url,
        description: landing.meta.description,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        inLanguage: 'de-DE',
        featureList: landing.features.items.map((feature) => feature.title),
      },
      {
        '@type': 'FAQPage',
        inLanguage: 'de-DE',
        mainEntity: landing.faq.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      },
    ],
  };
}

/** JSON for an inline script element: "<" is escaped so no text can close the script early. */
export function toScriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
