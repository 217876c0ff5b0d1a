import { useSearchParams } from 'react-router';
import { LinkOutcome } from './components/link-outcome';
import { useVerifyAccount } from './flows/verify-account.impl';
import { readUserId } from './link-params';
import { authMessages } from './messages';

/** /verify-account?userId=&code= : confirms the account from the e-mail link (spec 000 §2). */
export default function VerifyAccountPage() {
  const [search] = useSearchParams();
  const [snapshot] = useVerifyAccount({ userId: readUserId(search.get('userId')), code: search.get('code') });
  const r = authMessages.results;
  return (
    <LinkOutcome
      pending={snapshot.matches('verifying') ? authMessages.hints.verifying : null}
      title={snapshot.matches('verified') ? r.verified : r.verificationFailed}
    />
  );
}
