import { Anchor, Badge, Card, Image, List, Stack, Text, Title } from '@mantine/core';
import type { GenericItem } from '../api';
import { contactHref, contactText } from '../contact-link';
import { communityMessages as m } from '../messages';

/** One published item: image, title, subtitle and its contacts, the main one first and marked. */
export function ItemCard({ item }: { item: GenericItem }) {
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Card.Section>
        <Image src={item.imageUrl} alt="" width={720} height={480} h="auto" loading="lazy" />
      </Card.Section>
      <Title order={2} size="h5" mt="sm">
        {item.title}
      </Title>
      {item.subtitle ? <Text c="dimmed">{item.subtitle}</Text> : null}
      <List listStyleType="none" spacing={4} mt="xs" aria-label={m.contactsOf(item.title)}>
        {item.genericContactInfo.map((contact) => {
          const href = contactHref(contact);
          const text = contactText(contact);
          return (
            <List.Item key={contact.genericContactInfoId}>
              <Stack gap={2} align="flex-start">
                {href ? (
                  <Anchor
                    href={href}
                    target={href.startsWith('http') ? '_blank' : undefined}
                    rel="noopener noreferrer"
                    c="violet.9"
                    underline="always"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {text}
                  </Anchor>
                ) : (
                  <Text style={{ overflowWrap: 'anywhere' }}>{text}</Text>
                )}
                {contact.mainContact ? (
                  <Badge size="xs" color="grape.9">
                    {m.main}
                  </Badge>
                ) : null}
              </Stack>
            </List.Item>
          );
        })}
      </List>
    </Card>
  );
}
