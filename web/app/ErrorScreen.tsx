import { de } from '../i18n/de';
import { Button } from '../ui/Button';

export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <title>{de.errorScreen.pageTitle}</title>
      <div role="alert" className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold text-slate-950">{de.errorScreen.title}</h1>
        <p className="mt-3 text-slate-600">{de.errorScreen.message}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button onPress={onRetry}>{de.errorScreen.retry}</Button>
          <Button variant="secondary" onPress={() => window.location.reload()}>
            {de.errorScreen.reload}
          </Button>
        </div>
      </div>
    </main>
  );
}
