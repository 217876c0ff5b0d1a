import { Alert, Center, Container, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isFreePosting } from '@domain/directory';
import { useSession } from '@/shared/session';
import { paths } from '@/shared/routing';
import { isNotFound, NotFoundNotice, VisitorBlocker } from '@/shared/ui';
import { directoryQueries, type DirectoryItem, type DirectoryType } from './api';
import { directoryMessages as m } from './messages';
import {
  RegistrationWizard,
  type RegistrationData,
  type RegistrationStart,
} from './registration/registration-wizard';
import { gatewayRegistrationServices } from './registration/registration-services';

const CARD_DONE = ['notNeeded', 'verified'];
const WEB_TYPES = {
  3: 'Website',
  4: 'Linkedin',
  5: 'Facebook',
  6: 'Twitter',
  7: 'Instagram',
  8: 'Tiktok',
} as const;

/** Where the wizard starts: a new entry, or the edited one's values (its second phone is its second phone contact). */
function startOf(
  data: RegistrationData,
  item: DirectoryItem | null,
  types: DirectoryType[],
): RegistrationStart {
  const free = isFreePosting({
    ...data.settings.customizeValues,
    directoryInfoCount: data.settings.directoryInfoCount,
    directoryInfoExceptionFreePost: data.settings.directoryInfoExceptionFreePost,
  });
  const contact = (type: number, nth = 0) =>
    item?.directoryContacts.filter((c) => c.contactTypeId === type)[nth]?.contactValue ?? '';
  const web = Object.fromEntries(
    Object.entries(WEB_TYPES).map(([type, field]) => [field, contact(Number(type))]),
  );
  return {
    input: item
      ? {
          directoryInfoId: item.directoryInfoId,
          monthlyPrice: types.find((t) => t.directoryTypeId === item.directoryTypeId)?.monthlyPrice ?? 0,
          freePosting: CARD_DONE.includes(item.cardStatus),
        }
      : { directoryInfoId: null, monthlyPrice: 0, freePosting: free },
    directoryTypeId: item?.directoryTypeId ?? null,
    personal: {
      FullName: item?.fullName ?? '',
      Email: contact(2),
      Phone: contact(1),
      SecondPhone: contact(1, 1),
      Location: item?.location ?? '',
      CategoryServiceId: item?.categoryServiceId ?? 0,
      SubCategoryServiceId: item?.subCategoryServiceId ?? 0,
    },
    additional: {
      DirectoryDescription: item?.directoryDescription ?? '',
      Website: web.Website ?? '',
      Linkedin: web.Linkedin ?? '',
      Facebook: web.Facebook ?? '',
      Twitter: web.Twitter ?? '',
      Instagram: web.Instagram ?? '',
      Tiktok: web.Tiktok ?? '',
      keptImages: item ? item.contactImage.split(',').filter(Boolean) : [],
      images: [],
    },
  };
}

/** /register-services and /register-services/{id}: the registration wizard, new or editing (spec 001 §2). */
export default function RegisterServicesPage() {
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  const { signedIn } = useSession();
  const enabled = signedIn;
  const types = useQuery({ ...directoryQueries.types(), enabled });
  const settings = useQuery({ ...directoryQueries.settings(), enabled });
  const categories = useQuery({ ...directoryQueries.categories(), enabled });
  const states = useQuery({ ...directoryQueries.states(), enabled });
  const item = useQuery({ ...directoryQueries.item(editId ?? 0), enabled: enabled && editId !== null });
  const queries = [types, settings, categories, states, ...(editId !== null ? [item] : [])];
  const failed = queries.find((q) => q.isError);
  const ready = queries.every((q) => q.data !== undefined);
  const title = editId !== null ? m.registration.editTitle : m.registration.title;
  let content = null;
  if (!signedIn) content = <VisitorBlocker />;
  else if (isNotFound(failed?.error))
    content = <NotFoundNotice backTo={paths.directory} listName={m.title} />;
  else if (failed)
    content = (
      <Alert color="red" role="alert">
        {failed.error?.message || m.notFound}
      </Alert>
    );
  else if (!ready || !types.data || !settings.data || !categories.data || !states.data)
    content = (
      <Center py="xl">
        <Loader aria-label={m.loading} />
      </Center>
    );
  else {
    const data: RegistrationData = {
      types: types.data,
      settings: settings.data,
      categories: categories.data,
      states: states.data,
    };
    content = (
      <RegistrationWizard
        key={editId ?? 'new'}
        start={startOf(data, item.data ?? null, types.data)}
        data={data}
        services={gatewayRegistrationServices}
      />
    );
  }
  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1}>{title}</Title>
        {content}
      </Stack>
    </Container>
  );
}
