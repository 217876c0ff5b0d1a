import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { REWARD_IMAGE_BOX, REWARD_PDF_MAX_BYTES } from '@domain/image-boxes';
import { uploadRules } from '@domain/upload-rules';
import { paths } from '@/shared/routing';
import { toFormData } from '@/api/form-data';
import { readImageSize, Uploader } from '@/shared/ui';
import { operatorQueries, type AdminReward } from './api';
import { ImagePreview } from './components/image-preview';
import { useRewardForm } from './flows/reward-form.impl';
import { operatorMessages as m } from './messages';
import { requiredChoice, requiredNumber, requiredText } from './reward-rules';
import { ConsoleForm, RecordPage, TextField } from '@/shared/admin';

const files = uploadRules.updateRewardProduct;

interface Values {
  rewardCategoryId: string | null;
  rewardProviderId: string | null;
  title: string;
  description: string;
  titleAdmin: string;
  popUpText: string;
  restriction: string;
  points: number | string;
  lowStock: number | string;
  posX: number | string;
  posY: number | string;
  fontSize: number | string;
  isBarCode: boolean;
  isVisible: boolean;
  twoValidation: boolean;
  fileImage: File | null;
  filePDF: File | null;
}

const empty: Values = {
  rewardCategoryId: null,
  rewardProviderId: null,
  title: '',
  description: '',
  titleAdmin: '',
  popUpText: '',
  restriction: '',
  points: '',
  lowStock: '',
  posX: '',
  posY: '',
  fontSize: '',
  isBarCode: false,
  isVisible: true,
  twoValidation: false,
  fileImage: null,
  filePDF: null,
};

const valuesOf = (r: AdminReward): Values => ({
  ...empty,
  rewardCategoryId: String(r.rewardCategoryId),
  rewardProviderId: String(r.rewardProviderId),
  title: r.title,
  description: r.description,
  titleAdmin: r.titleAdmin,
  popUpText: r.popUpText,
  restriction: r.restriction,
  points: r.points,
  lowStock: r.lowStock,
  posX: r.posX,
  posY: r.posY,
  fontSize: r.fontSize,
  isBarCode: r.isBarCode,
  isVisible: r.isVisible,
  twoValidation: r.twoValidation,
});

/** The whole-number fields of the coupon and their ranges: points, low stock, text position and font size. */
const wholeNumbers = [
  ['points', 0, 99999],
  ['lowStock', 0, 99999],
  ['posX', 0, 5000],
  ['posY', 0, 5000],
  ['fontSize', 4, 200],
] as const;

