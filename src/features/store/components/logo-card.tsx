import { Card, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './logo-card.module.css';

export interface LogoCardProps {
  to: string;
  logo: string;
  name: string;
  description?: string;
}

/** A provider's or foundation's card: its logo, and a link to its page. */
export function LogoCard({ to, logo, name, description }: LogoCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={to} className={classes.card}>
      <Image src={logo} alt="" h={120} fit="contain" />
      <Text fw={700} mt="sm" ta="center">
        {name}
      </Text>
      {description ? (
        <Text size="sm" mt={4}>
          {description}
        </Text>
      ) : null}
    </Card>
  );
}
