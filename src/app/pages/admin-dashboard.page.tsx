import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isRole, Roles, useRoleName } from '@/shared/account';
import { dashboardCards } from './admin-dashboard-cards';
import classes from './admin-dashboard.module.css';
import { appMessages as t } from '../messages';

/** /admin: one card per area, only for the role 'Recursos Humanos' (spec 002 §2). */
export default function AdminDashboardPage() {
  const { roleName } = useRoleName();
  const showCards = isRole(roleName, Roles.hr);
  return (
    <Stack gap="lg">
      <Title order={1}>{t.consoles.dashboard}</Title>
      {showCards ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" component="ul" className={classes.grid}>
          {dashboardCards.map((card) => (
            <li key={card.to}>
              <Card component={Link} to={card.to} withBorder padding="lg" className={classes.card}>
                <Title order={2} size="h4" c="brand.8">
                  {card.title}
                </Title>
                <Text size="sm" c="gray.7" mt={4}>
                  {card.description}
                </Text>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
