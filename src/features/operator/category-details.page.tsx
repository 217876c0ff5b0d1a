import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { uploadRules } from '@domain/upload-rules';
import { paths } from '@/shared/routing';
import { NotFoundNotice, isNotFound } from '@/shared/ui';
import { operatorCalls, operatorQueries } from './api';
import { CatalogueForm, type CatalogueValues } from './components/catalogue-form';
import { operatorMessages as m } from './messages';
import { useSave } from './use-save';

/** /operator/details-rewardCategory/{id} (0 means new). */
export default function CategoryDetailsPage() {
  const id = Number(useParams().id ?? 0) || 0;
  const category = useQuery({ ...operatorQueries.category(id), enabled: id > 0 });
  const listPath = paths.operator.categories(1);
  const save = useSave(
    ({ name, active, file }: CatalogueValues) =>
      operatorCalls.saveCategory(
        {
          ...(id > 0 ? { rewardCategoryId: id, active } : {}),
          description: name,
          iconFile: file ?? undefined,
        },
        id > 0,
      ),
    listPath,
    m.saveFailed,
  );
  const current = category.data
    ? { name: category.data.description, image: category.data.urlIcon, active: category.data.active }
    : null;
  return (
    <Stack>
      <Title order={1}>{m.titles.category}</Title>
      {isNotFound(category.error) ? <NotFoundNotice backTo={listPath} listName={m.tabs.categories} /> : null}
      {id > 0 && !current ? null : (
        <CatalogueForm
          nameLabel={m.columns.description}
          fileLabel={m.fields.icon}
          fileRule={uploadRules.updateRewardCategory.iconFile}
          current={current}
          listPath={listPath}
          saving={save.isPending}
          onSave={(values) => save.mutate(values)}
        />
      )}
    </Stack>
  );
}