/** The reward form (spec 002 §5 "Reward product"): create when the id is 0, edit otherwise. */
function RewardForm({ id, current }: { id: number; current: AdminReward | null }) {
  const catalogs = useQuery(operatorQueries.rewardCatalogs());
  const [state, send] = useRewardForm();
  const [sizeHint, setSizeHint] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: current ? valuesOf(current) : empty,
    validate: {
      rewardCategoryId: requiredChoice,
      rewardProviderId: requiredChoice,
      title: requiredText,
      description: requiredText,
      titleAdmin: requiredText,
      popUpText: requiredText,
      points: requiredNumber,
      lowStock: requiredNumber,
      posX: requiredNumber,
      posY: requiredNumber,
      fontSize: requiredNumber,
      fileImage: (file) => (!file && !current ? m.required : null),
      filePDF: (file) => (!file && !current ? m.required : null),
    },
  });
  const image = form.values.fileImage;
  useEffect(() => {
    if (!image) return setSizeHint(null);
    readImageSize(image).then(
      ({ width, height }) =>
        setSizeHint(
          width === REWARD_IMAGE_BOX.width && height === REWARD_IMAGE_BOX.height ? null : m.imageSize,
        ),
      () => setSizeHint(null),
    );
  }, [image]);
  const submit = form.onSubmit((values) => {
    const { fileImage, filePDF, ...fields } = values;
    send({
      type: 'reward.submit',
      form: toFormData({
        ...fields,
        ...(id > 0 ? { rewardProductId: id } : {}),
        ...(fileImage ? { fileImage } : {}),
        ...(filePDF ? { filePDF } : {}),
      }),
    });
  });
  const options = (list: { value: number; label: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  const saving = state.matches('saving');
  return (
    <>
      <ConsoleForm onSubmit={submit} cancel={{ to: paths.operator.controlReward(1) }} busy={saving}>
        {state.matches('failed') ? (
          <Alert color="red" role="alert" title={m.saveRewardFailed}>
            {state.context.error}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={m.fields.category}
            data={options(catalogs.data?.rewardCategory)}
            required
            {...form.getInputProps('rewardCategoryId')}
          />
          <Select
            label={m.fields.provider}
            data={options(catalogs.data?.rewardProvider)}
            required
            {...form.getInputProps('rewardProviderId')}
          />
          <TextField form={form} field="title" label={m.fields.title} max={500} />
          <TextField form={form} field="titleAdmin" label={m.fields.titleAdmin} max={500} />
        </SimpleGrid>
        <Textarea label={m.fields.description} required rows={3} {...form.getInputProps('description')} />
        <Textarea label={m.fields.popUpText} required rows={3} {...form.getInputProps('popUpText')} />
        <Textarea label={m.fields.restriction} rows={3} {...form.getInputProps('restriction')} />
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {wholeNumbers.map(([name, min, max]) => (
            <NumberInput
              key={name}
              label={m.fields[name]}
              required
              min={min}
              max={max}
              allowDecimal={false}
              {...form.getInputProps(name)}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Switch label={m.fields.isBarCode} {...form.getInputProps('isBarCode', { type: 'checkbox' })} />
          <Switch label={m.fields.isVisible} {...form.getInputProps('isVisible', { type: 'checkbox' })} />
          <Switch
            label={m.fields.twoValidation}
            {...form.getInputProps('twoValidation', { type: 'checkbox' })}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="xs">
            <Uploader
              rule={files.fileImage}
              label={m.fields.image}
              required={!current}
              {...form.getInputProps('fileImage')}
            />
            {sizeHint ? (
              <Text size="sm" c="orange.9" role="status">
                {sizeHint}
              </Text>
            ) : null}
            <ImagePreview file={image} current={current?.urlImage} />
          </Stack>
          <Stack gap="xs">
            <Uploader
              rule={files.filePDF}
              maxBytes={REWARD_PDF_MAX_BYTES}
              messages={{ tooLarge: m.pdfTooBig }}
              label={m.fields.pdf}
              required={!current}
              {...form.getInputProps('filePDF')}
            />
            {current ? (
              <Text size="sm">
                {m.currentFile}:{' '}
                <a href={current.urlPdf} target="_blank" rel="noreferrer">
                  PDF
                </a>
              </Text>
            ) : null}
          </Stack>
        </SimpleGrid>
      </ConsoleForm>
      <Modal
        opened={state.matches('warned')}
        onClose={() => send({ type: 'reward.acknowledge' })}
        title={m.sizeWarningTitle}
        closeButtonProps={{ 'aria-label': m.closeWarning }}
        centered
      >
        <Stack>
          <Text>{state.context.restriction}</Text>
          <Group justify="flex-end">
            <Button onClick={() => send({ type: 'reward.acknowledge' })}>{m.understood}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** /operator/details-reward/{id} (0 means new). */
export default function RewardDetailsPage() {
  return (
    <RecordPage
      title={m.titles.reward}
      newTitle={m.titles.newReward}
      record={operatorQueries.reward}
      notFound={{ backTo: paths.operator.controlReward(1), listName: m.titles.control }}
    >
      {(current, id) => <RewardForm id={id} current={current} />}
    </RecordPage>
  );
}
