import { graphql } from 'react-relay';

/**
 * The one mutation that changes an item from the lists (completing, reopening, editing): the card's
 * fields, its Verlauf for an open history, and the project's stats for the pages that show them.
 */
export const updateActionItemMutation = graphql`
  mutation updateActionItemMutation($input: UpdateActionItemInput!) {
    updateActionItem(input: $input) {
      ... on MutationUpdateActionItemSuccess {
        data {
          actionItem {
            ...ActionItemCard_actionItem
            ...ActionItemHistory_actionItem @relay(mask: false)
          }
          project {
            stats {
              openActionItems
              completedActionItems
              overdueActionItems
              completionPercentage
            }
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;
