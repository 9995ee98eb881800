import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { defer, finalize } from 'rxjs';

/**
 * Reports each mutation while it is in flight: `onBusy(true)` when it is sent, `onBusy(false)`
 * exactly once when it ends (answer, error, or the caller unsubscribing). The host uses it to show
 * the global loading overlay while something is being saved (spec §1).
 */
export function mutationActivityLink(onBusy: (busy: boolean) => void): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.MUTATION) return forward(operation);
    return defer(() => {
      onBusy(true);
      return forward(operation).pipe(finalize(() => onBusy(false)));
    });
  });
}
