import { List, Text, VisuallyHidden } from '@mantine/core';
import { authMessages } from '../messages';
import { passwordChecklist } from '../validation';

/** The register password rules, ticked live as the person types (spec 000 §5). */
export function PasswordChecklist({ value }: { value: string }) {
  const h = authMessages.hints;
  return (
    <div>
      <Text size="sm">{h.passwordRules}</Text>
      <List size="sm" spacing={2}>
        {passwordChecklist(value).map(({ rule, met }) => (
          <List.Item
            key={rule}
            icon={<span aria-hidden="true">{met ? '✓' : '○'}</span>}
            c={met ? 'green.9' : 'dark'}
          >
            {authMessages.passwordRules[rule]}
            <VisuallyHidden>{` (${met ? h.ruleMet : h.rulePending})`}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
