import { AspectRatio, Button, Image, Stack, Text } from '@mantine/core';
import { youtubeEmbedUrl } from '@domain/youtube-embed';
import type { CourseItem } from '../api';
import { billboardMessages as m } from '../messages';

const isPdf = (path: string) => path.toLowerCase().endsWith('.pdf');

/**
 * A recommendation's media: attachments (images shown, PDFs opened), a link with its thumbnail, or a YouTube
 * video in a sandboxed iframe built here from the embed URL (never from pasted markup).
 */
export function CourseMedia({ course }: { course: CourseItem }) {
  if (course.courseMediaTypeId === 3) {
    const src = youtubeEmbedUrl(course.urlMedia ?? '');
    return src ? (
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={src}
          title={course.name}
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
        />
      </AspectRatio>
    ) : null;
  }
  if (course.courseMediaTypeId === 2) {
    return (
      <Stack align="flex-start">
        {course.path ? <Image src={course.path} alt="" mah={320} fit="contain" /> : null}
        <Button component="a" href={course.urlMedia ?? '#'} target="_blank" rel="noopener noreferrer">
          {m.openLink}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack>
      {course.courseFiles.map((file) =>
        isPdf(file.path) ? (
          <Button
            key={file.sequence}
            component="a"
            href={file.path}
            target="_blank"
            rel="noopener"
            variant="light"
          >
            {`${m.openFile}: ${file.fileName}`}
          </Button>
        ) : (
          <Image key={file.sequence} src={file.path} alt={file.fileName} fit="contain" mah={480} />
        ),
      )}
      {course.courseFiles.length === 0 ? <Text>{m.noRecommendations}</Text> : null}
    </Stack>
  );
}
