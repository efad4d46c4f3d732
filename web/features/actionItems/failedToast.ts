import { deActionItems as t } from '../../i18n/deActionItems';
import { toast } from '../../ui/toast/toast';

/** A change that did not go through: the server's reason, or that it could not be reached. */
export const failed = (reason?: string) => toast.error(t.failed, reason ?? t.connection);
