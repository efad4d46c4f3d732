import { Link } from 'react-router';
import { AppLayout, type AppLayoutProps } from '../../features/shell/AppLayout';
import { deProtocols } from '../../i18n/deProtocols';
import { buttonBase, buttonStyles } from '../../ui/Button';
import { PrivatePageTitle } from '../../ui/PageHead';

const t = deProtocols.notFound;

/** Another user's protocol, a deleted one or a malformed id: the same answer for all, so ids reveal nothing. */
export function ProtocolNotFound({ viewer }: { viewer: AppLayoutProps['viewer'] }) {
  return (
    <AppLayout viewer={viewer} breadcrumbs={[{ label: t.title }]}>
      <PrivatePageTitle title={t.pageTitle} />
      <NotFoundNotice />
    </AppLayout>
  );
}

/** The notice alone, for a protocol that disappears while its page is open. */
export function NotFoundNotice() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-xl border border-slate-200 bg-white px-4 py-10 text-center shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-950">{t.title}</h1>
      <p className="mt-2 text-slate-600">{t.text}</p>
      <Link to="/dashboard" className={`${buttonBase} ${buttonStyles.primary} mt-6`}>
        {t.back}
      </Link>
    </div>
  );
}
