import type { Clock } from '../clock.js';
import { DEMO_COMPANY_ID } from '../db/seed/demo-company.js';
import type { Database, Queryable } from '../db/database.js';
import { AnswerType } from '../../domain/answer-types.js';
import { dayIn as dayOf } from '../../domain/dates.js';

const DAY = 86_400_000;
const OFFICE_MAP = '/files/surveys/plano-oficina.svg';

interface SeedOption {
  answer: string;
  /** Key of the question to jump to, or 'end'. */
  jump?: string;
  isImage?: boolean;
}
interface SeedQuestion {
  key: string;
  type: number;
  question: string;
  options?: SeedOption[];
  scale?: boolean;
}

/** The demo survey: a jump from the first question past the second, -1 to end, and every answer type. */
const demoSurveyQuestions: SeedQuestion[] = [
  {
    key: 'safe',
    type: AnswerType.singleChoice,
    question: '¿Te sientes en un espacio seguro para expresar tu identidad en el trabajo?',
    options: [
      { answer: 'Sí, siempre' },
      { answer: 'A veces' },
      { answer: 'No', jump: 'grid' },
      { answer: 'Prefiero no responder', jump: 'end' },
    ],
  },
  {
    key: 'value',
    type: AnswerType.freeText,
    question: '¿Qué es lo que más valoras de la cultura de inclusión de tu equipo?',
  },
  {
    key: 'grid',
    type: AnswerType.scaleGrid,
    question: 'Evalúa los siguientes aspectos de tu empresa',
    scale: true,
    options: [{ answer: 'Políticas de inclusión' }, { answer: 'Capacitación' }, { answer: 'Liderazgo' }],
  },
  {
    key: 'photo',
    type: AnswerType.imageUpload,
    question: 'Comparte una imagen de cómo celebras el Pride con tu equipo',
  },
  {
    key: 'map',
    type: AnswerType.heatMap,
    question: 'Marca en el plano de la oficina los lugares donde te sientes más cómodo',
    options: [{ answer: OFFICE_MAP, isImage: true }],
  },
];

const agreement = [
  'Totalmente en desacuerdo',
  'En desacuerdo',
  'Neutral',
  'De acuerdo',
  'Totalmente de acuerdo',
];

async function insertScale(tx: Queryable): Promise<number> {
  const [scale] = await tx.query<{ id: number }>(
    `insert into survey_scales (company_id, description) values ($1, 'Nivel de acuerdo') returning survey_scale_id as id`,
    [DEMO_COMPANY_ID],
  );
  if (!scale) throw new Error('scale not inserted');
  for (const [index, description] of agreement.entries()) {
    await tx.query(
      'insert into survey_scale_answers (survey_scale_id, description, scale_value, answer_order) values ($1, $2, $3, $3)',
      [scale.id, description, index + 1],
    );
  }
  return scale.id;
}

async function insertSurvey(
  tx: Queryable,
  title: string,
  start: string,
  end: string,
  reward: number,
  now: Date,
) {
  const [row] = await tx.query<{ id: number }>(
    `insert into surveys (company_id, title, start_date, end_date, reward, created_at)
     values ($1, $2, $3, $4, $5, $6) returning survey_id as id`,
    [DEMO_COMPANY_ID, title, start, end, reward, now],
  );
  if (!row) throw new Error('survey not inserted');
  return row.id;
}

async function insertQuestions(tx: Queryable, surveyId: number, scaleId: number, questions: SeedQuestion[]) {
  const ids = new Map<string, number>();
  for (const [order, q] of questions.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `insert into survey_questions (survey_id, survey_answer_type_id, question, survey_scale_id, question_order)
       values ($1, $2, $3, $4, $5) returning survey_question_id as id`,
      [surveyId, q.type, q.question, q.scale ? scaleId : null, order + 1],
    );
    if (row) ids.set(q.key, row.id);
  }
  for (const q of questions) {
    for (const [order, o] of (q.options ?? []).entries()) {
      const step = o.jump === 'end' ? -1 : o.jump ? (ids.get(o.jump) ?? null) : null;
      await tx.query(
        `insert into survey_answer_configs (survey_question_id, answer_order, answer, is_image, step_answer)
         values ($1, $2, $3, $4, $5)`,
        [ids.get(q.key), order + 1, o.answer, o.isImage ?? false, step],
      );
    }
  }
}

