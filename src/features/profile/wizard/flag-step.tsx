import { FlagForm } from '../components/flag-form';
import { profileMessages } from '../messages';
import type { GenderIdentity } from '../api';

/** Step 3: the pride flag, from the company's catalogue. */
export function FlagStep({
  flags,
  initial,
  saving,
  onBack,
  onSubmit,
}: {
  flags: GenderIdentity[];
  initial: number | null;
  saving: boolean;
  onBack(): void;
  onSubmit(genderIdentityId: number): void;
}) {
  return (
    <FlagForm
      flags={flags}
      initial={initial}
      saving={saving}
      submitLabel={profileMessages.wizard.save}
      back={{ label: profileMessages.wizard.back, onClick: onBack }}
      onSubmit={onSubmit}
    />
  );
}
