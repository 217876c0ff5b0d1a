import { Anchor, Blockquote, Divider, List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RichDoc, RichMark, RichNode } from '@domain/rich-text';

/**
 * Renders article rich text as React elements, only for the node and mark types of domain/rich-text.ts:
 * text is always a text node, links only http(s) or mailto, so nothing in a post can run (decision 0102).
 */
function withMarks(text: string, marks: RichMark[] | undefined, key: string): ReactNode {
  return (marks ?? []).reduce<ReactNode>((inner, mark, index) => {
    const k = `${key}-${index}`;
    switch (mark.type) {
      case 'bold':
        return <strong key={k}>{inner}</strong>;
      case 'italic':
        return <em key={k}>{inner}</em>;
      case 'underline':
        return <u key={k}>{inner}</u>;
      case 'strike':
        return <s key={k}>{inner}</s>;
      case 'link': {
        const href = mark.attrs?.href ?? '';
        return /^(https?:|mailto:)/i.test(href) ? (
          <Anchor key={k} href={href} target="_blank" rel="noopener noreferrer nofollow">
            {inner}
          </Anchor>
        ) : (
          inner
        );
      }
      default:
        return inner;
    }
  }, text);
}

function renderNode(node: RichNode, key: string): ReactNode {
  const children = node.content?.map((child, index) => renderNode(child, `${key}.${index}`));
  switch (node.type) {
    case 'text':
      return withMarks(node.text ?? '', node.marks, key);
    case 'paragraph':
      return (
        <Text key={key} mb="sm">
          {children}
        </Text>
      );
    case 'heading': {
      const level = node.attrs?.level ?? 2;
      return (
        <Title key={key} order={level} size={`h${level + 1}`} mb="xs">
          {children}
        </Title>
      );
    }
    case 'bulletList':
      return (
        <List key={key} mb="sm">
          {children}
        </List>
      );
    case 'orderedList':
      return (
        <List key={key} type="ordered" mb="sm">
          {children}
        </List>
      );
    case 'listItem':
      return <List.Item key={key}>{children}</List.Item>;
    case 'blockquote':
      return (
        <Blockquote key={key} mb="sm" p="sm">
          {children}
        </Blockquote>
      );
    case 'horizontalRule':
      return <Divider key={key} my="md" />;
    case 'hardBreak':
      return <br key={key} />;
    default:
      return null;
  }
}

export function RichTextView({ doc }: { doc: RichDoc }) {
  return <div>{doc.content.map((node, index) => renderNode(node, String(index)))}</div>;
}
