import { Image, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { operatorMessages as m } from '../messages';

/** What the chosen file looks like before saving (spec 002 "Operator screens"), or the stored image. */
export function ImagePreview({
  file,
  current,
  size = 120,
}: {
  file: File | null;
  current?: string;
  size?: number;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  const src = url ?? current;
  if (!src) return null;
  return (
    <div>
      <Text size="sm" c="gray.7">
        {m.preview}
      </Text>
      <Image src={src} alt={m.preview} w={size} h={size} fit="contain" radius="sm" />
    </div>
  );
}
