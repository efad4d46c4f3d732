import { deAccount } from '../../i18n/deAccount';
import { toast } from '../../ui/toast/toast';

/** Copies to the clipboard and says whether it worked (it can fail without a secure context or permission). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(deAccount.account.settings.copied);
  } catch {
    toast.error(deAccount.account.settings.copyFailed);
  }
}
