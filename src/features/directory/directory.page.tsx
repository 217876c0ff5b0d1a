import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { SEARCH_MIN_LENGTH } from '@domain/directory';
import { hasRole, Roles, useRoleName } from '@/shared/account';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { previewItems, VisitorBlocker } from '@/shared/ui';
import { directoryCalls, directoryQueries } from './api';
import { DirectoryCard } from './components/directory-card';
import { PendingTable } from './components/pending-table';
import { directoryMessages as m } from './messages';
import { useSearchTracking } from './use-search-tracking';

const SEARCH_DEBOUNCE_MS = 300;

/** /directory: 'Economía Incluyente' with search and filters; HR switches to 'Por autorizar' (spec 001 §2). */
export default function DirectoryPage() {
  const { signedIn } = useSession();
  const { roleName } = useRoleName();
  const hr = hasRole(roleName, [Roles.hr]);
  const [view, setView] = useState<'2' | '1'>('2');
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState(0);
  const [subCategoryId, setSubCategoryId] = useState(0);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useSearchTracking(text, directoryCalls.trackSearch);
  const pending = hr && view === '1';
  const list = useQuery(
    directoryQueries.list({
      statusId: pending ? 1 : 2,
      search: debounced.length >= SEARCH_MIN_LENGTH ? debounced : '',
      categoryId: categoryId || null,
      subCategoryId: subCategoryId || null,
    }),
  );
  const categories = useQuery(directoryQueries.categoryFilters());
  const subs = useQuery({ ...directoryQueries.subCategoryFilters(categoryId), enabled: categoryId > 0 });
  const items = list.data ?? [];
  const shown = previewItems(items, signedIn);
  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{m.title}</Title>
            <Text c="dimmed">{m.intro}</Text>
          </div>
          {signedIn ? (
            <Button component={Link} to={paths.registerServices}>
              {m.register}
            </Button>
          ) : null}
        </Group>
        {hr ? (
          <SegmentedControl
            aria-label={m.reviewToggle}
            value={view}
            onChange={(value) => setView(value as '1' | '2')}
            data={[
              { value: '1', label: m.toAuthorize },
              { value: '2', label: m.authorized },
            ]}
          />
        ) : null}
        {pending ? (
          <PendingTable rows={list.data} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={m.search}
                description={m.searchHint}
                type="search"
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
              />
              <NativeSelect
                label={m.category}
                value={String(categoryId)}
                onChange={(e) => {
                  setCategoryId(Number(e.currentTarget.value));
                  setSubCategoryId(0);
                }}
                data={[
                  { value: '0', label: m.allCategories },
                  ...(categories.data ?? []).map((c) => ({
                    value: String(c.categoryServiceId),
                    label: `${c.name} (${c.quantity ?? 0})`,
                  })),
                ]}
              />
              <NativeSelect
                label={m.subcategory}
                value={String(subCategoryId)}
                disabled={categoryId === 0}
                onChange={(e) => setSubCategoryId(Number(e.currentTarget.value))}
                data={[
                  { value: '0', label: m.allSubcategories },
                  ...(subs.data ?? []).map((s) => ({ value: String(s.subCategoryServiceId), label: s.name })),
                ]}
              />
            </SimpleGrid>
            <Text role="status" size="sm" c="dimmed">
              {list.data ? m.count(items.length) : ''}
            </Text>
            {list.isError ? (
              <Alert color="red" role="alert">
                {m.loadFailed}
              </Alert>
            ) : null}
            {list.isPending ? (
              <Center py="xl">
                <Loader aria-label={m.loading} />
              </Center>
            ) : null}
            {list.data && items.length === 0 ? <Text>{m.empty}</Text> : null}
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {shown.map((item) => (
                <DirectoryCard key={item.directoryInfoId} item={item} linked={signedIn} />
              ))}
            </SimpleGrid>
            {!signedIn && items.length > 0 ? <VisitorBlocker /> : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
