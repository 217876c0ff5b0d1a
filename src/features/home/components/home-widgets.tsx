import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { components } from '@openapi/schema';
import { formatDateIn } from '@domain/dates';
import { companyTimeZone } from '@/shared/format/company-time-zone';
import { paths } from '@/shared/routing';
import { homeMessages } from '../messages';

type Widgets = components['schemas']['Widgets'];

const m = homeMessages.widgets;
const DAY_MS = 86_400_000;

function Widget({ title, to, text }: { title: string; to?: string; text: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      {to ? (
        <Anchor component={Link} to={to} fw={700} c="violet.9" underline="always">
          {title}
        </Anchor>
      ) : (
        <Text fw={700}>{title}</Text>
      )}
      <Text mt={4}>{text}</Text>
    </Paper>
  );
}

const quantity = (n: number) => (n > 0 ? m.quantity(n) : m.empty);

/** The signed-in member's widgets as the server computed them (spec 000 "/home"). */
export function HomeWidgets({ widgets, now }: { widgets: Widgets; now: number }) {
  const { surveyWidget, messageWidget, courseWidget, providerWidget, directoryInfoWidget } = widgets;
  const due = formatDateIn(now + surveyWidget.expirationDays * DAY_MS, companyTimeZone());
  return (
    <section aria-labelledby="home-widgets">
      <Title order={2} size="h4" id="home-widgets" mb="sm">
        {m.heading}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Widget
          title={m.surveys}
          to={paths.surveys}
          text={
            surveyWidget.pending > 0
              ? `${m.surveysPending(surveyWidget.pending)}. ${m.surveysDue(due)}`
              : m.surveysEmpty
          }
        />
        <Widget
          title={m.messages}
          text={messageWidget.unread > 0 ? m.messagesUnread(messageWidget.unread) : m.empty}
        />
        <Widget title={m.courses} to={paths.courseView} text={quantity(courseWidget.quantity)} />
        <Widget title={m.providers} to={paths.discount} text={quantity(providerWidget.quantity)} />
        <Widget title={m.directory} to={paths.directory} text={quantity(directoryInfoWidget.quantity)} />
      </SimpleGrid>
    </section>
  );
}