/** A finished survey that several members completed, so results, charts and the CSV show real data. */
async function insertFinishedSurvey(tx: Queryable, scaleId: number, now: Date) {
  const start = dayOf(new Date(now.getTime() - 60 * DAY));
  const end = dayOf(new Date(now.getTime() - 30 * DAY));
  const id = await insertSurvey(tx, 'Bienestar y diversidad 2025', start, end, 100, now);
  await insertQuestions(tx, id, scaleId, demoSurveyQuestions.slice(0, 3));
  const people = await tx.query<{ user_id: number }>(
    `select user_id from users where company_id = $1 and role_name = 'Usuario' and email_confirmed
      and email <> 'miembro@demo.muropride.mx' order by user_id`,
    [DEMO_COMPANY_ID],
  );
  const options = await tx.query<{ id: number; question_id: number; type: number }>(
    `select c.survey_answer_config_id as id, q.survey_question_id as question_id, q.survey_answer_type_id as type
       from survey_answer_configs c join survey_questions q using (survey_question_id)
      where q.survey_id = $1 order by q.question_order, c.answer_order`,
    [id],
  );
  const [first] = options;
  const choices = options.filter((o) => o.type === AnswerType.singleChoice).slice(0, 2);
  const rows = options.filter((o) => o.type === AnswerType.scaleGrid);
  const [openQuestion] = await tx.query<{ id: number }>(
    'select survey_question_id as id from survey_questions where survey_id = $1 and survey_answer_type_id = 1',
    [id],
  );
  for (const [index, person] of people.entries()) {
    const when = new Date(now.getTime() - (35 + index) * DAY);
    const [p] = await tx.query<{ id: number }>(
      `insert into survey_user_profiles (survey_id, user_id, created_at, modified_at, completed_at)
       values ($1, $2, $3, $3, $3) returning survey_user_profile_id as id`,
      [id, person.user_id, when],
    );
    const answer = (questionId: number | undefined, optionId: number | null, value: string, gridRow = 0) =>
      tx.query(
        `insert into survey_user_profile_answers
           (survey_user_profile_id, survey_question_id, selected_answer_config_id, value, modified_at, grid_row)
         values ($1, $2, $3, $4, $5, $6)`,
        [p?.id, questionId, optionId, value, when, gridRow],
      );
    const choice = choices[index % choices.length] ?? first;
    await answer(choice?.question_id, choice?.id ?? null, '');
    await answer(
      openQuestion?.id,
      null,
      ['El respeto a los pronombres', 'Los grupos de apoyo', 'La apertura'][index % 3] ?? '',
    );
    for (const [r, row] of rows.entries())
      await answer(row.question_id, row.id, String(((index + r) % 5) + 1), row.id);
  }
}

/** Demo surveys of company 871 (spec 000 §3): one open with every answer type and jumps, one finished. */
export async function seedSurveys(db: Database, clock: Clock): Promise<void> {
  const [row] = await db.query<{ count: number }>('select count(*) as count from surveys');
  if ((row?.count ?? 0) > 0) return;
  const now = clock();
  await db.transaction(async (tx) => {
    const scaleId = await insertScale(tx);
    const id = await insertSurvey(
      tx,
      'Clima de inclusión 2026',
      dayOf(now),
      dayOf(new Date(now.getTime() + 30 * DAY)),
      150,
      now,
    );
    await insertQuestions(tx, id, scaleId, demoSurveyQuestions);
    await insertFinishedSurvey(tx, scaleId, now);
  });
}
