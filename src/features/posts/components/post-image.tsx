import { Image, type ImageProps } from '@mantine/core';

/**
 * A post image: the small version for lists and phones, the full one only where the layout is wide; lazy unless
 * it is the page's main image (decision 0103).
 */
export function PostImage({
  path,
  thumbPath,
  alt,
  eager = false,
  ...props
}: { path: string | null; thumbPath?: string | null; alt: string; eager?: boolean } & ImageProps) {
  if (!path) return null;
  const small = thumbPath ?? path;
  return (
    <Image
      src={small}
      srcSet={small === path ? undefined : `${small} 480w, ${path} 1280w`}
      sizes="(max-width: 48em) 100vw, 800px"
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...props}
    />
  );
}
