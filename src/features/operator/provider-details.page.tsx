import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PROVIDER_LOGO_BOX } from '@domain/image-boxes';
import { uploadRules } from '@domain/upload-rules';
import { paths } from '@/shared/routing';
import { NotFoundNotice, isNotFound } from '@/shared/ui';
import { operatorCalls, operatorQueries } from './api';
import { CatalogueForm, type CatalogueValues } from './components/catalogue-form';
import { operatorMessages as m } from './messages';
import { useSave } from './use-save';

/** /operator/details-rewardProvider/{id} (0 means new). */
export default function ProviderDetailsPage() {
  const id = Number(useParams().id ?? 0) || 0;
  const provider = useQuery({ ...operatorQueries.provider(id), enabled: id > 0 });
  const listPath = paths.operator.providers(1);
  const save = useSave(
    ({ name, active, file }: CatalogueValues) =>
      operatorCalls.saveProvider(
        {
          ...(id > 0 ? { rewardProviderId: id, active } : {}),
          businessName: name,
          logoImage: file ?? undefined,
        },
        id > 0,
      ),
    listPath,
    m.saveFailed,
  );
  const current = provider.data
    ? { name: provider.data.businessName, image: provider.data.urlLogo, active: provider.data.active }
    : null;
  return (
    <Stack>
      <Title order={1}>{m.titles.provider}</Title>
      {isNotFound(provider.error) ? <NotFoundNotice backTo={listPath} listName={m.tabs.providers} /> : null}
      {id > 0 && !current ? null : (
        <CatalogueForm
          nameLabel={m.fields.businessName}
          fileLabel={m.fields.logo}
          fileRule={uploadRules.updateRewardProvider.logoImage}
          current={current}
          maxImage={PROVIDER_LOGO_BOX}
          listPath={listPath}
          saving={save.isPending}
          onSave={(values) => save.mutate(values)}
        />
      )}
    </Stack>
  );
}
