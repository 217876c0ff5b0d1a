import { Button, Container, Stack, Text, Title } from '@mantine/core';

/** Shown when a page fails to load or crashes (e.g. its code changed after a new release). */
export function RouteErrorPage() {
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md" role="alert">
        <Title order={1}>Algo salió mal</Title>
        <Text>No pudimos mostrar esta página. Vuelve a intentarlo en un momento.</Text>
        <Button onClick={() => window.location.reload()} w="fit-content">
          Volver a intentar
        </Button>
      </Stack>
    </Container>
  );
}
