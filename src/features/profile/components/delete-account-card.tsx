import { AccountErasure } from '@/shared/account/account-erasure';
import { erasureMessages } from '@/shared/account/erasure-messages';
import { useSession } from '@/shared/session';
import { notifyOk } from '@/shared/ui';
import type { UserProfile } from '../api';
import { useProfileServices } from '../profile-services';
import { isExternal } from '../profile-rules';
import { PrivacyCard } from './privacy-card';

const m = erasureMessages.own;

/** "Eliminar mi cuenta" (docs/decisions/0309): the person erases their account at once and leaves the portal. */
export function DeleteAccountCard({ profile }: { profile: UserProfile }) {
  const services = useProfileServices();
  const session = useSession();
  return (
    <PrivacyCard title={m.title} text={m.text}>
      <AccountErasure
        openLabel={m.open}
        question={m.question}
        warning={m.warning}
        needsPassword={!isExternal(profile)}
        erase={(payload) => services.deleteMe(payload)}
        onErased={() => {
          notifyOk(m.erased, 10_000);
          session.logout();
        }}
      />
    </PrivacyCard>
  );
}
