import { Alert, Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { profileMessages } from '../messages';
import { useProfileServices } from '../profile-services';
import { PrivacyCard } from './privacy-card';

const m = profileMessages.myData;

/** "Mis datos" (docs/decisions/0307): one click gives the person a ZIP of what the portal holds about them. */
export function MyDataCard() {
  const services = useProfileServices();
  const download = useMutation({ mutationFn: () => services.downloadMyData() });
  const refusal =
    download.error instanceof Error && download.error.message ? download.error.message : m.failed;
  return (
    <PrivacyCard title={m.title} text={m.text}>
      <Button onClick={() => download.mutate()} loading={download.isPending}>
        {m.download}
      </Button>
      {download.isError ? (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      ) : null}
    </PrivacyCard>
  );
}
