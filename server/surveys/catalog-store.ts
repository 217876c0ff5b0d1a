import type { Queryable } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';

/** Answer types, scales and scale answers (spec 002 §7): SQL only. */
export interface TypeRow {
  survey_answer_type_id: number;
  description: string;
  active: boolean;
}
export interface ScaleRow {
  survey_scale_id: number;
  description: string;
  active: boolean;
}
export interface ScaleAnswerRow {
  survey_scale_answer_id: number;
  survey_scale_id: number;
  description: string;
  scale_value: number;
  answer_order: number;
  active: boolean;
}

interface Described {
  description: string;
  active: boolean;
}
interface ScaleAnswerFields {
  description: string;
  scaleValue: number;
  answerOrder: number;
  active?: boolean;
}

export const listAnswerTypes = (db: Queryable, companyId: number) =>
  db.query<TypeRow>(
    `select * from survey_answer_types where company_id is null or company_id = $1
      order by survey_answer_type_id`,
    [companyId],
  );

export async function insertAnswerType(db: Queryable, companyId: number, t: Described) {
  return firstRow<TypeRow>(
    db,
    'insert into survey_answer_types (description, active, company_id) values ($1, $2, $3) returning *',
    [t.description, t.active, companyId],
  );
}

/** Only the company's own types change: the built-in ones are shared by every company. */
export async function updateAnswerType(db: Queryable, companyId: number, id: number, t: Described) {
  return firstRow<TypeRow>(
    db,
    `update survey_answer_types set description = $2, active = $3
      where survey_answer_type_id = $1 and company_id = $4 returning *`,
    [id, t.description, t.active, companyId],
  );
}

export async function deactivateAnswerType(db: Queryable, companyId: number, id: number) {
  const rows = await db.query(
    `update survey_answer_types set active = false where survey_answer_type_id = $1 and company_id = $2
      returning 1`,
    [id, companyId],
  );
  return rows.length > 0;
}

export const listScales = (db: Queryable, companyId: number) =>
  db.query<ScaleRow>('select * from survey_scales where company_id = $1 order by survey_scale_id', [
    companyId,
  ]);

export async function findScale(db: Queryable, companyId: number, id: number) {
  return firstRow<ScaleRow>(
    db,
    'select * from survey_scales where survey_scale_id = $1 and company_id = $2',
    [id, companyId],
  );
}

export async function insertScale(db: Queryable, companyId: number, s: Described) {
  return firstRow<ScaleRow>(
    db,
    'insert into survey_scales (company_id, description, active) values ($1, $2, $3) returning *',
    [companyId, s.description, s.active],
  );
}

export async function updateScale(db: Queryable, id: number, s: Described) {
  return firstRow<ScaleRow>(
    db,
    'update survey_scales set description = $2, active = $3 where survey_scale_id = $1 returning *',
    [id, s.description, s.active],
  );
}

export async function deactivateScale(db: Queryable, id: number) {
  await db.query('update survey_scales set active = false where survey_scale_id = $1', [id]);
}

export const listScaleAnswers = (db: Queryable, scaleId: number) =>
  db.query<ScaleAnswerRow>(
    'select * from survey_scale_answers where survey_scale_id = $1 order by answer_order, survey_scale_answer_id',
    [scaleId],
  );

export async function findScaleAnswer(db: Queryable, companyId: number, id: number) {
  return firstRow<ScaleAnswerRow>(
    db,
    `select a.* from survey_scale_answers a join survey_scales s using (survey_scale_id)
      where a.survey_scale_answer_id = $1 and s.company_id = $2`,
    [id, companyId],
  );
}

export async function insertScaleAnswer(
  db: Queryable,
  scaleId: number,
  a: Omit<ScaleAnswerFields, 'active'>,
) {
  return firstRow<ScaleAnswerRow>(
    db,
    `insert into survey_scale_answers (survey_scale_id, description, scale_value, answer_order)
     values ($1, $2, $3, $4) returning *`,
    [scaleId, a.description, a.scaleValue, a.answerOrder],
  );
}

export async function updateScaleAnswer(db: Queryable, id: number, a: ScaleAnswerFields) {
  return firstRow<ScaleAnswerRow>(
    db,
    `update survey_scale_answers set description = $2, scale_value = $3, answer_order = $4,
       active = coalesce($5, active) where survey_scale_answer_id = $1 returning *`,
    [id, a.description, a.scaleValue, a.answerOrder, a.active ?? null],
  );
}

export async function deactivateScaleAnswer(db: Queryable, id: number) {
  await db.query('update survey_scale_answers set active = false where survey_scale_answer_id = $1', [id]);
}
