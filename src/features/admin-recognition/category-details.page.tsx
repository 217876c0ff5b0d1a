import { Alert, Container, Loader, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageUnderList } from '@/shared/admin';
import { paths } from '@/shared/routing';
import { isNotFound } from '@/shared/ui';
import { adminRecognitionQueries } from './api';
import { CategoryForm } from './components/category-form';
import { LevelSection } from './components/level-section';
import { adminRecognitionMessages } from './messages';

const m = adminRecognitionMessages.category;

/** /admin/details-category and /admin/details-category/{id}: the category editor and its levels. */
export default function CategoryDetailsPage() {
  const id = Number(useParams().id ?? 0);
  const category = useQuery({ ...adminRecognitionQueries.category(id), enabled: id > 0 });
  return (
    <Container size="lg" py="md">
      <PageUnderList
        title={m.editTitle}
        missing={isNotFound(category.error)}
        back={{ backTo: paths.admin.board, listName: adminRecognitionMessages.title, text: m.back }}
      >
        <Title order={1}>{id > 0 ? m.editTitle : m.newTitle}</Title>
        {id > 0 && category.isPending ? <Loader size="sm" aria-label={m.loadFailed} /> : null}
        {category.isError ? (
          <Alert color="red" role="alert" title={m.loadFailed}>
            {category.error.message}
          </Alert>
        ) : null}
        {id === 0 || category.data ? (
          <Paper withBorder p="md" radius="md">
            <CategoryForm
              key={category.data?.acknowledgmentTypeId ?? 'new'}
              current={category.data ?? null}
            />
          </Paper>
        ) : null}
        {category.data ? (
          <LevelSection typeId={category.data.acknowledgmentTypeId} />
        ) : (
          <Text>{adminRecognitionMessages.levels.saveFirst}</Text>
        )}
      </PageUnderList>
    </Container>
  );
}
