import { PROVIDER_LOGO_BOX } from '@domain/image-boxes';
import { uploadRules } from '@domain/upload-rules';
import { paths } from '@/shared/routing';
import { operatorCalls, operatorQueries } from './api';
import { CataloguePage } from './components/catalogue-page';
import { operatorMessages as m } from './messages';

/** /operator/details-rewardProvider/{id} (0 means new). */
export default function ProviderDetailsPage() {
  return (
    <CataloguePage
      title={m.titles.provider}
      list={{ path: paths.operator.providers(1), name: m.tabs.providers }}
      record={operatorQueries.provider}
      shown={(provider) => ({
        name: provider.businessName,
        image: provider.urlLogo,
        active: provider.active,
      })}
      save={({ name, active, file }, id) =>
        operatorCalls.saveProvider(
          {
            ...(id > 0 ? { rewardProviderId: id, active } : {}),
            businessName: name,
            logoImage: file ?? undefined,
          },
          id > 0,
        )
      }
      nameLabel={m.fields.businessName}
      fileLabel={m.fields.logo}
      fileRule={uploadRules.updateRewardProvider.logoImage}
      maxImage={PROVIDER_LOGO_BOX}
    />
  );
}
