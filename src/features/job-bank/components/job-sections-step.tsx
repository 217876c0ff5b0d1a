import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { JobSectionDraft } from '../../../../machines/job-form.machine';
import type { JobSectionType } from '../api';
import { jobMessages as m } from '../messages';
import { FormActions } from '@/shared/ui';

/** Step 2: one text per section type; at least one with content ('Favor de completar al menos una sección'). */
export function JobSectionsStep({
  types,
  sections,
  busy,
  onBack,
  onSave,
}: {
  types: JobSectionType[];
  sections: JobSectionDraft[];
  busy: boolean;
  onBack(): void;
  onSave(sections: JobSectionDraft[]): void;
}) {
  const [texts, setTexts] = useState<Record<number, string>>(() =>
    Object.fromEntries(sections.map((s) => [s.jobSectionTypeId, s.description])),
  );
  const [missing, setMissing] = useState(false);
  const save = () => {
    const filled = types
      .map((t) => ({
        jobSectionTypeId: t.jobSectionTypeId,
        description: (texts[t.jobSectionTypeId] ?? '').trim(),
      }))
      .filter((s) => s.description !== '');
    setMissing(filled.length === 0);
    if (filled.length > 0) onSave(filled);
  };
  return (
    <Stack>
      <Text size="sm">{m.form.sectionsHint}</Text>
      {types.map((t) => (
        <Textarea
          key={t.jobSectionTypeId}
          label={m.sectionName(t.name)}

          rows={2}
          value={texts[t.jobSectionTypeId] ?? ''}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setTexts((current) => ({ ...current, [t.jobSectionTypeId]: value }));
          }}
        />
      ))}
      {missing ? (
        <Text c="red.9" size="sm" role="alert">
          {m.rules.section}
        </Text>
      ) : null}
      <FormActions
        back={{ label: m.actions.back, onClick: onBack }}
        apart
        submitLabel={m.actions.save}
        busy={busy}
        color="grape.9"
        onSubmit={save}
      />
    </Stack>
  );
}
