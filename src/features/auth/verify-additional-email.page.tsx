import { useSearchParams } from 'react-router';
import { LinkOutcome } from './components/link-outcome';
import { useVerifyAdditionalEmail } from './flows/verify-additional-email.impl';
import { readUserId } from './link-params';
import { authMessages } from './messages';

/**
 * /verify-additional-email?userId=&code= : the link mailed to a new additional e-mail; opening it is what
 * makes the address the member's recovery address (docs/decisions/0213-verified-additional-email.md).
 */
export default function VerifyAdditionalEmailPage() {
  const [search] = useSearchParams();
  const [snapshot] = useVerifyAdditionalEmail({
    userId: readUserId(search.get('userId')),
    code: search.get('code'),
  });
  const r = authMessages.results;
  const confirmed = snapshot.matches('confirmed');
  return (
    <LinkOutcome
      pending={snapshot.matches('confirming') ? authMessages.hints.confirmingAdditionalEmail : null}
      title={confirmed ? r.additionalEmailConfirmed : r.additionalEmailFailed}
      detail={confirmed ? r.additionalEmailConfirmedDetail : r.additionalEmailFailedDetail}
    />
  );
}
