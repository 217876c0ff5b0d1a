import { FileInput, Stack, Text } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { acceptOf } from '@domain/file-checks';
import type { ImageBox, UploadRule } from '@domain/upload-rule';
import { formatFileSize } from './file-size';
import { uploaderTexts } from './messages';
import { canReadImageSize, readImageSize } from './read-image-size';
import {
  capCount,
  needsMeasuring,
  refusalText,
  sortByFacts,
  sortBySize,
  type RefusalTexts,
  type Sorted,
} from './uploader-checks';

interface CommonProps {
  /** The field's rule (domain/upload-rules.ts): the picker's types and the checks come from it. */
  rule: UploadRule;
  label: string;
  description?: ReactNode;
  /** The form's own error (a required file, say); a refusal of the last pick shows first. */
  error?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
  name?: string;
  clearable?: boolean;
  miw?: number;
  /** The largest image the form takes where it depends on the form (a notice's type, the kind of post). */
  maxImage?: ImageBox;
  /** Fewer bytes than the field's rule where the area's spec says so (a reward's PDF). */
  maxBytes?: number;
  messages?: RefusalTexts;
  /**
   * Who refuses a file: the uploader, or a statechart of the caller's that checks it with the same rule (the
   * job application) and gets every pick, passing its refusal back as `error`.
   */
  checkedBy?: 'uploader' | 'caller';
  /** Measures an image; by default the browser's createImageBitmap, where there is one. */
  readImageSize?(file: File): Promise<ImageBox>;
}

// The value is optional only in type: Mantine's form.getInputProps declares it so, and always gives it.
interface SingleProps extends CommonProps {
  multiple?: false;
  value?: File | null;
  onChange(file: File | null): void;
}

interface MultipleProps extends CommonProps {
  multiple: true;
  value?: File[];
  onChange(files: File[]): void;
}

export type UploaderProps = SingleProps | MultipleProps;

function fieldRule({ rule, maxImage, maxBytes }: CommonProps): UploadRule {
  return {
    ...rule,
    maxBytes: maxBytes ?? rule.maxBytes,
    image: maxImage ? { ...rule.image, maxWidth: maxImage.width, maxHeight: maxImage.height } : rule.image,
  };
}

/**
 * The one file field of the portal (spec 000 §5, spec 001 §5 "File uploader"): the picker offers the rule's
 * kinds, a pick is checked for size, kind and pixel size before it reaches the form (the gateway checks the
 * real content again), and the chosen files are counted with their size. A refused single file is not kept
 * and its message shows as the field's error; in a multiple pick the refused files are skipped with a warning.
 */
export function Uploader(props: UploaderProps) {
  const { label, messages, checkedBy = 'uploader', clearable = true } = props;
  const rule = fieldRule(props);
  const [refusals, setRefusals] = useState<string[]>([]);
  const latestPick = useRef(0);
  const resetInput = useRef<() => void>(null);
  const files = props.multiple ? (props.value ?? []) : props.value ? [props.value] : [];

  const settle = (pick: number, { kept, refusals: found }: Sorted, several: boolean) => {
    // A slower check of an earlier pick must not undo a later one.
    if (pick !== latestPick.current) return;
    setRefusals([...new Set(found.map((refusal) => refusalText(rule, refusal, messages, several)))]);
    if (props.multiple) props.onChange(kept);
    else props.onChange(kept[0] ?? null);
    // The same file may then be picked again.
    resetInput.current?.();
  };

  const choose = (payload: File | File[] | null) => {
    const picked = Array.isArray(payload) ? payload : payload ? [payload] : [];
    const pick = ++latestPick.current;
    if (checkedBy === 'caller') return settle(pick, { kept: picked, refusals: [] }, false);
    const several = picked.length > 1;
    const count = (sorted: Sorted) => (props.multiple ? capCount(rule, sorted) : sorted);
    const byFacts = sortByFacts(rule, picked);
    const read = props.readImageSize ?? (canReadImageSize() ? readImageSize : undefined);
    settle(pick, count(byFacts), several);
    if (!read || !byFacts.kept.some((file) => needsMeasuring(rule, file))) return;
    // Kept while its pixels are measured, so a form sent meanwhile is not told the file is missing; a refusal
    // then takes it back, and the gateway measures it again either way.
    void sortBySize(rule, byFacts.kept, read).then((bySize) =>
      settle(
        pick,
        count({ kept: bySize.kept, refusals: [...byFacts.refusals, ...bySize.refusals] }),
        several,
      ),
    );
  };

  const refused = refusals.length > 0 ? refusals.join(' ') : null;
  // A single pick's refusal is the field's error; the form's own (a missing file) still shows beneath it.
  const ownError = props.multiple ? null : refused;
  const error =
    ownError && props.error ? (
      <>
        <span>{ownError}</span>
        <br />
        <span>{props.error}</span>
      </>
    ) : (
      (ownError ?? props.error)
    );
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  const summary = (input: ReactNode) => (
    <Stack gap={4}>
      {input}
      <Text size="sm" aria-live="polite">
        {files.length > 0 ? uploaderTexts.chosen(files.length, formatFileSize(bytes)) : null}
      </Text>
      {props.multiple && refused ? (
        <Text size="sm" fw={500} role="alert">
          {refused}
        </Text>
      ) : null}
    </Stack>
  );

  return (
    <FileInput
      label={label}
      description={props.description}
      required={props.required}
      withAsterisk={props.withAsterisk}
      name={props.name}
      miw={props.miw}
      multiple={props.multiple}
      accept={acceptOf(rule)}
      value={props.multiple ? files : (props.value ?? null)}
      onChange={choose}
      resetRef={resetInput}
      clearable={clearable}
      clearButtonProps={{
        'aria-label': props.multiple ? uploaderTexts.clearAll(label) : uploaderTexts.clear(label),
      }}
      inputContainer={summary}
      error={error}
      errorProps={ownError ? { role: 'alert' } : undefined}
    />
  );
}
