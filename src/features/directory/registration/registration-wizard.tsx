import { Loader, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { cardFailure } from '../../../../machines/directory-registration.machine';
import type {
  AdditionalValues,
  DirectoryRegistrationInput,
  PersonalValues,
} from '../../../../machines/directory-registration.types';
import { formatMoney } from '@/shared/format';
import type { CardForm, DirectorySettings, DirectoryType, ServiceCategory } from '../api';
import { useDirectoryRegistration } from '../flows/directory-registration.impl';
import { directoryMessages } from '../messages';
import { AdditionalStep } from './additional-step';
import { CardStep } from './card-step';
import { FinishStep } from './finish-step';
import { PackageStep } from './package-step';
import { PersonalStep } from './personal-step';
import type { RegistrationServices } from './registration-services';

const r = directoryMessages.registration;
const cardErrors: Record<string, string> = {
  [cardFailure.refused]: directoryMessages.card.refused,
  [cardFailure.saveFailed]: directoryMessages.card.saveFailed,
};

export interface RegistrationData {
  types: DirectoryType[];
  settings: DirectorySettings;
  categories: ServiceCategory[];
  states: { id: number; description: string }[];
}

export interface RegistrationStart {
  input: DirectoryRegistrationInput;
  /** The edited entry's package; null for a new entry. */
  directoryTypeId: number | null;
  personal: PersonalValues;
  additional: AdditionalValues;
}

/** The registration of a service (machines/directory-registration.machine.ts) over its steps. */
export function RegistrationWizard({
  start,
  data,
  services,
}: {
  start: RegistrationStart;
  data: RegistrationData;
  services: RegistrationServices;
}) {
  const card = useRef<CardForm | null>(null);
  const [state, send] = useDirectoryRegistration(start.input, services, card);
  const { context } = state;
  const editing = start.directoryTypeId !== null;
  const type = data.types.find(
    (t) => t.directoryTypeId === (context.directoryTypeId ?? start.directoryTypeId),
  );
  const saving = state.hasTag('saving');
  const needsCard = context.monthlyPrice > 0 && !context.freePosting;
  const step = (['choosingPackage', 'personal', 'additional', 'card', 'finished'] as const).findIndex((s) =>
    state.matches(s),
  );
  const total = needsCard ? 4 : 3;
  const position = step === 4 ? total : step;
  return (
    <Stack>
      {step > 0 ? (
        <Text size="sm" c="dimmed">
          {r.stepOf(position, total)}
        </Text>
      ) : null}
      {state.matches('choosingPackage') ? (
        <PackageStep
          types={data.types}
          settings={data.settings}
          onChoose={(t) =>
            send({ type: 'package.choose', directoryTypeId: t.directoryTypeId, monthlyPrice: t.monthlyPrice })
          }
        />
      ) : null}
      {state.matches('personal') ? (
        <PersonalStep
          initial={context.personal ?? start.personal}
          categories={data.categories}
          services={services}
          onNext={(values) => send({ type: 'personal.next', values })}
          onBack={editing ? undefined : () => send({ type: 'wizard.back' })}
        />
      ) : null}
      {state.matches('additional') ? (
        <AdditionalStep
          initial={context.additional ?? start.additional}
          quantityImage={type?.quantityImage ?? 1}
          error={context.error}
          saving={saving}
          submitLabel={needsCard ? r.next : r.save}
          onSubmit={(values) => send({ type: 'additional.submit', values })}
          onBack={() => send({ type: 'wizard.back' })}
        />
      ) : null}
      {state.matches('card') ? (
        <CardStep
          states={data.states}
          amountToVerify={formatMoney(data.settings.customizeValues.AmountToVerify)}
          error={context.error ? (cardErrors[context.error] ?? context.error) : null}
          saving={saving}
          onSubmit={(values) => {
            card.current = values;
            send({
              type: 'card.submit',
              card: { cardType: values.cardType ?? '001', lastFour: values.cardNumber.slice(-4) },
            });
          }}
          onBack={() => send({ type: 'wizard.back' })}
        />
      ) : null}
      {state.matches('redirecting') ? (
        <Group role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{r.redirecting}</Text>
        </Group>
      ) : null}
      {state.matches('finished') ? (
        <FinishStep editing={editing} cardVerified={context.cardVerified} />
      ) : null}
    </Stack>
  );
}
