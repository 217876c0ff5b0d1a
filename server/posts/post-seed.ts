import type { Clock } from '../clock.js';
import { DEMO_COMPANY_ID } from '../db/seed/demo-company.js';
import type { Database, Queryable } from '../db/database.js';
import { richTextOf } from '../../domain/rich-text.js';
import { PostCategory, PostFileType, PostType } from '../../domain/post-rules.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
const image = (name: string) => `/files/posts/${name}.svg`;

interface SeedPost {
  category: number;
  type: number;
  title: string;
  /** How long before the seed it was published. */
  ago: number;
  paragraphs?: string[];
  images: string[];
}

/** A living blog, stories and galleries for a newcomer, all for the whole company. */
const demoPosts: SeedPost[] = [
  {
    category: PostCategory.blog,
    type: PostType.article,
    title: 'Marchamos juntas y juntos: así vivimos la Marcha del Orgullo',
    ago: 10 * MINUTE,
    paragraphs: [
      'Más de cien personas de la empresa caminamos juntas este año, con playeras hechas por el equipo de diseño.',
      'Gracias a quienes llevaron agua, bloqueador y muchas ganas de celebrar quiénes somos.',
    ],
    images: ['orgullo-marcha'],
  },
  {
    category: PostCategory.blog,
    type: PostType.article,
    title: 'Nueva mesa de inclusión: cómo participar',
    ago: 30 * MINUTE,
    paragraphs: ['La mesa de inclusión se reúne cada mes; cualquier persona puede proponer temas.'],
    images: ['mesa-inclusion'],
  },
  {
    category: PostCategory.blog,
    type: PostType.article,
    title: 'Voluntariado en la casa hogar: resultados del trimestre',
    ago: 50 * MINUTE,
    paragraphs: ['Sumamos 320 horas de voluntariado y 45 personas participantes.'],
    images: ['voluntariado'],
  },
  {
    category: PostCategory.blog,
    type: PostType.article,
    title: 'Taller de lenguaje incluyente para líderes de equipo',
    ago: 35 * DAY,
    paragraphs: ['Un taller práctico para hablar sin excluir a nadie en las juntas diarias.'],
    images: ['taller-diversidad'],
  },
  {
    category: PostCategory.blog,
    type: PostType.article,
    title: 'Resumen del año: lo que logramos como comunidad',
    ago: 380 * DAY,
    paragraphs: ['Un año de aprendizajes, celebraciones y nuevas políticas de inclusión.'],
    images: ['foto-equipo'],
  },
  {
    category: PostCategory.stories,
    type: PostType.article,
    title: 'Historia de Dani: salir del clóset en el trabajo fue más fácil de lo que pensé',
    ago: 20 * MINUTE,
    paragraphs: ['Dani nos cuenta cómo su equipo la acompañó en su transición.'],
    images: ['foto-mural'],
  },
  {
    category: PostCategory.stories,
    type: PostType.article,
    title: 'Ricardo y su familia elegida',
    ago: 40 * DAY,
    paragraphs: ['Una historia sobre amistad, apoyo y las familias que elegimos.'],
    images: ['foto-celebracion'],
  },
  {
    category: PostCategory.blog,
    type: PostType.gallery,
    title: 'Festival de la Diversidad',
    ago: 15 * MINUTE,
    images: [
      'foto-festival',
      'foto-equipo',
      'foto-mural',
      'foto-celebracion',
      'orgullo-marcha',
      'voluntariado',
    ],
  },
  {
    category: PostCategory.blog,
    type: PostType.gallery,
    title: 'Mural colectivo de la oficina',
    ago: 33 * DAY,
    images: ['foto-mural', 'taller-diversidad'],
  },
];

async function insertSeedPost(tx: Queryable, post: SeedPost, at: Date, writer: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into company_posts (company_id, category_id, post_type, title, body, writer, publish_date)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7) returning company_post_id as id`,
    [
      DEMO_COMPANY_ID,
      post.category,
      post.type,
      post.title,
      post.paragraphs ? JSON.stringify(richTextOf(...post.paragraphs)) : null,
      writer,
      at,
    ],
  );
  const id = (row as { id: number }).id;
  const fileType = post.type === PostType.gallery ? PostFileType.galleryPhoto : PostFileType.image;
  for (const [index, name] of post.images.entries())
    await tx.query(
      `insert into post_files (company_post_id, entity_type_id, sequence, path, thumb_path, file_name)
       values ($1, $2, $3, $4, $4, $5)`,
      [id, fileType, index + 1, image(name), `${name}.svg`],
    );
  return id;
}

export async function seedPosts(db: Database, clock: Clock): Promise<void> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from company_posts');
  if ((row?.count ?? 0) > 0) return;
  const people = await db.query<{ user_id: number; name: string; hr: boolean }>(
    `select user_id, concat_ws(' ', first_name, middle_name, last_name) as name,
            role_name = 'Recursos Humanos' as hr
       from users where company_id = $1 order by user_id`,
    [DEMO_COMPANY_ID],
  );
  const writer = people.find((p) => p.hr)?.name ?? 'Recursos Humanos';
  const members = people.filter((p) => !p.hr).map((p) => p.user_id);
  const now = clock().getTime();
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const post of demoPosts) ids.push(await insertSeedPost(tx, post, new Date(now - post.ago), writer));
    const [first, second] = ids;
    for (const [index, userId] of members.slice(0, 4).entries()) {
      await tx.query('insert into post_reads (company_post_id, user_id, read_at) values ($1, $2, $3)', [
        first,
        userId,
        new Date(now - index * MINUTE),
      ]);
      if (index < 2)
        await tx.query(
          `insert into post_likes (company_post_id, user_id, category_id, liked_at) values ($1, $2, 1, $3)`,
          [first, userId, new Date(now - index * MINUTE)],
        );
    }
    const [author, replier] = members.slice(2);
    if (author && replier && second) {
      const [comment] = await tx.query<{ id: number }>(
        `insert into post_comments (company_post_id, user_id, body, created_at) values ($1, $2, $3, $4)
         returning comment_id as id`,
        [first, author, '¡Qué bonito día! Gracias por organizarlo 🌈', new Date(now - 5 * MINUTE)],
      );
      await tx.query(
        `insert into post_comments (company_post_id, parent_id, user_id, body, created_at)
         values ($1, $2, $3, $4, $5)`,
        [first, comment?.id, replier, 'El próximo año vamos con más gente 💪', new Date(now - 3 * MINUTE)],
      );
    }
  });
}
