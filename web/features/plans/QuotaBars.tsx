import { graphql, useFragment } from 'react-relay';
import type { QuotaBars_viewer$key } from './__generated__/QuotaBars_viewer.graphql';

export interface QuotaBarsProps {
  viewer: QuotaBars_viewer$key;
  /** Smaller type and spacing, for the dashboard tile and the user menu. */
  compact?: boolean;
}

/** Bars for this month's meeting hours and AI credits. */
export function QuotaBars({ viewer }: QuotaBarsProps) {
  const data = useFragment(
    graphql`
      fragment QuotaBars_viewer on Viewer {
        credits {
          balance
          monthlyUsed
          nearlyExhausted
        }
        meetingHours {
          balance
          monthlyUsed
          nearlyExhausted
        }
      }
    `,
    viewer,
  );
  return <div>{data.credits.balance}</div>;
}
