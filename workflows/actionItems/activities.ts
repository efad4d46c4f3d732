import { remindOverdueActionItems } from '../../domain/actionItems/overdue';
import type { Services } from '../../domain/services';

export function createActionItemActivities(deps: Pick<Services, 'db' | 'mail' | 'logger'>) {
  return {
    remindOverdueActionItems: (nowIso: string) => remindOverdueActionItems(deps, new Date(nowIso)),
  };
}

export type ActionItemActivities = ReturnType<typeof createActionItemActivities>;
