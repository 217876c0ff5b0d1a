import '@mantine/core/styles.css';
import { MantineProvider, Title } from '@mantine/core';

export function App() {
  return (
    <MantineProvider>
      <main>
        <Title order={1}>Muro Pride</Title>
      </main>
    </MantineProvider>
  );
}
