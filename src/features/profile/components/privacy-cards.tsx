import type { UserProfile } from '../api';
import { DeleteAccountCard } from './delete-account-card';
import { MyDataCard } from './my-data-card';

/**
 * "Mis datos" and "Eliminar mi cuenta" (docs/decisions/0307, 0309): rights of the person, so they close the
 * profile whether it is complete or the onboarding wizard is still open.
 */
export function PrivacyCards({ profile }: { profile: UserProfile }) {
  return (
    <>
      <MyDataCard />
      <DeleteAccountCard profile={profile} />
    </>
  );
}
