import { Alert, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { uploadRules } from '@domain/upload-rules';
import { notifyFailed, notifyOk, Uploader, useFieldErrors } from '@/shared/ui';
import { genericCalls, genericQueries, type GenericItem } from '../api';
import { contactListError, removeContact, type ContactDraft } from '../contact-list';
import { genericMessages as m } from '../messages';
import { ContactsForm } from './contacts-form';

const e = m.errors;
const text = (v: string) => (v.trim() === '' ? e.required : v !== v.trimStart() ? e.leadingSpace : null);

const draftsOf = (item: GenericItem | null): (ContactDraft & { genericContactInfoId?: number })[] =>
  (item?.genericContactInfo ?? []).map((c) => ({
    genericContactInfoId: c.genericContactInfoId,
    contactTypeId: c.contactTypeId,
    contactValue: c.contactValue,
    mainContact: c.mainContact,
    showValue: c.showValue,
  }));

/** Create or edit a generic publication with its contacts (spec 002 §5). */
export function ItemForm({
  item,
  onDone,
  onCancel,
}: {
  item: GenericItem | null;
  onDone(): void;
  onCancel(): void;
}) {
  const sections = useQuery(genericQueries.sections()).data ?? [];
  const [section, setSection] = useState<string | null>(item ? String(item.genericSectionTypeId) : null);
  const [title, setTitle] = useState(item?.title ?? '');
  const [subtitle, setSubtitle] = useState(item?.subtitle ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [contacts, setContacts] = useState(draftsOf(item));
  const { errors, check, onFix } = useFieldErrors<'section' | 'title' | 'image' | 'contacts'>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const remove = async (index: number) => {
    const stored = contacts[index]?.genericContactInfoId;
    if (stored) {
      try {
        notifyOk(await genericCalls.deleteContact(stored));
      } catch (error) {
        return notifyFailed(m.failed, error);
      }
    }
    setContacts(removeContact(contacts, index));
  };

  const submit = async () => {
    const valid = check({
      section: section ? null : e.required,
      title: text(title),
      image: image || item ? null : e.imageMissing,
      contacts: contactListError(contacts),
    });
    if (!valid) return;
    setSaving(true);
    setRefusal(null);
    try {
      const message = await genericCalls.save(
        {
          ...(item ? { genericSectionItemId: item.genericSectionItemId, active: item.active } : {}),
          genericSectionTypeId: Number(section),
          title,
          subtitle,
          genericContactInfo: contacts.map(({ contactTypeId, contactValue, mainContact, showValue }) => ({
            contactTypeId,
            contactValue,
            mainContact,
            showValue,
          })),
        },
        image,
      );
      notifyOk(message);
      onDone();
    } catch (error) {
      setRefusal(error instanceof Error && error.message ? error.message : m.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="generic-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm" maw={760}>
        <Title order={2} size="h3" id="generic-form-title">
          {item ? m.form.editTitle : m.form.newTitle}
        </Title>
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Select
          label={m.form.section}
          withAsterisk
          data={sections.map((s) => ({ value: String(s.value), label: s.label }))}
          value={section}
          onChange={onFix('section', setSection)}
          error={errors.section}
        />
        <TextInput
          label={m.form.title}
          withAsterisk
          maxLength={150}
          value={title}
          onChange={onFix('title', (ev: ChangeEvent<HTMLInputElement>) => setTitle(ev.currentTarget.value))}
          error={errors.title}
        />
        <TextInput
          label={m.form.subtitle}
          maxLength={500}
          value={subtitle}
          onChange={(ev) => setSubtitle(ev.currentTarget.value)}
        />
        <Uploader
          rule={uploadRules.createGenericItem.files}
          label={m.form.image}
          withAsterisk={!item}
          value={image}
          onChange={onFix('image', setImage)}
          error={errors.image}
        />
        <ContactsForm
          value={contacts}
          onChange={onFix('contacts', setContacts)}
          onRemove={(index) => void remove(index)}
          error={errors.contacts}
        />
        <Group>
          <Button type="submit" loading={saving}>
            {m.form.save}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {m.form.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
