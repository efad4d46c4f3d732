import { Link } from 'react-router';
import { deProjects } from '../../i18n/deProjects';
import { buttonBase, buttonStyles } from '../../ui/Button';
import { AppLayout, type AppLayoutProps } from '../shell/AppLayout';
import { PrivatePageTitle } from '../../ui/PageHead';

const t = deProjects.page;

/** Another user's project, a deleted one or a malformed id: the same page for all of them and for every page inside a project. */
export function ProjectNotFound({ viewer }: { viewer: AppLayoutProps['viewer'] }) {
  return (
    <AppLayout viewer={viewer} breadcrumbs={[{ label: t.notFound.crumb }]}>
      <PrivatePageTitle title={t.notFoundPageTitle} />
      <div className="mx-auto flex max-w-xl flex-col items-center rounded-xl border border-slate-200 bg-white px-4 py-10 text-center shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-950">{t.notFound.title}</h1>
        <p className="mt-2 text-slate-600">{t.notFound.text}</p>
        <Link to="/dashboard" className={`${buttonBase} ${buttonStyles.primary} mt-6`}>
          {t.notFound.back}
        </Link>
      </div>
    </AppLayout>
  );
}
