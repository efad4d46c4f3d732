import { Link } from 'react-router';
import { de } from '../i18n/de';
import { buttonBase, buttonStyles } from '../ui/Button';
import { PrivatePageTitle } from '../ui/PageHead';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <PrivatePageTitle title={de.notFound.pageTitle} />
      <div className="text-center">
        <p className="text-6xl font-bold text-amber-500">{de.notFound.code}</p>
        <h1 className="mt-4 text-2xl font-semibold text-slate-950">{de.notFound.message}</h1>
        <Link to="/" className={`${buttonBase} ${buttonStyles.primary} mt-8`}>
          {de.notFound.homeLink}
        </Link>
      </div>
    </main>
  );
}
