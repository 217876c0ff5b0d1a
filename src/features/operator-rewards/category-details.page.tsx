import { uploadRules } from '@domain/upload-rules';
import { paths } from '@/shared/routing';
import { operatorCalls, operatorQueries } from './api';
import { CataloguePage } from './components/catalogue-page';
import { operatorMessages as m } from './messages';

/** /operator/details-rewardCategory/{id} (0 means new). */
export default function CategoryDetailsPage() {
  return (
    <CataloguePage
      title={m.titles.category}
      list={{ path: paths.operator.categories(1), name: m.tabs.categories }}
      record={operatorQueries.category}
      shown={(category) => ({ name: category.description, image: category.urlIcon, active: category.active })}
      save={({ name, active, file }, id) =>
        operatorCalls.saveCategory(
          {
            ...(id > 0 ? { rewardCategoryId: id, active } : {}),
            description: name,
            iconFile: file ?? undefined,
          },
          id > 0,
        )
      }
      nameLabel={m.columns.description}
      fileLabel={m.fields.icon}
      fileRule={uploadRules.updateRewardCategory.iconFile}
    />
  );
}
