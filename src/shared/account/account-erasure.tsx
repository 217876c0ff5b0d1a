import { Button } from '@mantine/core';
import type { AccountErasurePayload } from '../../../machines/account-erasure.machine';
import { AccountErasureDialog } from './account-erasure-dialog';
import { useAccountErasure } from './account-erasure.impl';

/**
 * The button that opens the erasure dialog, and the dialog, run by the erasure statechart
 * (docs/decisions/0309): the person's own account from the profile, or one of HR's people.
 */
export function AccountErasure({
  openLabel,
  question,
  warning,
  needsPassword,
  erase,
  onErased,
}: {
  openLabel: string;
  question: string;
  warning: string;
  needsPassword: boolean;
  erase(payload: AccountErasurePayload): Promise<unknown>;
  onErased(): void;
}) {
  const [state, send] = useAccountErasure({ needsPassword, erase, onErased });
  return (
    <>
      <Button color="red.9" variant="outline" onClick={() => send({ type: 'erasure.open' })}>
        {openLabel}
      </Button>
      <AccountErasureDialog
        opened={state.matches('confirming') || state.matches('erasing')}
        question={question}
        warning={warning}
        needsPassword={needsPassword}
        error={state.context.error}
        busy={state.matches('erasing')}
        onSubmit={(payload) => send({ type: 'erasure.submit', payload })}
        onCancel={() => send({ type: 'erasure.cancel' })}
      />
    </>
  );
}
