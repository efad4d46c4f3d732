import { deAccount } from '../../i18n/deAccount';
import { copyText } from './copyText';
import { Button } from '../../ui/Button';

const t = deAccount.account.twoFactor.recoveryCodes;

/** Shown once, right after they were made: the server keeps only their hashes. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        {t.warning}
      </p>
      <ol aria-label={t.listLabel} className="grid grid-cols-2 gap-2 rounded-md bg-slate-100 p-3 font-mono text-sm text-slate-950">
        {codes.map((code) => (
          <li key={code} className="text-center select-all">
            {code}
          </li>
        ))}
      </ol>
      <Button variant="secondary" onPress={() => void copyText(codes.join('\n'))} className="self-start">
        {t.copy}
      </Button>
    </div>
  );
}
